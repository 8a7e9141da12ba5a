import Inference

/// A path with its varying segments replaced by parameters: `/products/{productID}`.
package struct PathTemplate: Sendable, Equatable, Hashable {
    package enum Slot: Sendable, Hashable {
        /// As written in the URL (percent-encoded) and decoded.
        case literal(raw: String, decoded: String)
        case parameter
    }

    package var slots: [Slot]
}

extension PathTemplate.Slot {
    /// The decoded text of a literal; nil for a parameter.
    var decoded: String? {
        if case .literal(_, let decoded) = self { decoded } else { nil }
    }
}

/// A path parameter with the Swift type its values share.
package struct PathParameter: Sendable, Equatable {
    package var name: String
    package var type: String
}

/// Turns request paths into templates the way a person marks path parameters:
///
/// - a segment whose value is an identifier (an integer, a UUID, a hash, a base-62 or other
///   random token, an ISO date, a URN, an e-mail address; see `PathSegmentKind`) is a
///   parameter wherever it is, even seen once;
/// - words (`orders`, `clear-cookies`, `user_id`, `GetNavigationMenu2`) and versions stay
///   literal: two different words at one position are two endpoints; at the end of a path
///   or before a parameter they stay apart however many there are (`/api/set-cookie`,
///   `/api/articles/{id}`), while `manyValues` words between the same literal neighbours are
///   values (`/users/octocat/repos`, `/users/torvalds/repos`, `/users/gaearon/repos` →
///   `/users/{userID}/repos`);
/// - other values (`how-to-swift-6`, `report.pdf`, `web1`, `web2`, `web3`) become a parameter
///   when `manyValues` distinct ones share a position with the rest of the path equal; so
///   do two adjacent segments that vary together, each with that many values.
enum PathTemplating {
    /// How many distinct values, neither identifiers nor words, one position must show with
    /// the rest of the path equal before it is a parameter: 3.
    ///
    /// Two values are as often two sibling endpoints (`export.csv` and `export.json`,
    /// `on-1` and `off-1`, `step1`, `step2`) as two values of one parameter, and merging
    /// siblings costs more than keeping values apart: merged endpoints share one sample
    /// folder, so their models become one type with every key optional and the generated
    /// API loses a method, while an endpoint too many is one entry to delete from gen.yml.
    /// Families of three or more siblings that are not words and share both neighbours are
    /// rare in real APIs, while a capture of someone browsing easily opens three articles
    /// or products. Identifiers need no count: one is enough.
    static let manyValues = 3

    static func isVersion(_ segment: String) -> Bool {
        let lowered = segment.lowercased()
        return lowered.hasPrefix("v") && lowered.count > 1 && lowered.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }

    /// `api` and versions: segments that name no resource, left out of endpoint names and
    /// never the source of a parameter's name.
    static func isGeneric(_ segment: String) -> Bool {
        segment.lowercased() == "api" || isVersion(segment)
    }

    /// The template of each path, in order: `paths[i]` → `result[i]`. The method plays no
    /// part: `GET /articles/a-1` and `DELETE /articles/a-2` are the same resource.
    static func templates(methods: [String], paths: [[RequestURL.Segment]]) -> [PathTemplate] {
        var templates = paths.map { segments in
            PathTemplate(slots: segments.map { segment in
                PathSegmentKind(segment.decoded).isIdentifier ? .parameter : .literal(raw: segment.raw, decoded: segment.decoded)
            })
        }
        let longest = templates.map(\.slots.count).max() ?? 0
        for position in 1..<max(1, longest) {
            templateVaryingValues(&templates, blanking: position..<(position + 1))
        }
        for position in 1..<max(1, longest - 1) {
            templateVaryingValues(&templates, blanking: position..<(position + 2))
        }
        return templates
    }

