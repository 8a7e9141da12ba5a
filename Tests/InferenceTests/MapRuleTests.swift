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
}
