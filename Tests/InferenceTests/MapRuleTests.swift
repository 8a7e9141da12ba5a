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
        #expect(MapRule.isMap(Self.mixedObject(keys: MapRule.anyKindsMinimumKeys), settings: InferenceSettings()))
    }

    @Test func fewerKeysOfMixedKindsStayAStruct() {
        #expect(!MapRule.isMap(Self.mixedObject(keys: MapRule.anyKindsMinimumKeys - 1), settings: InferenceSettings()))
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
        #expect(MapRule.isMap(object, settings: InferenceSettings()), "\(kind)")
    }

    @Test(arguments: [["address2", "line1"], ["utf8", "h264"], ["x2"], ["sha256", "md5"], ["C03E94MKU", "name"]])
    func fieldNamesWithDigitsStayFields(keys: [String]) {
        let object = Self.records(keys: keys, fields: [["name"]])
        #expect(!MapRule.isMap(object, settings: InferenceSettings()))
    }

    @Test func idKeysOfDifferentKindsStayAStruct() {
        var object = Self.records(keys: ["C03E94MKU"], fields: [["name"]])
        var text = TypeShape()
        text.strings = StringStats()
        object.fieldIndex["C0G9QF9GW"] = 1
        object.fields.append(ObjectShape.Field(key: "C0G9QF9GW", shape: text, occurrences: 1))
        #expect(!MapRule.isMap(object, settings: InferenceSettings()))
    }
}
