import Foundation

/// A fresh folder under the system's temporary folder, removed when the test ends.
public final class TemporaryFolder {
    public let path: String

    public init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("gen-tests-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
