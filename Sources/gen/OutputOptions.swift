import ArgumentParser
import GenKit

/// The values' strings are their raw values. ArgumentParser prints a default of a
/// `CaseIterable` raw-value type through its raw value, so no `defaultValueDescription` is
/// needed here.
extension ColorChoice: ExpressibleByArgument {
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package static var allValueDescriptions: [String: String] { [:] }
}

extension OutputFormat: ExpressibleByArgument {
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package static var allValueDescriptions: [String: String] { [:] }
}

extension CheckFailure: ExpressibleByArgument {
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package static var allValueDescriptions: [String: String] { [:] }
}

/// `--color`, for the commands without `OutputOptions`.
struct ColorOption: ParsableArguments {
    static let help = ArgumentHelp("Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when")

    @Option(help: help) var color: ColorChoice = .auto
}

/// How much a command prints, and in which form. `--color` is declared here rather than as a
/// nested `ColorOption` group: ArgumentParser's debug builds validate every group of a command
/// on each parse, and a nested group doubled what parsing `gen module` cost in the tests.
struct OutputOptions: ParsableArguments {
    @Option(help: ColorOption.help) var color: ColorChoice = .auto

    @Flag(name: [.customShort("q"), .long], help: "Print only problems and the summary line.")
    var quiet = false

    @Flag(help: "Also print the inputs read, and the files checked or left as they were.")
    var verbose = false

    @Option(help: ArgumentHelp("The output format: text; json for CI jobs and editors (docs/json-output.md); or github, text with GitHub Actions annotations.", valueName: "format"))
    var format: OutputFormat = .text

    func validate() throws {
        if quiet, verbose {
            throw ValidationError("--quiet and --verbose cannot be used together")
        }
    }

    var style: OutputStyle {
        OutputStyle(color: color, verbosity: quiet ? .quiet : verbose ? .verbose : .normal, format: format)
    }
}
