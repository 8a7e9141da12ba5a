import Foundation
import Generator
import Inputs
import Support
import Testing

/// Compares generated files with a folder of expected ones, byte for byte, recording a
/// unified diff for each difference; with `GEN_RECORD=1` rewrites the folder instead.
enum GoldenFiles {
    /// - Parameter recordsWholeFolder: false when `files` are some of the folder's files:
    ///   they are compared and recorded alone, and the folder is not cleared first.
    static func check(_ files: [GeneratedFile], against expectedFolder: String, label: String, recordsWholeFolder: Bool = true) throws {
        if ProcessInfo.processInfo.environment["GEN_RECORD"] == "1" {
            if recordsWholeFolder {
                try? FileManager.default.removeItem(atPath: expectedFolder)
            }
            for file in files {
                try LocalFileSystem().writeFile(expectedFolder + "/" + file.path, contents: Array(file.contents.utf8))
            }
            return
        }
        let expectedPaths = recordsWholeFolder ? paths(under: expectedFolder) : files.map(\.path).filter { FileManager.default.fileExists(atPath: expectedFolder + "/" + $0) }
        #expect(files.map(\.path) == expectedPaths, "\(label): the generated files differ from those in \(expectedFolder)")
        for file in files where expectedPaths.contains(file.path) {
            let expected = try String(contentsOfFile: expectedFolder + "/" + file.path, encoding: .utf8)
            if file.contents != expected {
                let diff = UnifiedDiff.render(old: expected, new: file.contents, oldPath: "expected/" + file.path, newPath: "generated/" + file.path)
                Issue.record("\(label): \(file.path) differs from the expected file:\n\(diff)")
            }
        }
    }

    private static func paths(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
