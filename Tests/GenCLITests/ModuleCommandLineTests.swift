import ArgumentParser
import Foundation
@testable import gen
import GenKit
import Testing
import TestSupport

/// `ModuleCommandLine` reads `gen module`'s line by hand; whatever it reads, ArgumentParser
/// reads the same way, and it knows the options ArgumentParser's definition of the command
/// declares, no more and no fewer.
@Suite struct ModuleCommandLineTests {
    private struct Dump: Decodable {
        struct Command: Decodable {
            struct Argument: Decodable {
                struct Name: Decodable {
                    var kind: String
                    var name: String
                }

                var kind: String
                var names: [Name]?
            }

            var arguments: [Argument]
        }

        var command: Command
    }

    @Test func theOptionsReadByHandAreTheOnesArgumentParserDeclares() throws {
        let dump = try JSONDecoder().decode(Dump.self, from: Data(ModuleCommand._dumpHelp().utf8))
        let declared = dump.command.arguments.compactMap { argument -> String? in
            let names = (argument.names ?? []).map { ($0.kind == "short" ? "-" : "--") + $0.name }
            return names == ["-h", "--help"] ? nil : "\(argument.kind) \(names)"
        }
        let byHand = ["positional []"] + ModuleCommandLine.options.map { "\($0.takesValue ? "option" : "flag") \($0.names)" }
        #expect(declared == byHand)
    }

    @Test(arguments: ModuleFastParseTests.usualLines)
    func aLineUsersTypeIsReadByHand(arguments: [String]) throws {
        let parsed = try #require(try ModuleCommand.parseAsRoot(arguments) as? ModuleCommand)
        #expect(ModuleCommandLine.invocation(arguments) == parsed.invocation)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--bogus"], ["--quiet", "--verbose"], ["--color", "sometimes"], ["--generate-completion-script", "bash"],
        ["--json"], ["--json", "--force"], ["--force", "--force"], ["--json", "a", "--samples", "b"], ["A", "B"], ["--quiet=yes"],
        ["--", "Jacob"], ["-qv"], [""], ["--output", ""], ["--output="],
    ])
    func anyOtherLineIsLeftToArgumentParser(arguments: [String]) {
        #expect(ModuleCommandLine.invocation(arguments) == nil)
    }

    /// Random lines of the command's options, values and mistakes: every line read by hand
    /// is read so by ArgumentParser too.
    @Test func randomLinesReadByHandAreReadAlikeByArgumentParser() throws {
        var generator = SeededGenerator(seed: 29)
        let values = ["Jacob", "samples", "a b", "a=b", "é", "", "-x", "-", "--force", "help", "never", "always", "auto", "json", "text", "NEVER", "async"]
        let strays = ["--bogus", "-x", "--", "-qv", "--quiet=1", "-h", "--help", "Second", "--force=true"]
        var readByHand = 0
        for _ in 0 ..< 400 {
            var line: [String] = []
            for _ in 0 ..< Int.random(in: 0 ... 6, using: &generator) {
                switch Int.random(in: 0 ..< 10, using: &generator) {
                case 0:
                    line.append(values.randomElement(using: &generator) ?? "")
                case 1:
                    line.append(strays.randomElement(using: &generator) ?? "")
                default:
                    let option = ModuleCommandLine.options[Int.random(in: 0 ..< ModuleCommandLine.options.count, using: &generator)]
                    let name = option.names[Int.random(in: 0 ..< option.names.count, using: &generator)]
                    let value = values.randomElement(using: &generator) ?? ""
                    if !option.takesValue {
                        line.append(name)
                    } else if name.hasPrefix("--"), Bool.random(using: &generator) {
                        line.append(name + "=" + value)
                    } else {
                        line += [name, value]
                    }
                }
            }
            guard let byHand = ModuleCommandLine.invocation(line) else { continue }
            readByHand += 1
            let parsed = (try? ModuleCommand.parseAsRoot(line)) as? ModuleCommand
            #expect(parsed?.invocation == byHand, "\(line)")
        }
        #expect(readByHand > 100, "\(readByHand) of 400 lines read by hand")
    }
}
