import Foundation

/// The command line: `Fuzz GEN --repository DIR [--seed N] [--cases N] [--kills N]
/// [--workers N] [--case N] [--kill N] [--temporary DIR]`.
struct Options: Sendable {
    var gen = ""
    var repository = FileManager.default.currentDirectoryPath
    var seed: UInt64 = 1
    var cases = 10_000
    var kills = 200
    var workers = 2
    /// Runs only this case (or kill trial), to reproduce a finding; its folder is kept.
    var onlyCase: Int?
    var onlyKill: Int?
    var temporary = "/tmp"

    static let usage = "usage: Fuzz GEN --repository DIR [--seed N] [--cases N] [--kills N] [--workers N] [--case N] [--kill N] [--temporary DIR]"

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                options.gen = argument
                continue
            }
            guard let value = rest.popFirst() else { return nil }
            switch argument {
            case "--repository": options.repository = value
            case "--temporary": options.temporary = value
            case "--seed": guard let number = UInt64(value) else { return nil }; options.seed = number
            case "--cases": guard let number = Int(value), number >= 0 else { return nil }; options.cases = number
            case "--kills": guard let number = Int(value), number >= 0 else { return nil }; options.kills = number
            case "--workers": guard let number = Int(value), number >= 1 else { return nil }; options.workers = number
            case "--case": guard let number = Int(value) else { return nil }; options.onlyCase = number
            case "--kill": guard let number = Int(value) else { return nil }; options.onlyKill = number
            default: return nil
            }
        }
        guard !options.gen.isEmpty else { return nil }
        if !options.gen.hasPrefix("/") {
            options.gen = FileManager.default.currentDirectoryPath + "/" + options.gen
        }
        return options
    }
}
