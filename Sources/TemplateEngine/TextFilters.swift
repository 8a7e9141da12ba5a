/// Filters that change the case and layout of text.
enum TextFilters {
    static let all: [String: TemplateFilter] = [
        "upperFirst": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(upperFirst(try FilterInput.string(value)))
        },
        "lowerFirst": TemplateFilter { value, _ throws(TemplateFilterError) in
            let text = try FilterInput.string(value)
            return .string(text.prefix(1).lowercased() + text.dropFirst())
        },
        "uppercase": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(try FilterInput.string(value).uppercased())
        },
        "lowercase": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(try FilterInput.string(value).lowercased())
        },
        "camelCase": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(camelCase(try FilterInput.string(value)))
        },
        "pascalCase": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(pascalWords(try FilterInput.string(value)).joined())
        },
        "snakeCase": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(Words.split(try FilterInput.string(value)).map { $0.lowercased() }.joined(separator: "_"))
        },
        "kebabCase": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(Words.split(try FilterInput.string(value)).map { $0.lowercased() }.joined(separator: "-"))
        },
        "indent": TemplateFilter(argumentCounts: 0...3, resultSizeBound: indentedSizeBound) { value, arguments throws(TemplateFilterError) in
            let width = arguments.isEmpty ? 4 : try FilterInput.integer(arguments[0], "the width")
            guard (0...maximumIndent).contains(width) else {
                throw TemplateFilterError("the width must be from 0 to \(maximumIndent), found \(width)")
            }
            var character = " "
            var flagIndex = 1
            if arguments.count >= 2, case .string(let text) = arguments[1] {
                character = text
                flagIndex = 2
            } else if arguments.count == 3 {
                throw TemplateFilterError("the second argument must be the indentation string, found \(arguments[1].kindDescription)")
            }
            var indentsFirstLine = false
            if arguments.count > flagIndex {
                guard case .bool(let flag) = arguments[flagIndex] else {
                    throw TemplateFilterError("the last argument must be true or false, found \(arguments[flagIndex].kindDescription)")
                }
                indentsFirstLine = flag
            }
            let indentation = String(repeating: character, count: width)
            return .string(indent(try FilterInput.string(value), with: indentation, firstLine: indentsFirstLine))
        },
    ]

    /// The widest `indent`, so a mistaken width cannot exhaust memory.
    static let maximumIndent = 1000

    /// The most bytes `indent` can return: every line of the input, widened as far as the
    /// width asks.
    static func indentedSizeBound(_ value: TemplateValue, _ arguments: [TemplateValue]) -> Int {
        guard case .string(let text) = value else { return 0 }
        var width = 4
        if let first = arguments.first {
            guard case .int(let given) = first, given > 0 else { return 0 }
            width = min(given, maximumIndent)
        }
        var characterSize = 1
        if arguments.count >= 2, case .string(let character) = arguments[1] {
            characterSize = character.utf8.count
        }
        let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
        return text.utf8.count + lines * width * characterSize
    }

    /// `name` → `Name`; the common ASCII case without building intermediate strings.
    static func upperFirst(_ text: String) -> String {
        guard let first = text.utf8.first else { return text }
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
            return first < 0x80 ? text : text.prefix(1).uppercased() + text.dropFirst()
        }
        let utf8 = text.utf8
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            let copied = buffer.initialize(fromContentsOf: utf8)
            buffer[0] = first - 32
            return copied
        }
    }

    /// `order_items` → `orderItems`, `URLSession` → `urlSession`.
    static func camelCase(_ text: String) -> String {
        var words = pascalWords(text)
        guard let first = words.first else { return "" }
        let isAcronym = first.allSatisfy { !$0.isLetter || $0.isUppercase }
        words[0] = isAcronym ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return words.joined()
    }

    /// Each word with its first letter in upper case; words of text written all in capitals
    /// (`HTTP_STATUS`) are lowered first, acronyms in mixed text (`thumbnail_URL`) stay.
    static func pascalWords(_ text: String) -> [String] {
        let shouting = !text.contains { $0.isLowercase }
        return Words.split(text).map { word in
            let word = shouting ? word.lowercased() : word
            return word.prefix(1).uppercased() + word.dropFirst()
        }
    }

    /// Every line but the first (unless `firstLine`) gets `indentation` before it; empty lines
    /// stay empty. Works on UTF-8 bytes: a line break is the byte 0x0A, which is never part of
    /// another character's encoding. Index loops rather than slices, which a debug build (the
    /// tests') runs several times slower.
    static func indent(_ text: String, with indentation: String, firstLine: Bool) -> String {
        let newline = UInt8(ascii: "\n")
        let indentation = Array(indentation.utf8)
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 8 * indentation.count)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != newline {
                    end += 1
                }
                end = min(end + 1, bytes.count)
                if start > 0 || firstLine, bytes[start] != newline {
                    result += indentation
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}

/// Splits identifiers and phrases into words.
enum Words {
    /// At anything that is not a letter or digit, before an upper-case letter that follows a
    /// lower-case letter or digit, and before the last capital of an acronym that starts a
    /// word: `thumbnail_url` → thumbnail url, `pageSize` → page Size, `URLSession` → URL Session.
    static func split(_ text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var current = ""
        for (offset, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, character.isUppercase {
                let previous = characters[offset - 1]
                let next = offset + 1 < characters.count ? characters[offset + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
