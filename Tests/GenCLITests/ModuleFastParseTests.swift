import ArgumentParser
@testable import gen
import Testing

/// `gen module …` is parsed as the module command alone (`GenMain.execute`); what that
/// parse gives is what the root's parse of the same line gives, and a line it cannot parse
/// cleanly (help, a mistake, a completion request) goes through the root, as
/// `HelpTests` and the usage mistakes' tests check.
@Suite struct ModuleFastParseTests {
    /// Lines users type, each option and flag among them.
    static let usualLines: [[String]] = [
        [],
        ["Jacob"],
        ["--json", "samples", "--manifest", "app/gen.yml", "--output", "out", "--templates", "async"],
        ["Jacob", "--samples", "s", "--force", "--quiet", "--color", "never", "--format", "json"],
        ["--dry-run", "--verbose", "--color=always"],
        ["--check", "--all"],
        ["--diff", "--watch", "-q"],
    ]

    @Test(arguments: usualLines)
    func theModuleCommandParsedAloneIsWhatTheRootParses(arguments: [String]) throws {
        let alone = try #require(try ModuleCommand.parseAsRoot(arguments) as? ModuleCommand)
        let throughTheRoot = try #require(try Gen.parseAsRoot(["module"] + arguments) as? ModuleCommand)
        #expect(String(describing: alone) == String(describing: throughTheRoot))
    }

    /// The comparison above sees the values parsed, not only the type.
    @Test func theDescriptionComparedCarriesTheParsedValues() throws {
        #expect(String(describing: try ModuleCommand.parseAsRoot(["Jacob"])) != String(describing: try ModuleCommand.parseAsRoot(["Jacob", "--force"])))
    }

    @Test(arguments: [["--help"], ["-h"], ["--bogus"], ["--quiet", "--verbose"], ["--color", "sometimes"], ["--generate-completion-script", "bash"]])
    func aLineTheModuleCommandCannotParseCleanlyIsNotTakenAlone(arguments: [String]) {
        #expect((try? ModuleCommand.parseAsRoot(arguments)) as? ModuleCommand == nil)
    }
}
