import Diagnostics
import Foundation

/// Finds the first subcommand or long option the command line does not know, and the
/// name it most likely meant, from the commands and options `gen --experimental-dump-help`
/// describes; and words any other parse error as gen words its problems.
extension UsageMistake {
    /// What the dumped help says about a command: its name, options and subcommands.
    private struct CommandInfo: Decodable {
        struct Argument: Decodable {
            struct Name: Decodable {
                var kind: String
                var name: String
            }

            var names: [Name]?
        }

        var commandName: String
        var arguments: [Argument]?
        var subcommands: [CommandInfo]?

        /// A loop rather than `flatMap`/`filter`/`map` with `+`: the chain took the type checker
        /// 1.4 s, the loop takes milliseconds.
        var longNames: [String] {
            var names: [String] = []
            for argument in arguments ?? [] {
                for name in argument.names ?? [] where name.kind == "long" {
                    names.append("--" + name.name)
                }
            }
            return names
        }
    }

    private struct ToolInfo: Decodable {
        var command: CommandInfo
    }

    /// - Parameter help: the JSON that ArgumentParser's `_dumpHelp()` gives for the root command.
    package static func unknownName(in arguments: [String], help: String) -> UsageMistake? {
        guard let root = try? JSONDecoder().decode(ToolInfo.self, from: Data(help.utf8)).command else { return nil }
        let subcommands = root.subcommands ?? []
        var command = root
        var options = Array(arguments.prefix { $0 != "--" })
        if let first = options.first, !first.hasPrefix("-") {
            guard let subcommand = subcommands.first(where: { $0.commandName == first }) else {
                let names = subcommands.map(\.commandName)
                return UsageMistake(
                    "unknown subcommand '\(first)'",
                    hint: Suggestion.nearest(to: first, in: names).map { "did you mean '\($0)'?" } ?? "the subcommands are \(names.joined(separator: ", "))",
                    notes: ["'gen --help' shows the workflow"]
                )
            }
            command = subcommand
            options.removeFirst()
        }
        let known = command.longNames + ["--help"]
        let usage = command.commandName == root.commandName ? "gen --help" : "gen \(command.commandName) --help"
        let listing = "'\(usage)' lists every option"
        for option in options where option == "-v" || option == "--version" {
            return UsageMistake("unknown option '\(option)'", hint: "gen's version is printed by 'gen --version' (or 'gen -v', 'gen version'), at the top level only", notes: [listing])
        }
        for option in options where option.hasPrefix("--") {
            let name = String(option.prefix { $0 != "=" })
            guard !known.contains(name) else { continue }
            let suggestion = Suggestion.nearest(to: String(name.dropFirst(2)), in: known.map { String($0.dropFirst(2)) })
            return UsageMistake(
                "unknown option '\(name)'",
                hint: suggestion.map { "did you mean '--\($0)'?" } ?? listing,
                notes: suggestion == nil ? [] : [listing]
            )
        }
        return nil
    }

    /// Any other parse error (a bad or missing value, a missing argument, flags that do not
    /// go together), in ArgumentParser's words, with where to read about the command.
    /// - Parameter subcommands: the names of gen's subcommands.
    package static func parseError(_ message: String, arguments: [String], subcommands: [String]) -> UsageMistake {
        let subcommand = arguments.first { !$0.hasPrefix("-") }.flatMap { name in subcommands.contains(name) ? name : nil }
        let usage = subcommand.map { "gen \($0) --help" } ?? "gen --help"
        var text = message
        if text.hasPrefix("Error: ") {
            text.removeFirst("Error: ".count)
        }
        text = text.prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        if let first = text.first, text.dropFirst().first?.isLowercase ?? true {
            text = first.lowercased() + text.dropFirst()
        }
        let sentences = text.components(separatedBy: ". ")
        guard sentences.count > 1, let advice = sentences.last else {
            return UsageMistake(text, hint: "'\(usage)' shows how to call it")
        }
        let hint = (advice.first?.lowercased() ?? "") + advice.dropFirst()
        return UsageMistake(sentences.dropLast().joined(separator: ". "), hint: hint.hasSuffix(".") ? String(hint.dropLast()) : hint, notes: ["'\(usage)' shows how to call it"])
    }
}
