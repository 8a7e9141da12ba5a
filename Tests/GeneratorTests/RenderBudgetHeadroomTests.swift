import Foundation
@testable import Generator
import Inputs
import Renderer
import Support
import TemplateEngine
import Testing
import TestSupport

/// Every file the built-in template sets render for the examples spends a small part of the
/// default render budget; the figures in docs/templates.md come from this test's output.
@Suite struct RenderBudgetHeadroomTests {
    /// How many times the most one file spends must fit in the default budget.
    static let headroom = 100

    struct Spending {
        var template: String
        var steps: Int
        var bytes: Int
    }

    /// What each file of `example` spends with `set`, every layer.
    static func spending(example: String, set: String) throws -> [Spending] {
        let folder = Examples.folder(of: example)
        let samples = folder + "/samples"
        let contexts = try ModulePipeline(fileSystem: LocalFileSystem()).planned(
            name: nil,
            samplesFolder: FileManager.default.fileExists(atPath: samples) ? samples : nil,
            manifest: try ManifestFile.load(folder + "/gen.yml", fileSystem: LocalFileSystem())
        ).contexts
        let templates = try TemplateSet.load(BuiltInTemplates.folders(set), fileSystem: LocalFileSystem(), filters: .builtIn)
        var result: [Spending] = []
        for entry in templates.entries {
            let scopeContexts: [TemplateDictionary] = switch entry.scope {
            case .module: [contexts.module]
            case .endpoint: contexts.endpoints.map(\.context)
            case .core: [CoreContext(name: Examples.core.name, command: "gen module").dictionary]
            }
            for context in scopeContexts {
                var budget = RenderBudget.standard
                _ = try entry.template.render(context, spending: &budget)
                result.append(Spending(template: entry.template.source.path, steps: budget.stepsSpent, bytes: budget.bytesSpent))
            }
        }
        return result
    }

    @Test func everyBuiltInFileSpendsAHundredthOfTheDefaultBudgetAtMost() throws {
        let budget = RenderBudget.standard
        var mostSteps = Spending(template: "", steps: 0, bytes: 0)
        var mostBytes = mostSteps
        for (example, set) in Examples.pairs {
            for spending in try Self.spending(example: example, set: set) {
                let name = "\(example) with \(spending.template)"
                #expect(spending.steps * Self.headroom <= budget.steps, "\(name) takes \(spending.steps) steps")
                #expect(spending.bytes * Self.headroom <= budget.bytes, "\(name) builds \(spending.bytes) bytes")
                if spending.steps > mostSteps.steps { mostSteps = Spending(template: name, steps: spending.steps, bytes: spending.bytes) }
                if spending.bytes > mostBytes.bytes { mostBytes = Spending(template: name, steps: spending.steps, bytes: spending.bytes) }
            }
        }
        print("""
        render budget headroom: most steps \(mostSteps.steps) of \(budget.steps) (\(mostSteps.template)), \
        most bytes \(mostBytes.bytes) of \(budget.bytes) (\(mostBytes.template))
        """)
    }
}
