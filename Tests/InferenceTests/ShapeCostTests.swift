import Diagnostics
@testable import Inference
import JSONReader
import Testing

/// Long keys and deep nesting cost time in proportion to them, and names stay usable.
@Suite struct ShapeCostTests {
    static func root(_ json: String) throws -> ModelStruct {
        let model = try StableNamesTests.infer([("Root", json)])
        guard case .structure(let root)? = model.endpoints.first?.declarations.first else {
            throw DiagnosticError(Diagnostic(.error, "no root struct"))
        }
        return root
    }

    /// A 100 MB key took minutes, spent making a 100 MB name of it one Character at a time.
    @Test func aLongKeyNamesItsPropertyAndTypeFromItsStartAndDecodesFromAllOfIt() throws {
        let long = String(repeating: "ab_", count: 100_000)
        let root = try Self.root(#"{"\#(long)x": 1, "\#(long)y": {"a": 1}}"#)
        // The first 256 characters: 85 times `ab_`, then `a`.
        let name = "ab" + String(repeating: "Ab", count: 84) + "A"
        #expect(root.properties.map(\.name) == [name, name + "2"])
        #expect(root.properties.map(\.key) == [long + "x", long + "y"])
        #expect(root.nested.map(\.name) == [name.prefix(1).uppercased() + name.dropFirst()])
    }

    /// The data-key tests split a key into parts before telling it no: a 100 MB key took
    /// 32 s of `gen model` where it had taken 2 s (make bench, Shapes). Each now bounds the
    /// length it can match first; the bound here is far above what that takes and far below
    /// the splitting, which took seconds for these 10 MB even in a release build.
    @Test func aLongKeyIsToldFromADataKeyWithoutBeingSplit() {
        let long = String(repeating: "1:2/3.4", count: 1_500_000)
        let clock = ContinuousClock()
        let start = clock.now
        let isData = MapRule.isDataKey(long) || ValueLooks.isVersionRange(long)
        let elapsed = clock.now - start
        #expect(!isData)
        #expect(elapsed < .milliseconds(500))
    }

    /// A 100 MB key of lowercase letters took 1.9 s of `gen model` where it had taken 0.7 s
    /// (make bench, Shapes): the slug test split it at its hyphens before telling it no.
    @Test func aLongLowercaseKeyIsToldFromASlugWithoutBeingSplit() throws {
        let long = String(repeating: "abcdefghij", count: 1_000_000)
        guard case .object(let members) = try JSONReader.read(#"{"\#(long)": {"a": 1}}"#, path: "t.json").value.kind else {
            throw DiagnosticError(Diagnostic(.error, "no object"))
        }
        var shape = ObjectShape()
        shape.add(members)
        let clock = ContinuousClock()
        let start = clock.now
        let isMap = MapRule.isMap(shape, key: "games", settings: InferenceSettings())
        let elapsed = clock.now - start
        #expect(!isMap)
        #expect(elapsed < .milliseconds(200))
    }

    @Test func keysAndValuesOfAtMostTheLimitAreNamedWhole() {
        let key = String(repeating: "a", count: Naming.nameSourceLimit - 1) + "_b"
        #expect(Naming.propertyName(forKey: key) == String(repeating: "a", count: Naming.nameSourceLimit - 1))
        #expect(Naming.propertyName(forKey: String(key.dropLast())) == String(repeating: "a", count: Naming.nameSourceLimit - 1))
        #expect(Naming.caseName(forValue: String(repeating: "x", count: 300)) == String(repeating: "x", count: Naming.nameSourceLimit))
    }

    /// Objects nested 500 deep took 8 s: every level listed every qualification of its name
    /// by its 500 parents, and asked every level below for its shape's signature again.
    /// In a debug build, on 2 shared cores, inference took 8.9 s before and takes 0.2 s now;
    /// the bound leaves room for a slower machine and catches a return to cubic time.
    @Test func objectsNested500DeepInferInLittleTime() throws {
        let json = String(repeating: #"{"a":"#, count: 500) + "1" + String(repeating: "}", count: 500)
        let clock = ContinuousClock()
        let start = clock.now
        var level = try Self.root(json)
        #expect(clock.now - start < .seconds(3))
        var names: [String] = []
        while case .structure(let nested)? = level.nested.first {
            names.append(nested.name)
            level = nested
        }
        #expect(names.count == 499)
        #expect(names.prefix(4) == ["A", "RootA", "A", "RootA"])
    }

    @Test func aSignatureFollowsChangesToTheShapeAndNotToItsCopies() throws {
        func members(_ json: String) throws -> [JSONMember] {
            guard case .object(let members) = try JSONReader.read(json, path: "t.json").value.kind else { return [] }
            return members
        }
        var shape = ObjectShape()
        shape.add(try members(#"{"x": 1}"#))
        #expect(shape.signature == "{x:n}")
        var copy = shape
        copy.add(try members(#"{"y": "s"}"#))
        #expect(shape.signature == "{x:n}")
        #expect(copy.signature == "{x:n,y:s}")
        shape.fields[0].shape.add(try JSONReader.read(#"{"z": true}"#, path: "t.json").value.kind)
        #expect(shape.signature == "{x:n|{z:b}}")
        #expect(copy.signature == "{x:n,y:s}")
    }
}
