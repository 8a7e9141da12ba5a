import GenKit

/// `gen module`'s command line read without ArgumentParser, for the lines users type most: the
/// module's name and each option or flag at most once, a value after its option or after `=`.
/// Any other line (help, an unknown or repeated option, a missing value or one starting with
/// `-`, `--quiet` with `--verbose`, `--`) gives nil and goes through ArgumentParser, which reads
/// or rejects it as it always has. ArgumentParser learns the command's options by reflection
/// on every run, and the runtime's conformance lookups that takes were about 14M of a cold
/// `gen module`'s 48M instructions (callgrind). `ModuleCommandLineTests` holds this reading to
/// ArgumentParser's: the same names and kinds as its definition of the command, and the same
/// invocation on random lines.
enum ModuleCommandLine {
    /// An option or flag, by every name it has.
    struct Option: Sendable {
        let names: [String]
        /// Whether it takes a value; a flag does not.
        let takesValue: Bool
        /// Reads the option's value (a flag's is empty) into the invocation; false when it is
        /// not one of the option's values, or a flag the line cannot have beside another.
        let read: @Sendable (inout ModuleInvocation, String) -> Bool
    }

    static let options: [Option] = [
        Option(names: ["--samples", "--json"], takesValue: true) { $0.samplesFolder = $1; return true },
        Option(names: ["--manifest"], takesValue: true) { $0.manifest = $1; return true },
        Option(names: ["--output"], takesValue: true) { $0.output = $1; return true },
        Option(names: ["--templates"], takesValue: true) { $0.templates = $1; return true },
        Option(names: ["--all"], takesValue: false) { line, _ in line.all = true; return true },
        Option(names: ["--watch"], takesValue: false) { line, _ in line.watch = true; return true },
        Option(names: ["--force"], takesValue: false) { line, _ in line.writeMode.force = true; return true },
        Option(names: ["--dry-run"], takesValue: false) { line, _ in line.writeMode.dryRun = true; return true },
        Option(names: ["--diff"], takesValue: false) { line, _ in line.writeMode.diff = true; return true },
        Option(names: ["--check"], takesValue: false) { line, _ in line.writeMode.check = true; return true },
        Option(names: ["--color"], takesValue: true) { line, value in
            guard let color = ColorChoice(rawValue: value) else { return false }
            line.style.color = color
            return true
        },
        Option(names: ["-q", "--quiet"], takesValue: false) { line, _ in line.style.setVerbosity(.quiet) },
        Option(names: ["--verbose"], takesValue: false) { line, _ in line.style.setVerbosity(.verbose) },
        Option(names: ["--format"], takesValue: true) { line, value in
            guard let format = OutputFormat(rawValue: value) else { return false }
            line.style.format = format
            return true
        },
    ]

    static func invocation(_ arguments: [String]) -> ModuleInvocation? {
        var line = ModuleInvocation(name: nil, samplesFolder: nil, manifest: nil, output: nil, templates: nil, writeMode: WriteMode(), style: OutputStyle())
        var given: UInt64 = 0
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                guard line.name == nil, !argument.isEmpty else { return nil }
                line.name = argument
                continue
            }
            let equals = argument.hasPrefix("--") ? argument.firstIndex(of: "=") : nil
            let name = equals.map { String(argument[..<$0]) } ?? argument
            guard let index = options.firstIndex(where: { $0.names.contains(name) }), given & (1 << index) == 0 else { return nil }
            given |= 1 << index
            let option = options[index]
            var value = ""
            if option.takesValue {
                guard let given = equals.map({ String(argument[argument.index(after: $0)...]) }) ?? rest.popFirst(),
                      !given.isEmpty, !given.hasPrefix("-") else { return nil }
                value = given
            } else if equals != nil {
                return nil
            }
            guard option.read(&line, value) else { return nil }
        }
        return line
    }
}

private extension OutputStyle {
    /// `--quiet` or `--verbose`; false when the other was given, which ArgumentParser
    /// rejects with its own words.
    mutating func setVerbosity(_ chosen: Verbosity) -> Bool {
        guard verbosity == .normal else { return false }
        verbosity = chosen
        return true
    }
}
