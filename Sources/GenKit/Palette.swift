import Foundation

/// ANSI styles for one output stream; a disabled palette returns text unchanged.
struct Palette: Sendable {
    let isEnabled: Bool

    /// Whether a stream gets colour: `--color always` and `never` decide alone; `auto` colours
    /// a terminal unless `NO_COLOR` holds a value or `TERM` is `dumb` (no-color.org).
    static func decide(_ choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> Palette {
        switch choice {
        case .always:
            return Palette(isEnabled: true)
        case .never:
            return Palette(isEnabled: false)
        case .auto:
            let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
            return Palette(isEnabled: isTerminal && !noColor && environment["TERM"] != "dumb")
        }
    }

    func bold(_ text: String) -> String { style(text, "1") }
    func dim(_ text: String) -> String { style(text, "2") }
    func red(_ text: String) -> String { style(text, "1;31") }
    func green(_ text: String) -> String { style(text, "32") }
    func yellow(_ text: String) -> String { style(text, "33") }

    private func style(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
