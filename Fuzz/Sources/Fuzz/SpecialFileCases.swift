import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What an input is replaced by in a "special files" case: gen must end within the time
/// limit with an error that names the input, and write nothing.
enum SpecialFile: String, Sendable, CaseIterable {
    case fifo, devZero, socket, directory

    /// What gen's error says of it.
    var refusal: String {
        switch self {
        case .fifo: "is a FIFO, not a regular file"
        case .devZero: "is a character device, not a regular file"
        case .socket: "is a socket, not a regular file"
        case .directory: "is a folder, not a file"
        }
    }

    /// Puts it at `path`, in place of whatever was there.
    func make(at path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        switch self {
        case .fifo:
            guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        case .devZero:
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .socket:
            try Self.bindSocket(at: path)
        case .directory:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
    }

    /// A Unix socket file at `path`, left behind by a socket bound there and closed.
    private static func bindSocket(at path: String) throws {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw CocoaError(.fileWriteUnknown) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

/// Cases where one input gen reads (gen.yml, a sample, set.yml, a template, the module's
/// lock, which only `gen module` reads) is a FIFO, a link to /dev/zero, a socket or a folder (a folder of samples is a
/// sample, and a folder where the lock is is no lock, so those two are never folders).
enum SpecialFileCases {
    static func replace(_ fuzzCase: inout FuzzCase, using rng: inout SplitMix64) {
        fuzzCase.kind = .special
        let setFolder = "templates/" + fuzzCase.setName
        let templates = fuzzCase.set.files.paths.filter { $0.hasSuffix(".stencil") }
        var paths = ["gen.yml", "samples/" + rng.pick(fuzzCase.samples.paths.filter { !$0.contains("/") } + ["home.json"]), setFolder + "/set.yml", fuzzCase.moduleFolder + "/.gen.lock"]
        if !templates.isEmpty, fuzzCase.set.files["set.compiled"] == nil {
            paths.append(setFolder + "/" + rng.pick(templates))
        }
        let path = rng.pick(paths)
        let kinds = path.hasSuffix(".gen.lock") || path.hasPrefix("samples/") ? SpecialFile.allCases.filter { $0 != .directory } : SpecialFile.allCases
        fuzzCase.specialFiles = [path: rng.pick(kinds)]
        fuzzCase.steps = [rng.chance(50) && !path.hasSuffix(".gen.lock") ? .lint : .module(force: false)]
        fuzzCase.mustRefuse = true
    }

    /// A finding when gen's output has no error naming the special file: it says what the
    /// file is (`path: is a FIFO, …`), or an earlier check refuses it (set.yml linked out of
    /// its set, a folder where set.yml belongs).
    static func findings(_ fuzzCase: FuzzCase, log: String) -> [Finding] {
        fuzzCase.specialFiles.compactMap { path, special in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let named = log.contains(path + ": " + special.refusal) || log.contains("error:") && log.contains(name)
            return named ? nil : Finding(kind: .accepted, message: "gen did not refuse \(path) (\(special.rawValue)) with an error naming it")
        }
    }
}
