import Foundation
import Testing
import TestSupport

/// An empty value on the command line reached the file system as an empty path, which
/// answered `: cannot create the folder (The operation could not be completed…)` for
/// `--output ""` and `: cannot read the file` for `gen import ""`. It is a command-line
/// mistake: status 64, the argument named, nothing written.
@Suite struct EmptyValueTests {
    struct Case: Sendable, CustomStringConvertible {
        var arguments: [String]
        var message: String
        var description: String { arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ") }
    }

    static let cases = [
        Case(arguments: ["module", "--output", ""], message: "an empty argument after --output\nnote: 'gen module --help' shows how to call it"),
        Case(arguments: ["module", "--output="], message: "--output is given an empty value\nnote: 'gen module --help' shows how to call it"),
        Case(arguments: ["module", "--templates", "", "--quiet"], message: "an empty argument after --templates\nnote: 'gen module --help' shows how to call it"),
        Case(arguments: ["model", "--module", ""], message: "an empty argument after --module\nnote: 'gen model --help' shows how to call it"),
        Case(arguments: ["import", ""], message: "an empty argument after import\nnote: 'gen import --help' shows how to call it"),
        Case(arguments: ["lint", "--samples", "samples", ""], message: "an empty argument after samples\nnote: 'gen lint --help' shows how to call it"),
        Case(arguments: [""], message: "an empty argument\nnote: 'gen --help' shows how to call it"),
    ]

    @Test(arguments: cases)
    func anEmptyValueIsACommandLineMistake(_ mistake: Case) throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        let result = try folder.gen(mistake.arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errorOutput == "gen: error: " + mistake.message + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["samples"])
    }
}
