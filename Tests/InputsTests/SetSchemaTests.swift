import Foundation
import Inputs
import Support
import Testing
import TestSupport

/// `schema/set.schema.json` and `SetDecoder` accept exactly the same keys and values.
@Suite struct SetSchemaTests {
    private func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/schema/set.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func properties(_ object: [String: Any]?) -> [String: Any] {
        object?["properties"] as? [String: Any] ?? [:]
    }

    private func entry(_ root: [String: Any]) -> [String: Any]? {
        (properties(root)["files"] as? [String: Any])?["items"] as? [String: Any]
    }

    private func names<Key: RawRepresentable & CaseIterable>(_ keys: Key.Type) -> [String] where Key.RawValue == String {
        Key.allCases.map(\.rawValue).sorted()
    }

    @Test func everyPlaceHasTheDecodersKeys() throws {
        let root = try schema()
        #expect(properties(root).keys.sorted() == names(SetDescription.Key.self))
        #expect(properties(entry(root)).keys.sorted() == names(SetDescription.EntryKey.self))
    }

    @Test func closedObjectsRejectUnknownKeys() throws {
        let root = try schema()
        #expect(root["additionalProperties"] as? Bool == false)
        #expect(entry(root)?["additionalProperties"] as? Bool == false)
    }

    @Test func requiredKeysMatchTheDecoder() throws {
        let root = try schema()
        #expect(root["required"] as? [String] == ["files"])
        #expect(entry(root)?["required"] as? [String] == ["template", "path"])
    }

    @Test func enumerationsMatchTheDecoder() throws {
        let keys = properties(entry(try schema()))
        #expect((keys["for"] as? [String: Any])?["enum"] as? [String] == SetDescription.Scope.allCases.map(\.rawValue))
        #expect((keys["kind"] as? [String: Any])?["enum"] as? [String] == Ownership.allCases.map(\.rawValue))
    }
}
