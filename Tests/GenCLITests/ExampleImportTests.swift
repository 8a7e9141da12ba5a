import Foundation
import Testing
import TestSupport

/// examples/Store is what `gen import capture.har --module Store` writes: its gen.yml and
/// samples are compared byte for byte with a fresh import, and its generated trees (checked
/// by GoldenTests, built by PackageTests) hold none of the capture's credentials.
@Suite struct ExampleImportTests {
    static let example = Repository.examples + "/Store"
    static let secrets = ["STORE-EXAMPLE-SECRET", "STORE-COOKIE-SECRET", "STORE-SETCOOKIE-SECRET", "STORE-QUERY-SECRET"]

    static func files(under root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    @Test func importReproducesTheExamplesManifestAndSamples() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data(contentsOf: URL(fileURLWithPath: Self.example + "/capture.har")), to: "capture.har")
        let result = try folder.gen("import", "capture.har", "--module", "Store")
        #expect(result.status == 0, "\(result.errorOutput)")
        let written = Self.files(under: folder.path).filter { $0 != "capture.har" }
        let committed = Self.files(under: Self.example).filter { $0 == "gen.yml" || $0.hasPrefix("samples/") }
        #expect(written == committed)
        for file in written {
            #expect(try folder.read(file) == String(contentsOfFile: Self.example + "/" + file, encoding: .utf8), "\(file)")
        }
    }

    @Test func noCredentialOfTheCaptureIsInTheExample() throws {
        let capture = try String(contentsOfFile: Self.example + "/capture.har", encoding: .utf8)
        for secret in Self.secrets {
            #expect(capture.contains(secret))
        }
        for file in Self.files(under: Self.example) where file != "capture.har" {
            let text = try String(contentsOfFile: Self.example + "/" + file, encoding: .utf8)
            for secret in Self.secrets {
                #expect(!text.contains(secret), "\(file) holds \(secret)")
            }
        }
    }
}