    /// The indices `0..<count` grouped by `key`, the groups in the order of their first
    /// index; an index whose key is nil is in no group.
    static func groups(_ count: Int, by key: (Int) -> String?) -> [[Int]] {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for index in 0..<count {
            guard let key = key(index) else { continue }
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        return order.map { members[$0] ?? [] }
    }

    /// Groups the templates whose slots outside `blanked` are equal and whose `blanked`
    /// slots hold literals, and makes those slots parameters where each blanked position
    /// shows `manyValues` distinct values that are neither words nor versions.
    private static func templateVaryingValues(_ templates: inout [PathTemplate], blanking blanked: Range<Int>) {
        for members in groups(templates.count, by: { bucketKey(templates[$0], blanking: blanked) }) {
            var columns: [Set<String>] = []
            let slots = templates[members[0]].slots
            let followed = blanked.upperBound < slots.count && slots[blanked.upperBound].decoded != nil
            for slot in blanked {
                columns.append(parameterValues(Set(members.compactMap { templates[$0].slots[slot].decoded }), wordsAreValues: followed))
            }
            guard columns.allSatisfy({ $0.count >= manyValues }) else { continue }
            for index in members {
                let values = blanked.map { templates[index].slots[$0].decoded ?? "" }
                guard zip(values, columns).allSatisfy({ $1.contains($0) }) else { continue }
                for slot in blanked {
                    templates[index].slots[slot] = .parameter
                }
            }
        }
    }

    /// The values among those seen at one position that are values of a parameter rather
    /// than names: not words, not versions; and numbered words whose stem is seen with
    /// another number (`web1`, `web2`), while a numbered word seen alone
    /// (`GetNavigationMenu2`) is a name. With `wordsAreValues` (a position with a literal
    /// segment after it, so the words share both neighbours: `/users/octocat/repos`, not
    /// `/api/articles/{id}`, whose words name resources), words count as values too when
    /// `manyValues` of them are seen: a word among other values still names an endpoint.
    static func parameterValues(_ seen: Set<String>, wordsAreValues: Bool = false) -> Set<String> {
        var stems: [Substring: Int] = [:]
        for value in seen where PathSegmentKind.isNumberedWord(value) {
            if let stem = PathSegmentKind.wordStem(value) {
                stems[stem, default: 0] += 1
            }
        }
        let repeatsStem = { (value: String) in PathSegmentKind.wordStem(value).map { stems[$0, default: 0] > 1 } ?? false }
        let manyWords = wordsAreValues && seen.filter { PathSegmentKind($0) == .word && !repeatsStem($0) }.count >= manyValues
        return seen.filter { value in
            switch PathSegmentKind(value) {
            case .other, .identifier: true
            case .version: false
            case .word: manyWords || repeatsStem(value)
            }
        }
    }

    /// The slots of `template` with the `blanked` positions left out, when they hold literals.
    private static func bucketKey(_ template: PathTemplate, blanking blanked: Range<Int>) -> String? {
        guard blanked.upperBound <= template.slots.count,
              blanked.allSatisfy({ template.slots[$0].decoded != nil }) else { return nil }
        var parts = [String(template.slots.count)]
        for (index, slot) in template.slots.enumerated() {
            switch slot {
            case .literal(let raw, _): parts.append(blanked.contains(index) ? "*" : "/" + raw)
            case .parameter: parts.append("{}")
            }
        }
        return parts.joined(separator: "\u{1}")
    }

    /// The names of the template's parameters (see `PathParameterNaming`), typed from the
    /// values the requests sent.
    static func parameters(of template: PathTemplate, values: [[String]]) -> [PathParameter] {
        let positions = template.slots.indices.filter { template.slots[$0] == .parameter }
        let seen = positions.map { position in values.compactMap { $0.count > position ? $0[position] : nil } }
        let names = PathParameterNaming.names(of: template, values: seen)
        return zip(names, seen).map { name, seen in
            let type = ValueTypes.textType(seen)
            return PathParameter(name: name, type: type == "Int" || type == "UUID" ? type : "String")
        }
    }

    /// `/products/{productID}`; literal segments keep their percent-encoding.
    static func text(_ template: PathTemplate, parameters: [PathParameter]) -> String {
        var names = parameters.map(\.name).makeIterator()
        let parts = template.slots.map { slot -> String in
            switch slot {
            case .literal(let raw, _): raw
            case .parameter: "{\(names.next() ?? "id")}"
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
