@testable import Inference
import Foundation
import Testing
import TestSupport

/// Objects keyed by data in real responses (the samples are in `Tests/Corpus`): PokeAPI's
/// sprites by generation and game, Reddit's widgets and subreddits by id, Misskey's and
/// Slack's emoji. Each is a map, and no type is named after one of its keys.
@Suite struct DataKeyFixtureTests {
    /// The declarations of a corpus sample's model, and every property by the keys leading
    /// to it (`sprites.versions`).
    static func infer(_ sample: String) throws -> (names: [String], properties: [String: SwiftTypeReference]) {
        let json = try String(contentsOfFile: Repository.root + "/Tests/Corpus/\(sample).json", encoding: .utf8)
        let model = try StableNamesTests.infer([("Sample", json)])
        let declarations = DataShapePropertyTests.declarations(model)
        var structs: [String: ModelStruct] = [:]
        for declaration in declarations {
            if case .structure(let type) = declaration { structs[type.name] = type }
        }
        var properties: [String: SwiftTypeReference] = [:]
        func walk(_ type: ModelStruct, prefix: String, depth: Int) {
            guard depth < 8 else { return }
            for property in type.properties {
                let path = prefix.isEmpty ? property.key : prefix + "." + property.key
                properties[path] = property.type
                if let name = Self.structName(property.type), let nested = structs[name] {
                    walk(nested, prefix: path, depth: depth + 1)
                }
            }
        }
        if let root = structs["Sample"] { walk(root, prefix: "", depth: 0) }
        return (declarations.map(\.name), properties)
    }

    static func structName(_ type: SwiftTypeReference) -> String? {
        switch type {
        case .named(let name): return name.split(separator: ".").last.map(String.init)
        case .array(let element), .optional(let element), .dictionary(let element), .indirect(let element): return structName(element)
        default: return nil
        }
    }

    static func isMap(_ type: SwiftTypeReference?) -> Bool {
        switch type {
        case .dictionary?: return true
        case .optional(let wrapped)?: return isMap(wrapped)
        default: return false
        }
    }

    @Test(arguments: [
        ("pokeapi_pokemon_sprites", ["sprites.versions"], ["Emerald", "XY", "GenerationIi", "Gold", "Yellow", "RedBlue"]),
        ("reddit_subreddit_widgets", ["items", "subreddits"], ["Widget1293slxq35msw", "WidgetIDCard2qh0t", "T52qh0t", "T52t5o6"]),
        ("misskey_note_reactions", ["reactions", "reactionEmojis", "reactionCounts", "myReactions"], ["Value", "Value2"]),
        ("slack_emoji_list", ["emoji"], ["Bowtie", "Squirrel"]),
    ])
    func dataKeysMakeMaps(sample: String, maps: [String], forbidden: [String]) throws {
        let (names, properties) = try Self.infer(sample)
        for path in maps {
            #expect(Self.isMap(properties[path]), "\(sample): \(path) is \(properties[path]?.spelling ?? "missing")")
        }
        #expect(Set(names).isDisjoint(with: forbidden), "\(sample): \(names)")
        #expect(names.allSatisfy { $0.last?.isNumber != true }, "\(sample): \(names)")
    }
}
