import ArgumentParser
import Diagnostics
import Foundation

/// Finds the first subcommand or long option the command line does not know, and the
/// name it most likely meant.
enum ArgumentSuggestions {
    /// What `Gen._dumpHelp()` says about a command: its name, options and subcommands.
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

    static func mistake(in arguments: [String]) -> Diagnostic? {
        guard let root = try? JSONDecoder().decode(ToolInfo.self, from: Data(Gen._dumpHelp().utf8)).command else { return nil }
        let subcommands = root.subcommands ?? []
        var command = root
        var options = Array(arguments.prefix { $0 != "--" })
        if let first = options.first, !first.hasPrefix("-") {
            guard let subcommand = subcommands.first(where: { $0.commandName == first }) else {
                let names = subcommands.map(\.commandName)
                return Diagnostic(
                    .error,
                    "unknown subcommand '\(first)'",
                    hint: Suggestion.nearest(to: first, in: names).map { "did you mean '\($0)'?" } ?? "the subcommands are \(names.joined(separator: ", "))",
                    notes: ["'gen --help' shows the workflow"]
                )
            }
            command = subcommand
            options.removeFirst()
        }
        let known = command.longNames + ["--help"]
        for option in options where option.hasPrefix("--") {
            let name = String(option.prefix { $0 != "=" })
            guard !known.contains(name) else { continue }
            let usage = command.commandName == root.commandName ? "gen --help" : "gen \(command.commandName) --help"
            let listing = "'\(usage)' lists every option"
            let suggestion = Suggestion.nearest(to: String(name.dropFirst(2)), in: known.map { String($0.dropFirst(2)) })
            return Diagnostic(
                .error,
                "unknown option '\(name)'",
                hint: suggestion.map { "did you mean '--\($0)'?" } ?? listing,
                notes: suggestion == nil ? [] : [listing]
            )
        }
        return nil
    }
}
