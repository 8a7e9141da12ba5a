@testable import Renderer
import TemplateEngine
import Testing

/// Context types become template values key for key, in declaration order, with nil as null.
@Suite struct TemplateValueEncoderTests {
    struct Property: Encodable {
        var name: String
        var optional: Bool
    }

    struct Level: Encodable {
        var zebra: String
        var count: Int
        var ratio: Double
        var comment: String?
        var properties: [Property]
        var grid: [[Int]]
        var inner: Property?
    }

    private let level = Level(
        zebra: "z",
        count: 3,
        ratio: 0.5,
        comment: nil,
        properties: [Property(name: "id", optional: false), Property(name: "note", optional: true)],
        grid: [[1, 2], [], [3]],
        inner: nil
    )

    @Test func keysFollowTheDeclarationOrder() {
        #expect(TemplateValueEncoder.dictionary(of: level).keys == ["zebra", "count", "ratio", "comment", "properties", "grid", "inner"])
    }

    @Test func nilIsAPresentNullKey() {
        let dictionary = TemplateValueEncoder.dictionary(of: level)
        #expect(dictionary["comment"] == .null)
        #expect(dictionary["inner"] == .null)
    }

    @Test func scalarsKeepTheirKind() {
        let dictionary = TemplateValueEncoder.dictionary(of: level)
        #expect(dictionary["zebra"] == .string("z"))
        #expect(dictionary["count"] == .int(3))
        #expect(dictionary["ratio"] == .double(0.5))
    }

    @Test func arraysOfStructsAndNestedArrays() {
        let dictionary = TemplateValueEncoder.dictionary(of: level)
        #expect(dictionary["properties"] == .array([
            .dictionary(TemplateDictionary([("name", .string("id")), ("optional", .bool(false))])),
            .dictionary(TemplateDictionary([("name", .string("note")), ("optional", .bool(true))])),
        ]))
        #expect(dictionary["grid"] == .array([.array([.int(1), .int(2)]), .array([]), .array([.int(3)])]))
    }

    @Test func presentOptionalStructIsADictionary() {
        var level = level
        level.inner = Property(name: "id", optional: false)
        level.comment = "set"
        let dictionary = TemplateValueEncoder.dictionary(of: level)
        #expect(dictionary["inner"] == .dictionary(TemplateDictionary([("name", .string("id")), ("optional", .bool(false))])))
        #expect(dictionary["comment"] == .string("set"))
    }

    @Test func topLevelValuesThatAreNoStruct() {
        #expect(TemplateValueEncoder.value(of: [1, 2]) == .array([.int(1), .int(2)]))
        #expect(TemplateValueEncoder.value(of: "text") == .string("text"))
        #expect(TemplateValueEncoder.value(of: UInt64.max) == .double(Double(UInt64.max)))
        #expect(TemplateValueEncoder.dictionary(of: [1, 2]).isEmpty)
    }
}
