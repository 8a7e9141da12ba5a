import Foundation
import Testing
import TestSupport

/// Help that teaches: the workflow at the top, every built-in set in every subcommand's
/// help, and completion scripts for the three shells the README documents.
@Suite struct HelpTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private let setsSection = """
    Built-in template sets (--templates NAME, or 'templates:' in gen.yml):
      rxswift  the default: RxSwift 6, Moya 15 with RxMoya, URLNavigator 2, podspec
      async    Foundation only: async/await, a Swift package with its tests
      swiftui  iOS 17 SwiftUI: @Observable ViewModels, screens, previews, Swift 6

    """

    @Test func topLevelHelpShowsTheWorkflowTheSetsCompletionAndColour() throws {
        let result = try folder.gen("--help")
        #expect(result.status == 0)
        #expect(result.output.contains("""
        The workflow:
          gen import capture.har        write samples and gen.yml from a HAR capture
          gen init --samples samples/   or a starter gen.yml from samples you have
          gen lint                      check gen.yml, its samples and templates
          gen module                    generate the module; rerun when samples change
          gen model                     regenerate only the models, in a module folder
          gen module --all              every module below this folder, and the core
                                        they share, written once (APICore/ by default)

        """))
        #expect(result.output.contains(setsSection))
        #expect(result.output.contains("Completion scripts: gen --generate-completion-script zsh|bash|fish\nColour: on a terminal only; NO_COLOR or --color never turns it off.\n"))
        #expect(result.output.contains("Version: gen --version (or -v, or gen version).\n"))
    }

    @Test(arguments: ["import", "init", "lint", "module", "model", "context"])
    func everySubcommandListsTheBuiltInSets(subcommand: String) throws {
        let result = try folder.gen(subcommand, "--help")
        #expect(result.status == 0)
        #expect(result.output.contains(setsSection), "\(subcommand)")
    }

    /// The default named the manifest and rxswift, not the set the lock records, which a
    /// rerun without --templates uses.
    @Test func templatesOptionNamesEverySetAndTheDefaults() throws {
        let result = try folder.gen("module", "--help")
        #expect(result.output.contains("""
          --templates <set|dir>   A built-in template set by name (rxswift, async,
                                  swiftui; listed above), or the path of a template
                                  folder. Default: the manifest's 'templates', else the
                                  set the module's .gen.lock records, else rxswift.

        """))
    }

    /// Every run writes the core beside the module; the module's help said nothing of it.
    @Test func moduleHelpSaysWhereTheCoreGoes() throws {
        let result = try folder.gen("module", "--help")
        let text = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("written once, into a core the module imports: APICore/ beside the module folder (with --all, in this folder), unless gen-workspace.yml's 'core' or the module's .gen.lock names another folder."))
    }

    /// The help lists exactly the sets of templates/ (the folders with a set.yml, not the
    /// shared folder), so a new set cannot be forgotten.
    @Test func theListedSetsAreTheFoldersOfTemplates() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.templates)
            .filter { FileManager.default.fileExists(atPath: Repository.templates + "/" + $0 + "/set.yml") }
        let help = try folder.gen("--help").output
        let listed = help.split(separator: "\n")
            .drop { !$0.hasPrefix("Built-in template sets") }
            .dropFirst()
            .prefix { $0.hasPrefix("  ") }
            .map { String($0.split(separator: " ")[0]) }
        #expect(listed.sorted() == folders.sorted())
    }

    @Test(arguments: [("zsh", "#compdef gen\n"), ("bash", "#!/bin/bash\n"), ("fish", "function __gen_")])
    func completionScriptsAreGenerated(shell: String, start: String) throws {
        let result = try folder.gen("--generate-completion-script", shell)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix(start))
        #expect(result.output.contains("module"))
        #expect(result.output.contains("dry-run"))
    }
}
