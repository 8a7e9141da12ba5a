import Foundation
import Testing
import TestSupport

/// The summary line, `--quiet`, `--verbose` and colour of `gen module` and `gen lint`.
@Suite struct OutputConventionsTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
    }

    private let escape = "\u{1B}["

    @Test func aRerunThatChangesNothingPrintsOnlyTheSummary() throws {
        _ = try folder.gen("module", "Shop", "--json", "samples")
        let again = try folder.gen("module", "Shop", "--json", "samples")
        #expect(again.status == 0)
        #expect(again.output == "7 unchanged in 38 ms\n")
        #expect(again.errorOutput == "")
    }

    @Test func quietPrintsOnlyProblemsAndTheSummary() throws {
        let first = try folder.gen("module", "Shop", "--json", "samples", "--quiet")
        #expect(first.status == 0)
        #expect(first.output == "7 created in 38 ms\n")

        try folder.write(#"{"id": "1", "id": 2}"#, to: "samples/home.json")
        let changed = try folder.gen("module", "Shop", "--json", "samples", "-q")
        #expect(changed.status == 0)
        #expect(changed.output == "5 unchanged, 2 updated in 38 ms\n")
        #expect(changed.errorOutput == """
        samples/home.json:1:13: warning: duplicate key "id"; the object already has it at samples/home.json:1:2
        {"id": "1", "id": 2}
                    ^
        note: decoders keep only one of the two values

        """)

        try folder.write(try folder.read("Shop/Model/Home.swift") + "// mine\n", to: "Shop/Model/Home.swift")
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        let conflict = try folder.gen("module", "Shop", "--json", "samples", "--quiet")
        #expect(conflict.status == 1)
        #expect(conflict.output == "5 unchanged, 1 to update, 1 conflict; nothing written in 38 ms\n")
        #expect(conflict.errorOutput == """
        gen: error: Shop/Model/Home.swift was edited since gen wrote it
        note: nothing was written; see the change with --diff, move your edit to a scaffold file, or rerun with --force to overwrite it and keep your text in a .orig copy beside it

        """)
    }

    @Test func verboseAddsTheInputsAndTheFilesLeftAlone() throws {
        _ = try folder.gen("module", "Shop", "--json", "samples")
        try folder.write(try folder.read("Shop/ViewModel/HomeViewModel.swift") + "// mine\n", to: "Shop/ViewModel/HomeViewModel.swift")
        let result = try folder.gen("module", "Shop", "--json", "samples", "--verbose")
        #expect(result.status == 0)
        #expect(result.output == """
        manifest  none
        samples   samples
        templates rxswift (\(Repository.templates)/rxswift, then \(Repository.templates)/common)
        unchanged Shop/Api/HomeAPI.swift
        unchanged Shop/Api/ShopAPI.swift
        unchanged Shop/Model/Home.swift
        unchanged Shop/Router/ShopRouter.swift
        unchanged Shop/Shop.podspec
        unchanged Shop/ShopModule.swift
        kept      Shop/ViewModel/HomeViewModel.swift
        APICore  5 unchanged in 38 ms
          unchanged APICore/APICore.podspec
          unchanged APICore/Sources/ModelSupport.swift
          unchanged APICore/Sources/Pager.swift
          unchanged APICore/Sources/RequestParameters.swift
          unchanged APICore/Tests/RequestParametersTests.swift
        6 unchanged, 1 kept in 38 ms

        """)
    }

    @Test func quietAndVerboseExcludeEachOther() throws {
        let result = try folder.gen("module", "Shop", "--json", "samples", "--quiet", "--verbose")
        #expect(result.status == 64)
        #expect(result.errorOutput == "gen: error: --quiet and --verbose cannot be used together\nnote: 'gen module --help' shows how to call it\n")
    }

    @Test func colourAlwaysStylesWordsAndSummary() throws {
        let result = try folder.gen("module", "Shop", "--json", "samples", "--color", "always")
        #expect(result.status == 0)
        let green = escape + "32m"
        let reset = escape + "0m"
        #expect(result.output == """
        \(green)created\(reset)   Shop/Api/HomeAPI.swift
        \(green)created\(reset)   Shop/Api/ShopAPI.swift
        \(green)created\(reset)   Shop/Model/Home.swift
        \(green)created\(reset)   Shop/Router/ShopRouter.swift
        \(green)created\(reset)   Shop/Shop.podspec
        \(green)created\(reset)   Shop/ShopModule.swift
        \(green)created\(reset)   Shop/ViewModel/HomeViewModel.swift
        APICore  5 created in 38 ms
          \(green)created\(reset)   APICore/APICore.podspec
          \(green)created\(reset)   APICore/Sources/ModelSupport.swift
          \(green)created\(reset)   APICore/Sources/Pager.swift
          \(green)created\(reset)   APICore/Sources/RequestParameters.swift
          \(green)created\(reset)   APICore/Tests/RequestParametersTests.swift
        \(green)7 created\(reset) in 38 ms

        """)
    }

    /// The first line of a diagnostic is what Xcode parses: it stays plain even in colour.
    @Test func colourLeavesTheDiagnosticLineXcodeParsesPlain() throws {
        try folder.write("[1, 2,]", to: "samples/home.json")
        let result = try folder.gen("lint", "--json", "samples", "--color", "always")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        samples/home.json:1:7: error: expected a value after ',', found ']'
        [1, 2,]
              \(escape)32m^\(escape)0m
        \(escape)1mnote:\(escape)0m JSON allows no comma after the last element; remove it

        """)
        #expect(result.output == "1 file checked, 1 error, 0 warnings\n")
    }

    @Test func neverAndNoColorTurnColourOff() throws {
        let never = try folder.gen("module", "Shop", "--json", "samples", "--color", "never", "--dry-run")
        #expect(never.output.hasPrefix("create    Shop/Api/HomeAPI.swift\n"))
        let noColor = try folder.gen(["module", "Shop", "--json", "samples", "--dry-run"], environment: ["NO_COLOR": "1"])
        #expect(noColor.output == never.output)
    }

    /// On a terminal (made with `script`), `auto` colours unless `NO_COLOR` is set.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func autoColoursATerminalUnlessNoColorIsSet() throws {
        let command = "\(ProcessRunner.genExecutable) module Shop --json samples --dry-run"
        let terminal = try folder.run("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": nil])
        #expect(terminal.status == 0)
        #expect(terminal.output.hasPrefix("\(escape)32mcreate\(escape)0m    Shop/Api/HomeAPI.swift\r\n"))
        let noColor = try folder.run("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(noColor.output.hasPrefix("create    Shop/Api/HomeAPI.swift\r\n"))
    }
}

extension TemporaryFolder {
    /// Runs a program in this folder with the clock `gen` reports fixed at 38 ms.
    func run(_ executable: String, _ arguments: [String], environment: [String: String?] = [:]) throws -> ProcessResult {
        let fixedClock: [String: String?] = ["GEN_TEST_ELAPSED_MS": "38"]
        return try ProcessRunner.run(executable, arguments, in: path, environment: fixedClock.merging(environment) { $1 })
    }
}
