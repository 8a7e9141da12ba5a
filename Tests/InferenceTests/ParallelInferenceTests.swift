import Diagnostics
@testable import Inference
import JSONReader
import Testing

/// Inferring a module on all cores gives the models, names and unused pins of inferring one
/// endpoint after another: every declaration, every name, in the same order.
@Suite struct ParallelInferenceTests {
    /// Keys drawn from a few words, so shapes repeat across endpoints and become shared types;
    /// `status` and `kind` hold a few values each, so they become (shared) enums.
    static let words = ["id", "name", "price", "owner", "items", "status", "created_at", "kind", "address", "total"]

    /// A splitmix64 generator, so the module is the same on every run.
    struct Seeded {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
        }
    }

    static func object(_ random: inout Seeded, depth: Int) -> String {
        var keys: [String] = []
        while keys.count < 2 + random.next(4) {
            let key = words[random.next(words.count)]
            if !keys.contains(key) { keys.append(key) }
        }
        let members = keys.map { key in
            "\"\(key)\": \(value(&random, key: key, depth: depth))"
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func value(_ random: inout Seeded, key: String, depth: Int) -> String {
        switch key {
        case "status": return ["\"active\"", "\"hidden\"", "\"sold\""][random.next(3)]
        case "kind": return ["\"book\"", "\"film\""][random.next(2)]
        case "created_at": return "\"2024-05-0\(1 + random.next(9))T10:00:00Z\""
        case "owner" where depth < 2, "address" where depth < 2: return object(&random, depth: depth + 1)
        case "items" where depth < 2: return "[" + object(&random, depth: depth + 1) + ", " + object(&random, depth: depth + 1) + "]"
        case "price", "total": return random.next(2) == 0 ? "12" : "12.5"
        default: return random.next(3) == 0 ? "null" : "\(random.next(100))"
        }
    }

    static func endpoints(_ count: Int) throws -> [(name: String, samples: [Sample])] {
        var random = Seeded(state: 29)
        return try (0..<count).map { number throws(DiagnosticError) in
            let name = "Endpoint\(number)"
            let samples = try (0..<(1 + random.next(2))).map { _ throws(DiagnosticError) in
                let text = object(&random, depth: 0)
                return Sample(source: SourceText(path: name + ".json", text: text), value: try JSONReader.read(text, path: name + ".json").value)
            }
            return (name, samples)
        }
    }

    /// Pins at the first endpoint's places (and one at no place), and names recorded for a
    /// few places, so pins, memory and the unused-pin report are compared too.
    static func settings() -> InferenceSettings {
        var settings = InferenceSettings()
        settings.enumMinimumOccurrences = 2
        settings.overrides["Endpoint2.price"] = .string
        settings.overrides["Endpoint3.owner"] = .map
        settings.overrides["Endpoint1.nowhere"] = .string
        settings.pinnedNames["Endpoint2.owner"] = "Proprietor"
        settings.pinnedNames["Endpoint2.address.items"] = "Line"
        settings.overrides["Endpoint2.address.address.created_at"] = .string
        return settings
    }

    @Test func aManyEndpointModuleInfersTheSameOnAllCores() throws {
        let endpoints = try Self.endpoints(300)
        let memory = TypeNameMemory(recorded: [
            TypeIdentity(kind: .structure, path: "Endpoint4.owner"): "Endpoint4.Holder",
            TypeIdentity(kind: .enumeration, path: "Endpoint6.status"): "Endpoint6.State",
        ])
        let reserved = ReservedTypeNames(names: ["Endpoint7"], prefix: "Wide")
        let serial = ModelInference.infer(endpoints: endpoints, settings: Self.settings(), reserved: reserved, memory: memory, parallel: false)
        #expect(serial.module.shared.count > 3)
        #expect(serial.module.endpoints.count == 300)
        #expect(serial.unusedOverrides.contains("Endpoint1.nowhere") && !serial.unusedOverrides.contains("Endpoint2.price"))
        #expect(serial.module.typeNames[TypeIdentity(kind: .structure, path: "Endpoint2.address.items")] == "Endpoint2.Address.Line")
        for _ in 0..<3 {
            let parallel = ModelInference.infer(endpoints: endpoints, settings: Self.settings(), reserved: reserved, memory: memory)
            #expect(parallel.module == serial.module)
            #expect(parallel.unusedOverrides == serial.unusedOverrides)
        }
    }
}
