import Inference

/// The one grammar a Swift type written in gen.yml (`types:`, `params:`) must follow before it
/// is pasted into generated code: a name, possibly dotted (`Catalog.Product`), with generic
/// arguments (`Set<Int>`), an array (`[String]`), a dictionary (`[String: Int]`) or any of
/// these optional (`Int?`); nothing else, so no value can carry an expression or a second
/// declaration. Spaces between the parts are allowed; the type is spelled back in one way.
package enum SwiftTypeSpelling {
    /// Why a text is no type, and where: `offset` counts Unicode scalars from its start, as
    /// columns do.
    package struct Problem: Error {
        package var message: String
        package var offset: Int
    }

    package static let hint = "write a type name (String, Catalog.Product), with generic arguments (Set<Int>), an array ([String]), a dictionary ([String: Int]) or an optional (Int?)"

    /// A type that follows the grammar.
    package struct Parsed {
        /// The type spelled the one way generated code writes it.
        package var spelling: String
        /// The name of each type it is made of, not those of members (`Catalog` of
        /// `Catalog.Product`), with its offset in Unicode scalars: `Strin` in `[Strin]?`.
        package var names: [(name: String, offset: Int)]
    }

    /// The type as generated code writes it, or the first problem.
    package static func parse(_ text: String) -> Result<Parsed, Problem> {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        do throws(Problem) {
            parser.skipSpaces()
            guard !parser.atEnd else { throw Problem(message: "it is empty", offset: 0) }
            let spelling = try parser.type(depth: 0)
            parser.skipSpaces()
            guard parser.atEnd else { throw parser.unexpected() }
            return .success(Parsed(spelling: spelling, names: parser.names))
        } catch {
            return .failure(Problem(message: "'\(text)' is not a Swift type: \(error.message)", offset: error.offset))
        }
    }

    /// The deepest nesting of brackets and generic arguments a type may have.
    private static let maximumDepth = 32

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var names: [(name: String, offset: Int)] = []

        var atEnd: Bool { index == scalars.count }

        mutating func skipSpaces() {
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }

        func unexpected() -> Problem {
            Problem(message: "unexpected '\(Character(scalars[index]))' after the type", offset: index)
        }

        mutating func type(depth: Int) throws(Problem) -> String {
            guard depth < maximumDepth else { throw Problem(message: "it nests deeper than \(maximumDepth) levels", offset: index) }
            skipSpaces()
            var spelling: String
            if index < scalars.count, scalars[index] == "[" {
                spelling = try collection(depth: depth)
            } else {
                spelling = try named(depth: depth)
            }
            skipSpaces()
            while index < scalars.count, scalars[index] == "?" {
                spelling += "?"
                index += 1
            }
            return spelling
        }

        private mutating func collection(depth: Int) throws(Problem) -> String {
            index += 1
            let element = try type(depth: depth + 1)
            skipSpaces()
            if index < scalars.count, scalars[index] == ":" {
                index += 1
                let value = try type(depth: depth + 1)
                try expect("]")
                return "[\(element): \(value)]"
            }
            try expect("]")
            return "[\(element)]"
        }

        private mutating func named(depth: Int) throws(Problem) -> String {
            let start = index
            var spelling = try identifier()
            names.append((spelling, start))
            while index < scalars.count, scalars[index] == "." {
                index += 1
                spelling += "." + (try identifier())
            }
            skipSpaces()
            guard index < scalars.count, scalars[index] == "<" else { return spelling }
            index += 1
            var arguments = [try type(depth: depth + 1)]
            skipSpaces()
            while index < scalars.count, scalars[index] == "," {
                index += 1
                arguments.append(try type(depth: depth + 1))
                skipSpaces()
            }
            try expect(">")
            return spelling + "<" + arguments.joined(separator: ", ") + ">"
        }

        private mutating func identifier() throws(Problem) -> String {
            let start = index
            while index < scalars.count, scalars[index].isASCII, scalars[index] == "_" || scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
                index += 1
            }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            guard !name.isEmpty else {
                guard index < scalars.count else { throw Problem(message: "a type name is missing at the end", offset: index) }
                throw Problem(message: "expected a type name, found '\(Character(scalars[index]))'", offset: index)
            }
            guard Naming.isIdentifier(name) else { throw Problem(message: "'\(name)' is not a type name", offset: start) }
            return name
        }

        private mutating func expect(_ closing: Unicode.Scalar) throws(Problem) {
            skipSpaces()
            guard index < scalars.count else { throw Problem(message: "'\(closing)' is missing at the end", offset: index) }
            guard scalars[index] == closing else {
                throw Problem(message: "expected '\(closing)', found '\(Character(scalars[index]))'", offset: index)
            }
            index += 1
        }
    }
}
