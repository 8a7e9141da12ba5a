import Foundation
import Support

/// What `--watch` compares of a file between two looks: a save changes its modification
/// time, and an editor that saves through a rename also its file number.
struct FileStamp: Equatable, Sendable {
    var modified: Date
    var size: Int
    var fileNumber: Int

    /// The stamps of `paths` (files, and every file in folders, at any depth), relative to
    /// `workingDirectory`, by path. Names starting with a dot (editors' swap and backup
    /// files) are left out; paths that do not exist have no stamp.
    static func look(at paths: [String], workingDirectory: String) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        let files = FileManager.default
        for path in paths {
            let absolute = Paths.absolute(path, base: workingDirectory)
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: absolute, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                stamps[absolute] = stamp(absolute)
                continue
            }
            guard let folder = files.enumerator(atPath: absolute) else { continue }
            for case let relative as String in folder where !Paths.fileName(of: relative).hasPrefix(".") {
                let file = Paths.join(absolute, relative)
                stamps[file] = stamp(file)
            }
        }
        return stamps
    }

    private static func stamp(_ path: String) -> FileStamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path), attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return FileStamp(
            modified: attributes[.modificationDate] as? Date ?? .distantPast,
            size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
            fileNumber: (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0
        )
    }
}
