@testable import Inference
import Testing

@Suite struct MapRuleTests {
    /// An object whose `count` keys hold, in turn, a boolean, a number and a string.
    static func mixedObject(keys count: Int) -> ObjectShape {
        var object = ObjectShape()
        object.occurrences = 1
        for index in 0..<count {
            var shape = TypeShape()
            switch index % 3 {
            case 0: shape.booleans = 1
            case 1: shape.numbers = NumberStats()
            default: shape.strings = StringStats()
            }
            object.fieldIndex["key_\(index)"] = index
            object.fields.append(ObjectShape.Field(key: "key_\(index)", shape: shape, occurrences: 1))
        }
        return object
    }

    @Test func aThousandKeysOfAnyKindsMakeAMap() {
        #expect(MapRule.isMap(Self.mixedObject(keys: MapRule.anyKindsMinimumKeys), key: nil, settings: InferenceSettings()))
    }

    @Test func fewerKeysOfMixedKindsStayAStruct() {
        #expect(!MapRule.isMap(Self.mixedObject(keys: MapRule.anyKindsMinimumKeys - 1), key: nil, settings: InferenceSettings()))
    }

    /// An object whose keys each hold an object with the fields `fields` (in turn, for keys
    /// that hold records of different shapes).
    static func records(keys: [String], fields: [[String]]) -> ObjectShape {
        var object = ObjectShape()
        object.occurrences = 1
        for (index, key) in keys.enumerated() {
            var record = ObjectShape()
            record.occurrences = 1
            for field in fields[index % fields.count] {
                var value = TypeShape()
                value.strings = StringStats()
                record.fieldIndex[field] = record.fields.count
                record.fields.append(ObjectShape.Field(key: field, shape: value, occurrences: 1))
            }
            var shape = TypeShape()
            shape.object = record
            object.fieldIndex[key] = index
            object.fields.append(ObjectShape.Field(key: key, shape: shape, occurrences: 1))
        }
        return object
    }

    @Test(arguments: [
        ("Slack ids", ["C03E94MKU", "C0G9QF9GW"]),
        ("one Slack id", ["U012AB3CD"]),
        ("object ids", ["507f1f77bcf86cd799439011", "507f191e810c19729de860ea"]),
        ("one commit SHA", ["6113728f27ae82c7b1a177c8d03f9e96e0adf246"]),
        ("UUIDs", ["3f2504e0-4f89-11d3-9a0c-0305e82c3301", "6F9619FF-8B86-D011-B42D-00CF4FC964FF"]),
        ("digits", ["1024"]),
    ])
    func objectsKeyedByIDsAreMaps(kind: String, keys: [String]) {
        let object = Self.records(keys: keys, fields: [["name", "topic"], ["name"]])
        #expect(MapRule.isMap(object, key: nil, settings: InferenceSettings()), "\(kind)")
    }

    @Test(arguments: [["address2", "line1"], ["utf8", "h264"], ["x2"], ["sha256", "md5"], ["C03E94MKU", "name"]])
    func fieldNamesWithDigitsStayFields(keys: [String]) {
        let object = Self.records(keys: keys, fields: [["name"]])
        #expect(!MapRule.isMap(object, key: nil, settings: InferenceSettings()))
    }

    @Test func idKeysOfDifferentKindsStayAStruct() {
        var object = Self.records(keys: ["C03E94MKU"], fields: [["name"]])
        var text = TypeShape()
        text.strings = StringStats()
        object.fieldIndex["C0G9QF9GW"] = 1
        object.fields.append(ObjectShape.Field(key: "C0G9QF9GW", shape: text, occurrences: 1))
        #expect(!MapRule.isMap(object, key: nil, settings: InferenceSettings()))
    }

    @Test(arguments: [
        ("Wikidata entity", ["Q8646"]),
        ("Wikidata properties", ["P31", "P1082"]),
        ("npm versions", ["1.0.3", "0.11.0"]),
        ("prerelease", ["2.0.0-beta.1"]),
        ("dates", ["2024-05-01"]),
        ("dates with times", ["2024-05-01 16:00:00", "2024-05-01 15:55:00"]),
        ("dates with slashes", ["05/01/2024"]),
        ("times of day", ["16:00", "15:55"]),
        ("Reddit widget ids", ["widget_1293slxq35msw"]),
        ("Reddit widget ids of a subreddit", ["widget_id-card-2qh0t", "widget_moderators-2qh0t"]),
        ("Reddit subreddit ids", ["t5_2qh0t"]),
        ("emoji", ["👍", "❤️", "👍🏽", "🇫🇷"]),
        ("emoji shortcodes", [":blobcat:", ":blobcat@.:"]),
        ("PokeAPI games", ["red-blue", "yellow"]),
        ("PokeAPI generations", ["generation-ii"]),
    ])
    func objectsKeyedByDataAreMaps(kind: String, keys: [String]) {
        let object = Self.records(keys: keys, fields: [["name", "topic"], ["name"]])
        #expect(MapRule.isMap(object, key: nil, settings: InferenceSettings()), "\(kind)")
    }

    /// An object of strings whose values are given for each key.
    static func strings(_ fields: [(key: String, value: String)]) -> ObjectShape {
        var object = ObjectShape()
        object.occurrences = 1
        for (index, field) in fields.enumerated() {
            var shape = TypeShape()
            var strings = StringStats()
            strings.add(field.value)
            shape.strings = strings
            object.fieldIndex[field.key] = index
            object.fields.append(ObjectShape.Field(key: field.key, shape: shape, occurrences: 1))
        }
        return object
    }

    @Test func dependenciesByPackageNameAreAMap() {
        let object = Self.strings([("mime", "^1.2.7"), ("hawk", "~0.7.x"), ("form-data", ">=2.0.0 <3"), ("qs", "6.5.2")])
        #expect(MapRule.isMap(object, key: nil, settings: InferenceSettings()))
    }

    @Test func numberedFieldsOfDecimalsStayAStruct() {
        let object = Self.strings([("1. open", "134.5000"), ("2. high", "135.10"), ("5. volume", "4108")])
        #expect(!MapRule.isMap(object, key: nil, settings: InferenceSettings()))
    }

    @Test(arguments: [["first-name", "last-name"], ["utf8mb4", "x264_1080p"], ["avatar", "banner"]])
    func fieldsOfStringsStayAStruct(keys: [String]) {
        let object = Self.strings(keys.map { ($0, "https://example.com/\($0).png") })
        #expect(!MapRule.isMap(object, key: "images", settings: InferenceSettings()))
    }

    @Test func emojiByShortcodeAreAMap() {
        let urls = Self.strings([("bowtie", "https://emoji.slack-edge.com/T0266FRGM/bowtie/f3ec6f2bb0.png"), ("shipit", "alias:squirrel")])
        #expect(MapRule.isMap(urls, key: "emoji", settings: InferenceSettings()))
        #expect(!MapRule.isMap(Self.strings([("shortcode", "blobcat"), ("url", "https://example.com/blobcat.png")]), key: "emoji", settings: InferenceSettings()))
    }
}
