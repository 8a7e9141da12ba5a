import Foundation
import Support

/// Modules the tests build from sources that only change with the checkout (the stubs of
/// Tests/Stubs), kept in `.build/gen-test-modules` between test runs as SwiftPM keeps what it
/// built: building the stubs took about 2 s of processor time in every `swift test`.
///
/// A folder is named by a digest of the compiler's version, the recipe and every source
/// file, so an edited stub or another compiler builds a new one. It is built beside its
/// final name and renamed into place whole, so a test process that stops half-way, or two
/// that build at once, never leave a half-built folder under that name.
package enum ModuleCache {
    /// The folder holding what `build` made of `sources`.
    ///
    /// - Parameters:
    ///   - recipe: what `build` runs, in words that change whenever its commands do.
    ///   - build: fills the folder it is given, or throws.
    package static func folder(named name: String, recipe: String, sources: [String], build: (String) throws -> Void) throws -> String {
        var key = Array("\(compilerVersion)\n\(recipe)\n".utf8)
        for source in sources {
            key += Array("\(source)\n".utf8) + Array(try Data(contentsOf: URL(fileURLWithPath: source)))
        }
        let parent = Repository.root + "/.build/gen-test-modules"
        let folder = parent + "/\(name)-" + SHA256.hex(key).prefix(20)
        if FileManager.default.fileExists(atPath: folder) {
            return folder
        }
        let partial = parent + "/.\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: partial) }
        try build(partial)
        if rename(partial, folder) != 0, !FileManager.default.fileExists(atPath: folder) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder])
        }
        return folder
    }

    private static let compilerVersion: String = {
        (try? ProcessRunner.run("/usr/bin/env", ["swiftc", "--version"]).output) ?? "unknown"
    }()
}
