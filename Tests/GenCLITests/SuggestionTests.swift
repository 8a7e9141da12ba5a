import Foundation
import Testing
import TestSupport

/// "Did you mean" for subcommands, options and template set names, computed as the
/// manifest's suggestions are; the exit status of a command-line mistake is 64.
@Suite struct SuggestionTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
    }

    @Test func mistypedSubcommand() throws {
        let result = try folder.gen("modul", "Jacob")
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errorOutput == """
        gen: error: unknown subcommand 'modul'
        note: did you mean 'module'?
        note: 'gen --help' shows the workflow

        """)
    }

    @Test func unknownSubcommandWithoutANearOneListsThemAll() throws {
        let result = try folder.gen("generate")
        #expect(result.status == 64)
        #expect(result.errorOutput == """
        gen: error: unknown subcommand 'generate'
        note: the subcommands are import, init, lint, module, model, context, version, help
        note: 'gen --help' shows the workflow

        """)
    }

    @Test func mistypedOption() throws {
        let result = try folder.gen("module", "Shop", "--json", "samples", "--dryrun")
        #expect(result.status == 64)
        #expect(result.errorOutput == """
        gen: error: unknown option '--dryrun'
        note: did you mean '--dry-run'?
        note: 'gen module --help' lists every option

        """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Shop"))
    }

    @Test func mistypedOptionWithAValue() throws {
        let result = try folder.gen("lint", "--json", "samples", "--formt=json")
        #expect(result.status == 64)
        #expect(result.errorOutput == """
        gen: error: unknown option '--formt'
        note: did you mean '--format'?
        note: 'gen lint --help' lists every option

        """)
    }

    @Test func suggestionsAreColouredOnlyOnRequest() throws {
        let result = try folder.gen("modle", "--color", "always")
        #expect(result.errorOutput == """
        gen: error: unknown subcommand 'modle'
        \u{1B}[1mnote:\u{1B}[0m did you mean 'model'?
        \u{1B}[1mnote:\u{1B}[0m 'gen --help' shows the workflow

        """)
    }

    @Test(arguments: [("rxswfit", "rxswift"), ("Async", "async"), ("asyn", "async")])
    func mistypedTemplateSet(typed: String, meant: String) throws {
        let result = try folder.gen("module", "Shop", "--json", "samples", "--templates", typed)
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: no built-in template set named '\(typed)'
        note: did you mean '\(meant)'?
        note: the built-in sets are async, rxswift, swiftui; a folder path must contain '/'

        """)
    }

    @Test func mistypedTemplateSetInTheManifest() throws {
        try folder.write("module: Shop\ntemplates: rxswfit\n", to: "gen.yml")
        let result = try folder.gen("lint")
        #expect(result.status == 1)
        #expect(result.output == "2 files checked, 1 error, 0 warnings\n")
        #expect(result.errorOutput == """
        gen.yml:2:12: error: no built-in template set named 'rxswfit'
        templates: rxswfit
                   ^
        note: did you mean 'rxswift'?
        note: the built-in sets are async, rxswift, swiftui; a folder path must contain '/'

        """)
        let module = try folder.gen("module", "--json", "samples")
        #expect(module.status == 1)
        #expect(module.errorOutput == result.errorOutput)
    }
}
