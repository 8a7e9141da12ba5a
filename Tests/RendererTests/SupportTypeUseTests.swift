import Foundation
@testable import Inference
@testable import Renderer
import Testing
import TestSupport

/// A model file imports the core when its declarations spell a support type: the flag
/// behind `endpoint.modelUsesSupportTypes` and its like.
@Suite struct SupportTypeUseTests {
    private func structure(_ types: SwiftTypeReference..., nested: [ModelDeclaration] = []) -> ModelDeclaration {
        .structure(ModelStruct(
            name: "Item",
            properties: types.enumerated().map { ModelProperty(name: "p\($0.offset)", key: "p\($0.offset)", type: $0.element) },
            nested: nested
        ))
    }

    @Test func typesOfTheModuleAndOfSwiftNeedNoCore() {
        #expect(!ModelDeclaration.useSupportTypes([structure(.int, .array(.named("Tag")), .optional(.dictionary(.string)))]))
        #expect(!ModelDeclaration.useSupportTypes([structure(.verbatim("Decimal"))]))
        #expect(!ModelDeclaration.useSupportTypes([.enumeration(ModelEnum(name: "State", cases: [], unknownCaseName: "unknown"))]))
        #expect(!ModelDeclaration.useSupportTypes([], payloadType: .array(.int)))
    }

    @Test func aSupportTypeAnywhereInTheFileNeedsTheCore() {
        #expect(ModelDeclaration.useSupportTypes([structure(.optional(.array(.named("ISO8601Date"))))]))
        #expect(ModelDeclaration.useSupportTypes([structure(.indirect(.named("Item")))]))
        #expect(ModelDeclaration.useSupportTypes([structure(.int, nested: [structure(.named("URLText"))])]))
        #expect(ModelDeclaration.useSupportTypes([], payloadType: .array(.named("JSONValue"))))
    }

    @Test func aUnionNeedsTheCoreForItsUnknownCase() {
        let union = ModelUnion(name: "Value", cases: [.init(name: "int", type: .int), .init(name: "string", type: .string)], nested: [])
        #expect(ModelDeclaration.useSupportTypes([.union(union)]))
        #expect(!ModelDeclaration.useFoundation([.union(union)]))
    }

    /// A type gen.yml pins is spelled as written; one that names a support type needs the core.
    @Test func aPinnedTypeThatNamesASupportTypeNeedsTheCore() {
        #expect(ModelDeclaration.useSupportTypes([structure(.verbatim("[EpochSeconds]?"))]))
        #expect(ModelDeclaration.useSupportTypes([structure(.verbatim("[String: LowercaseUUID]"))]))
        #expect(!ModelDeclaration.useSupportTypes([structure(.verbatim("Catalog.ISO8601Date"))]))
    }

    /// Every model file of the examples' golden output, in every set: `import APICore`
    /// exactly when the file names a support type.
    @Test func everyGoldenModelFileImportsTheCoreExactlyWhenItNamesASupportType() throws {
        let supportTypes = Set(SupportType.allCases.map(\.rawValue))
        let files = try FileManager.default.subpathsOfDirectory(atPath: Repository.examples).filter {
            $0.contains("/expected") && $0.contains("/Model/") && $0.hasSuffix(".swift") && !$0.hasSuffix("Fixtures.swift")
        }
        #expect(files.count > 40)
        var imports = 0
        for file in files {
            let text = try String(contentsOfFile: Repository.examples + "/" + file, encoding: .utf8)
            let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            let namesSupportType = words.contains { supportTypes.contains(String($0)) }
            let importsCore = text.contains("\nimport APICore\n")
            #expect(importsCore == namesSupportType, "\(file)")
            imports += importsCore ? 1 : 0
        }
        #expect(imports > 0 && imports < files.count)
    }
}
