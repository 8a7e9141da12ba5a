/// Masks the secrets of a capture's source line before a diagnostic quotes it: the string
/// values of HAR `value` members (headers, cookies, query and form parameters), of keys named
/// like credentials, and strings that look like tokens, also inside the JSON a string holds
/// (a response's or request's body), and credential-named query values in URLs. Each masked
/// scalar becomes `*`, so the line keeps its length and the caret its column.
enum SecretMask {
    static let mask: Unicode.Scalar = "*"

    static func masked(_ line: String) -> String {
        var scalars = Array(line.unicodeScalars)
        maskStrings(in: &scalars, 0..<scalars.count, escaped: false)
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// Walks the JSON text in `range`: the line itself, or (`escaped`) the JSON a string in
    /// it holds, where each character may be written with a `\` escape (`\"` for a quote).
    private static func maskStrings(in scalars: inout [Unicode.Scalar], _ range: Range<Int>, escaped: Bool) {
        let text = EscapedText(range: range, escaped: escaped)
        var index = range.lowerBound
        var key: String?
        while index < range.upperBound {
            guard let content = text.string(at: index, in: scalars) else {
                if ",{[".unicodeScalars.contains(text.character(at: index, in: scalars)) { key = nil }
                index += text.length(at: index, in: scalars)
                continue
            }
            index = content.next
            let value = String(String.UnicodeScalarView(scalars[content.range]))
            if text.isColon(after: index, in: scalars) {
                key = value
                continue
            }
            if key.map({ $0 == "value" || Credentials.isCredentialKey($0) }) ?? false || Credentials.looksLikeToken(value) {
                fill(&scalars, content.range)
            } else {
                maskQueryCredentials(in: &scalars, content.range)
                if !escaped { maskStrings(in: &scalars, content.range, escaped: true) }
            }
            key = nil
        }
    }

    /// `access_token=abc` in a URL or form body: the value up to the next `&`, `#` or quote.
    private static func maskQueryCredentials(in scalars: inout [Unicode.Scalar], _ range: Range<Int>) {
        var nameStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            switch scalars[index] {
            case "?", "&", "#", " ":
                nameStart = index + 1
            case "=":
                let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
                var end = index + 1
                while end < range.upperBound, !"&#\"\\ ".unicodeScalars.contains(scalars[end]) { end += 1 }
                if Credentials.isCredentialKey(name) { fill(&scalars, index + 1..<end) }
                index = end
                nameStart = end + 1
            default:
                break
            }
            index += 1
        }
    }

    private static func fill(_ scalars: inout [Unicode.Scalar], _ range: Range<Int>) {
        for index in range { scalars[index] = mask }
    }
}

/// JSON text read character by character, where in `escaped` text (a JSON string's content)
/// a character may be written as `\` and one more scalar.
private struct EscapedText {
    let range: Range<Int>
    let escaped: Bool

    func length(at index: Int, in scalars: [Unicode.Scalar]) -> Int {
        escaped && scalars[index] == "\\" && index + 1 < range.upperBound ? 2 : 1
    }

    func character(at index: Int, in scalars: [Unicode.Scalar]) -> Unicode.Scalar {
        length(at: index, in: scalars) == 2 ? scalars[index + 1] : scalars[index]
    }

    /// The content of the string starting at `index`, up to its closing quote or the end of
    /// the range (a line cut inside a string), and where reading goes on.
    func string(at index: Int, in scalars: [Unicode.Scalar]) -> (range: Range<Int>, next: Int)? {
        guard character(at: index, in: scalars) == "\"", !escaped || length(at: index, in: scalars) == 2 else { return nil }
        let start = index + length(at: index, in: scalars)
        var end = start
        while end < range.upperBound, character(at: end, in: scalars) != "\"" {
            if character(at: end, in: scalars) == "\\", end + length(at: end, in: scalars) < range.upperBound {
                end += length(at: end, in: scalars)
            }
            end += length(at: end, in: scalars)
        }
        end = min(end, range.upperBound)
        return (start..<end, end < range.upperBound ? end + length(at: end, in: scalars) : end)
    }

    func isColon(after index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var index = index
        while index < range.upperBound, character(at: index, in: scalars) == " " || character(at: index, in: scalars) == "\t" {
            index += length(at: index, in: scalars)
        }
        return index < range.upperBound && character(at: index, in: scalars) == ":"
    }
}
