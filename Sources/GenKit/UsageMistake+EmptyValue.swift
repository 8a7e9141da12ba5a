extension UsageMistake {
    /// An empty argument (`--output ""`, `--output=`, an empty NAME): no value gen takes is
    /// empty, and an empty path reached the file system, which answered with a message about
    /// a path it could not show (`: cannot create the folder`).
    package static func emptyValue(in arguments: [String], subcommands: [String]) -> UsageMistake? {
        let subcommand = arguments.first { !$0.hasPrefix("-") }.flatMap { name in subcommands.contains(name) ? name : nil }
        let usage = "'gen \(subcommand.map { $0 + " " } ?? "")--help' shows how to call it"
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--"), argument.hasSuffix("="), argument.count > 3 {
                return UsageMistake("\(argument.dropLast()) is given an empty value", hint: usage)
            }
            guard argument.isEmpty else { continue }
            return UsageMistake(index > 0 ? "an empty argument after \(arguments[index - 1])" : "an empty argument", hint: usage)
        }
        return nil
    }
}
