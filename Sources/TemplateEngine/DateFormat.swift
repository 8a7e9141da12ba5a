/// A date and time of day, in the time zone the output is meant for.
public struct TemplateDate: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}

/// The format of `{% now %}`: the subset of `DateFormatter`'s patterns that Stencil templates
/// use, checked when the template is compiled, as the engine does not depend on Foundation.
struct DateFormat: Sendable {
    enum Piece: Sendable, Equatable {
        case literal(String)
        case year, month, day, hour, minute, second
    }

    /// Stencil's format when `{% now %}` is given none.
    static let stencilDefault = "yyyy-MM-dd 'at' HH:mm"

    static let fields: [String: Piece] = [
        "yyyy": .year, "MM": .month, "dd": .day, "HH": .hour, "mm": .minute, "ss": .second,
    ]

    let pieces: [Piece]

    /// Parses `pattern`; on an unsupported field, throws its offset in characters and text.
    init(_ pattern: String) throws(DateFormatError) {
        var pieces: [Piece] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                let (text, end) = Self.quoted(characters, from: index)
                pieces.append(.literal(text))
                index = end
            } else if character.isLetter, character.isASCII {
                var end = index
                while end < characters.count, characters[end] == character { end += 1 }
                let field = String(characters[index..<end])
                guard let piece = Self.fields[field] else {
                    throw DateFormatError(offset: index, field: field)
                }
                pieces.append(piece)
                index = end
            } else {
                pieces.append(.literal(String(character)))
                index += 1
            }
        }
        self.pieces = pieces
    }

    /// The text of the quoted run starting at `start`, where `''` is a quote, as in
    /// `DateFormatter`, and the index after it.
    private static func quoted(_ characters: [Character], from start: Int) -> (String, Int) {
        if start + 1 < characters.count, characters[start + 1] == "'" {
            return ("'", start + 2)
        }
        var text = ""
        var index = start + 1
        while index < characters.count {
            if characters[index] == "'" {
                guard index + 1 < characters.count, characters[index + 1] == "'" else { return (text, index + 1) }
                text.append("'")
                index += 2
            } else {
                text.append(characters[index])
                index += 1
            }
        }
        return (text, index)
    }

    func string(for date: TemplateDate) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return text
            case .year: return Self.padded(date.year, 4)
            case .month: return Self.padded(date.month, 2)
            case .day: return Self.padded(date.day, 2)
            case .hour: return Self.padded(date.hour, 2)
            case .minute: return Self.padded(date.minute, 2)
            case .second: return Self.padded(date.second, 2)
            }
        }.joined()
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

struct DateFormatError: Error {
    let offset: Int
    let field: String
}
