import Diagnostics
import Support
import YAMLReader

/// Reads scalars of a YAML document as the manifest's value types, collecting a located
/// problem for every value of the wrong kind.
package struct YAMLScalars {
    let source: SourceText
    var diagnostics: [Diagnostic] = []

    mutating func report(_ message: String, at position: SourcePosition, hint: String? = nil) {
        diagnostics.append(.error(message, in: source, at: position, hint: hint))
    }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(path: source.path, position: node.position)
    }

    mutating func mapping(_ node: YAMLNode, _ what: String) -> [YAMLPair]? {
        guard case .mapping(let pairs) = node.kind else {
            report("expected \(what) to be a mapping of keys to values, found \(node.kindDescription)", at: node.position)
            return nil
        }
        return pairs
    }

    mutating func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        guard case .sequence(let items) = node.kind else {
            report("expected \(what), found \(node.kindDescription)", at: node.position)
            return nil
        }
        return items
    }

    mutating func string(_ node: YAMLNode, _ what: String) -> Located<String>? {
        guard case .scalar(let scalar) = node.kind, !scalar.isNull else {
            report("expected \(what) to be a string, found \(node.kindDescription)", at: node.position)
            return nil
        }
        if let control = scalar.value.unicodeScalars.first(where: Self.isControl) {
            report(
                "\(what) holds the control character U+\(Self.hex(control))",
                at: node.position,
                hint: "names, methods and paths are written into generated code and files on one line; remove it"
            )
            return nil
        }
        return Located(scalar.value, at: location(of: node))
    }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    mutating func integer(_ node: YAMLNode, _ what: String, atLeast minimum: Int) -> Int? {
        guard case .scalar(let scalar) = node.kind, !scalar.isQuoted, let value = Int(scalar.value), value >= minimum else {
            report("expected \(what) to be a whole number of at least \(minimum), found \(describe(node))", at: node.position)
            return nil
        }
        return value
    }

    mutating func boolean(_ node: YAMLNode, _ what: String) -> Bool? {
        guard case .scalar(let scalar) = node.kind, !scalar.isQuoted, ["true", "false"].contains(scalar.value) else {
            report("expected \(what) to be true or false, found \(describe(node))", at: node.position)
            return nil
        }
        return scalar.value == "true"
    }

    /// One of `choices`, with a suggestion for a near miss.
    mutating func choice(_ node: YAMLNode, _ what: String, in choices: [String], hint: String? = nil) -> String? {
        guard let text = string(node, what) else { return nil }
        guard choices.contains(text.value) else {
            report(
                "unknown \(what) '\(text.value)'",
                at: node.position,
                hint: Suggestion.nearest(to: text.value, in: choices).map { "did you mean '\($0)'?" } ?? hint ?? "use one of \(choices.joined(separator: ", "))"
            )
            return nil
        }
        return text.value
    }

    /// The pairs whose keys are cases of `Key`, reporting unknown and repeated keys and
    /// missing required ones (at `node`). Callers switch over the keys without `default`, so
    /// a key added to `Key` without a decoder does not compile.
    mutating func keys<Key: RawRepresentable & CaseIterable>(
        of node: YAMLNode,
        _ pairs: [YAMLPair],
        required: [Key] = [],
        in context: String
    ) -> [(Key, YAMLNode)] where Key.RawValue == String {
        let allowed = Key.allCases.map(\.rawValue)
        var result: [(Key, YAMLNode)] = []
        var seen: Set<String> = []
        for pair in pairs {
            guard case .scalar(let name) = pair.key.kind else {
                report("expected a key name in \(context), found \(pair.key.kindDescription)", at: pair.key.position)
                continue
            }
            guard let key = Key(rawValue: name.value) else {
                report(
                    "unknown key '\(name.value)' in \(context)",
                    at: pair.key.position,
                    hint: Suggestion.nearest(to: name.value, in: allowed).map { "did you mean '\($0)'?" } ?? "the keys here are \(allowed.joined(separator: ", "))"
                )
                continue
            }
            guard seen.insert(name.value).inserted else {
                report("key '\(name.value)' appears twice in \(context)", at: pair.key.position)
                continue
            }
            result.append((key, pair.value))
        }
        for key in required where !seen.contains(key.rawValue) {
            report("\(context) needs '\(key.rawValue)'", at: node.position)
        }
        return result
    }

    /// Where a scalar's text starts: one column after the quote of a quoted scalar, so
    /// positions inside the text (a path's `{`) point at the right character.
    func textLocation(of node: YAMLNode) -> SourceLocation {
        var location = location(of: node)
        if case .scalar(let scalar) = node.kind, scalar.isQuoted,
           let line = source.line(node.position.line),
           let first = line.unicodeScalars.dropFirst(node.position.column - 1).first, first == "\"" || first == "'" {
            location.position.column += 1
        }
        return location
    }

    private func describe(_ node: YAMLNode) -> String {
        if case .scalar(let scalar) = node.kind, !scalar.isNull {
            return "'\(scalar.value)'"
        }
        return node.kindDescription
    }
}
