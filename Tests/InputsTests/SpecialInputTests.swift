import Diagnostics
import Inputs
import Support
import Testing
import TestSupport

/// Each input, put as a FIFO, a device or a socket, is refused with an error that names it,
/// where the real file system blocked on it or read it without end.
@Suite struct SpecialInputTests {
    private static let manifest = "module: Shop\nsamples: samples\nendpoints:\n  - name: Home\n    sample: samples/home.json\n"

    private static func message(_ read: () throws -> Void) -> String? {
        do {
            try read()
            return nil
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.message).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [SpecialFile.fifo, .characterDevice, .socket])
    func aManifestThatIsNoRegularFileIsRefused(special: SpecialFile) {
        let fileSystem = InMemoryFileSystem(["gen.yml": Self.manifest])
        fileSystem.makeSpecialFile("gen.yml", special)
        #expect(Self.message { _ = try ManifestFile.load("gen.yml", fileSystem: fileSystem) }
            == "gen.yml: is \(special.rawValue), not a regular file; gen reads its inputs only from regular files")
    }

    @Test(arguments: [SpecialFile.fifo, .characterDevice, .socket])
    func aSampleThatIsNoRegularFileIsRefused(special: SpecialFile) throws {
        let fileSystem = InMemoryFileSystem(["gen.yml": Self.manifest, "samples/home.json": "{}", "samples/cart.json": "{}"])
        let manifest = try ManifestFile.load("gen.yml", fileSystem: fileSystem)
        for path in ["samples/home.json", "samples/cart.json"] {
            fileSystem.makeSpecialFile(path, special)
            #expect(Self.message { _ = try SampleLoader(fileSystem: fileSystem).load(folder: "samples", manifest: manifest) }?
                .contains("\(path): is \(special.rawValue), not a regular file") == true)
            fileSystem.setText("{}", at: path)
        }
    }

    @Test func aWorkspaceFileAndASetThatAreNoRegularFilesAreRefused() {
        let fileSystem = InMemoryFileSystem(["gen-workspace.yml": "exclude: []\n", "set/set.yml": "files: []\n"])
        fileSystem.makeSpecialFile("gen-workspace.yml", .fifo)
        fileSystem.makeSpecialFile("set/set.yml", .characterDevice)
        #expect(Self.message { _ = try WorkspaceFile.load(fileSystem: fileSystem) }
            == "gen-workspace.yml: is a FIFO, not a regular file; gen reads its inputs only from regular files")
        #expect(Self.message { _ = try SetDecoder.load(folder: "set", fileSystem: fileSystem) }
            == "set/set.yml: is a character device, not a regular file; gen reads its inputs only from regular files")
    }

    @Test func aManifestPastItsLimitIsRefusedNamingTheLimit() {
        let fileSystem = InMemoryFileSystem(["gen.yml": Self.manifest + String(repeating: "#", count: ReadLimit.manifest.bytes)])
        #expect(Self.message { _ = try ManifestFile.load("gen.yml", fileSystem: fileSystem) }
            == "gen.yml: is \(ReadLimit.manifest.bytes + Self.manifest.utf8.count) bytes, more than gen reads from a gen.yml (64 MiB)")
    }
}
