import Foundation
@testable import Inputs
import Support
import Testing
import TestSupport

/// `schema/gen.schema.json` and the decoder accept exactly the same keys at every place.
@Suite struct ManifestSchemaTests {
    private func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/schema/gen.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func keys(_ object: [String: Any]?) -> [String] {
        ((object?["properties"] as? [String: Any])?.keys).map { $0.sorted() } ?? []
    }

    private func property(_ object: [String: Any]?, _ name: String) -> [String: Any]? {
        (object?["properties"] as? [String: Any])?[name] as? [String: Any]
    }

    private func names<Key: RawRepresentable & CaseIterable>(_ keys: Key.Type) -> [String] where Key.RawValue == String {
        Key.allCases.map(\.rawValue).sorted()
    }

    @Test func everyPlaceHasTheDecodersKeys() throws {
        let root = try schema()
        let endpoint = property(root, "endpoints")?["items"] as? [String: Any]
        #expect(keys(root) == names(ManifestKeys.TopLevel.self))
        #expect(keys(endpoint) == names(ManifestKeys.Endpoint.self))
        #expect(keys(property(root, "envelope")) == names(ManifestKeys.Envelope.self))
        #expect(keys(property(endpoint, "list")) == names(ManifestKeys.List.self))
        #expect(keys(property(root, "inference")) == names(ManifestKeys.Inference.self))
        #expect(keys(property(root, "package")) == names(ManifestKeys.Package.self))
        #expect(keys(property(root, "render")) == names(ManifestKeys.Render.self))
        #expect(keys(property(property(root, "package"), "platforms")) == ManifestKeys.platforms.sorted())
    }

    @Test func theModuleNamesGenRefusesAreTheSchemas() throws {
        let refused = (property(try schema(), "module")?["not"] as? [String: Any])?["enum"] as? [String]
        #expect(refused == ReservedModuleNames.names.sorted())
    }

    @Test func closedObjectsRejectUnknownKeys() throws {
        let root = try schema()
        let endpoint = property(root, "endpoints")?["items"] as? [String: Any]
        for object in [root, endpoint, property(root, "envelope"), property(endpoint, "list"), property(root, "inference"), property(root, "package"), property(root, "render")] {
            #expect(object?["additionalProperties"] as? Bool == false)
        }
    }

    @Test func enumerationsMatchTheDecoder() throws {
        let root = try schema()
        let layers = (property(root, "layers")?["items"] as? [String: Any])?["enum"] as? [String]
        #expect(layers == ManifestKeys.layers)
        #expect(property(root, "access")?["enum"] as? [String] == AccessLevel.allCases.map(\.rawValue))
        #expect(property(root, "naming")?["enum"] as? [String] == NamingStyle.allCases.map(\.rawValue))
        let method = property(property(root, "endpoints")?["items"] as? [String: Any], "method")?["enum"] as? [String]
        #expect(method == ManifestKeys.httpMethods + ManifestKeys.httpMethods.map { $0.lowercased() })
        let dates = property(property(root, "endpoints")?["items"] as? [String: Any], "dates")?["additionalProperties"] as? [String: Any]
        #expect(dates?["enum"] as? [String] == ParamDateFormat.allCases.map(\.rawValue))
    }
}
