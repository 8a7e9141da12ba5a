/// The names of the files gen keeps beside the ones templates write, and the check that an
/// output path from a template set can collide with none of them.
package enum GenFileNames {
    /// The lock file at the top of a module folder.
    package static let lock = ".gen.lock"

    /// The file a write goes through before it is renamed over `fileName`.
    package static func temporary(for fileName: String, unique: String) -> String {
        ".\(fileName).gen-\(unique)"
    }

    /// How many bytes the temporary name adds to a file's name: a dot, `.gen-` and a UUID.
    package static let temporaryOverhead = 1 + temporaryShape.count

    /// `.gen-XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX`, the end of every temporary name.
    private static let temporaryShape = Array(temporary(for: "", unique: uuidShape).utf8.dropFirst())

    /// True for a temporary file a gen run left behind when it was killed or failed:
    /// `.<name>.gen-<UUID>`, the UUID in the upper-case form gen writes.
    package static func isTemporary(_ fileName: String) -> Bool {
        let bytes = Array(fileName.utf8)
        guard bytes.count > temporaryShape.count + 1, bytes[0] == UInt8(ascii: ".") else { return false }
        return zip(bytes.suffix(temporaryShape.count), temporaryShape).allSatisfy { byte, expected in
            expected == UInt8(ascii: "X") ? isUpperHexDigit(byte) : byte == expected
        }
    }

    private static func isUpperHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private static let uuidShape = "XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX"

    /// Why `path` (relative, already confined to the module folder) cannot be written for a
    /// template, or nil when it can, its components split at the bytes the file system splits at: a control character would forge lines of the lock and
    /// the console, and gen's own names would let a template overwrite the lock, a write in
    /// progress or the copy of a user's edit.
    package static func problem(withOutputPath path: String) -> String? {
        let isPlainASCII = path.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if !isPlainASCII, let scalar = path.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "it contains the control character U+\(hex(scalar.value))"
        }
        for component in path.utf8.split(separator: UInt8(ascii: "/")) {
            if component.elementsEqual(lock.utf8) {
                return "'\(lock)' is gen's lock file"
            }
            if component.first == UInt8(ascii: "."), Substring(component).contains(".gen-") {
                return "'\(Substring(component))' is named like a file gen writes through (.<name>.gen-…)"
            }
            if isBackup(component) {
                return "'\(Substring(component))' is named like the copy gen keeps of an edited file (<file>.orig)"
            }
        }
        return nil
    }

    /// `<file>.orig` or `<file>.orig.<number>`.
    private static func isBackup(_ component: Substring.UTF8View) -> Bool {
        var name = component[...]
        if let dot = name.lastIndex(of: UInt8(ascii: ".")), name.index(after: dot) < name.endIndex, name[name.index(after: dot)...].allSatisfy(ASCIIByte.isDigit) {
            name = name[..<dot]
        }
        return name.reversed().starts(with: "giro.".utf8)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
