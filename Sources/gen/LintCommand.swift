import ArgumentParser
import Generator

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check JSON samples for mistakes, without generating anything.",
        discussion: """
        Reads every sample as strict JSON (RFC 8259) and prints every problem of every \
        file on standard error as file:line:column, with the line and a caret: errors, such \
        as a missing comma or a comment, and warnings, such as a key that appears twice in \
        one object. A file stops being read at its first error; the other files are still \
        read. A summary goes to standard output.

        A file is checked whatever its name. A folder stands for its *.json files and the \
        *.json files of its immediate subfolders; hidden files and folders are left out.

        Exit status: 0 when no file has an error (warnings alone do not fail), 1 otherwise.

        Examples:
          gen lint --json samples/
          gen lint --json samples/home.json samples/product.json
        """
    )

    @Option(
        name: .customLong("json"),
        parsing: .upToNextOption,
        help: ArgumentHelp("The JSON samples to check: files, or folders of them.", valueName: "path")
    )
    var samplePaths: [String]

    func run() throws {
        let report = SampleLinter(fileSystem: LocalFileSystem()).lint(samplePaths)
        let console = Console()
        console.report(report.diagnostics)
        console.out(report.summary)
        if report.errorCount > 0 {
            throw ExitCode.failure
        }
    }
}
