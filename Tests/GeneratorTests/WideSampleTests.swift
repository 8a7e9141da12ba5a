import Foundation
import Generator
import Support
import Testing
import TestSupport

/// One object of thousands of keys whose values are of every kind (issue 15): inference
/// was quadratic in the keys, since recursion folding copied every field once per key
/// and shared types copied the names gathered so far on every occurrence.
@Suite struct WideSampleTests {
    static let keys = 20_000
    /// Fewer for a struct: each property costs more than a value of a map.
    static let structKeys = 5_000

    /// `{"key_0": 0, "key_1": 1.5, "key_2": "text 2", …}`: the kinds cycle through number,
    /// decimal, string, boolean, null, object and array, so no two neighbours agree.
    static func wideObject(keys: Int) -> String {
        let members = (0..<keys).map { index -> String in
            let value: String
            switch index % 7 {
            case 0: value = "\(index)"
            case 1: value = "\(index).5"
            case 2: value = "\"text \(index)\""
            case 3: value = index % 2 == 0 ? "true" : "false"
            case 4: value = "null"
            case 5: value = "{\"id\": \(index), \"name\": \"n\(index)\"}"
            default: value = "[\(index), \"\(index)\"]"
            }
            return "\"key_\(index)\": \(value)"
        }
        return "{" + members.joined(separator: ", ") + "}\n"
    }

    static func model(keys: Int, manifest: String?) throws -> (model: String, seconds: Double) {
        let folder = try TemporaryFolder()
        try folder.write(wideObject(keys: keys), to: "samples/wide.json")
        if let manifest {
            try folder.write(manifest, to: "gen.yml")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let generated = try ModulePipeline(fileSystem: LocalFileSystem()).generatePayload(PayloadRequest(
            name: "Wide",
            samplePaths: [folder.path + "/samples"],
            manifestPath: manifest == nil ? nil : folder.path + "/gen.yml",
            templates: BuiltInTemplates.folders("rxswift")
        ))
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (generated.files.first { $0.path == "Wide.swift" }?.contents ?? "", seconds)
    }

    @Test func wideObjectOfMixedKindsIsAMapOfAUnionInLinearTime() throws {
        let (model, seconds) = try Self.model(keys: Self.keys, manifest: nil)
        #expect(model.contains("public typealias Wide = [String: WideValue?]"))
        #expect(model.contains("public enum WideValue: Codable, Hashable, Sendable {\n    case bool(Bool)\n    case double(Double)\n    case string(String)\n    case array([Element])\n    case object(Object)\n"))
        #expect(!model.contains("key_"))
        #expect(seconds < 30, "\(Self.keys) keys took \(seconds) s")
    }

    /// Pinned `struct`, every key is a property: the quadratic steps ran on this path too.
    @Test func wideObjectPinnedAsStructKeepsEveryKeyInLinearTime() throws {
        let (model, seconds) = try Self.model(keys: Self.structKeys, manifest: "types:\n  Wide: struct\n")
        #expect(model.contains("public struct Wide: Codable, Hashable, Sendable {\n    public let key0: Int\n    public let key1: Double\n    public let key2: String\n    public let key3: Bool\n    public let key4: JSONValue?\n    public let key5: Key5\n    public let key6: [Key6]\n"))
        #expect(model.components(separatedBy: "\n    public let key").count - 1 == Self.structKeys)
        #expect(seconds < 30, "\(Self.structKeys) keys took \(seconds) s")
    }
}
