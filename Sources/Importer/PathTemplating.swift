import Inference

/// A path with its varying segments replaced by parameters: `/products/{productID}`.
public struct PathTemplate: Sendable, Equatable, Hashable {
    public enum Slot: Sendable, Hashable {
        /// As written in the URL (percent-encoded) and decoded.
        case literal(raw: String, decoded: String)
        case parameter
    }

    public var slots: [Slot]
}

extension PathTemplate.Slot {
    /// The decoded text of a literal; nil for a parameter.
    var decoded: String? {
        if case .literal(_, let decoded) = self { decoded } else { nil }
    }
}

/// A path parameter with the Swift type its values share.
public struct PathParameter: Sendable, Equatable {
    public var name: String
    public var type: String
}

/// Turns request paths into templates. A segment becomes a parameter when it looks like an id
/// on its own (digits, a UUID, a hexadecimal or long random id), or when requests of the same
/// method and shape differ only there and it is not the last segment, or its values look
/// like slugs (hold a digit, `-`, `_` or `.`); so do two adjacent segments that vary
/// together (`/repos/{owner}/{repo}`). Versions such as `v2` stay literal.
enum PathTemplating {
    static func isIDLike(_ segment: String) -> Bool {
        ValueTypes.isInteger(segment) || ValueTypes.isUUID(segment) || ValueTypes.isOpaqueID(segment)
    }

    static func isVersion(_ segment: String) -> Bool {
        let lowered = segment.lowercased()
        return lowered.hasPrefix("v") && lowered.count > 1 && lowered.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }

    static func isSlug(_ segment: String) -> Bool {
        segment.contains { $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
    }

    /// The template of each path, in order: `paths[i]` → `result[i]`.
    static func templates(methods: [String], paths: [[RequestURL.Segment]]) -> [PathTemplate] {
        var templates = paths.map { segments in
            PathTemplate(slots: segments.map { segment in
                isIDLike(segment.decoded) && !isVersion(segment.decoded) ? .parameter : .literal(raw: segment.raw, decoded: segment.decoded)
            })
        }
        let longest = templates.map(\.slots.count).max() ?? 0
        for position in 1..<max(1, longest) {
            var values: [String: Set<String>] = [:]
            for (index, template) in templates.enumerated() {
                guard let key = bucketKey(template, method: methods[index], blanking: position),
                      case .literal(_, let decoded) = template.slots[position] else { continue }
                values[key, default: []].insert(decoded)
            }
            for (index, template) in templates.enumerated() {
                guard let key = bucketKey(template, method: methods[index], blanking: position),
                      let seen = values[key], seen.count > 1, !seen.contains(where: isVersion) else { continue }
                let isLast = position == template.slots.count - 1
                if !isLast || seen.allSatisfy(isSlug) {
                    templates[index].slots[position] = .parameter
                }
            }
        }
        templateAdjacentPairs(&templates, methods: methods, longest: longest)
        return templates
    }

    /// Two adjacent literals that vary together (`/repos/apple/swift/issues`,
    /// `/repos/google/go/issues`) become two parameters when each varies, by the same rules.
    private static func templateAdjacentPairs(_ templates: inout [PathTemplate], methods: [String], longest: Int) {
        for position in 1..<max(1, longest - 1) {
            let blanked = position..<(position + 2)
            var values: [String: Set<[String]>] = [:]
            for (index, template) in templates.enumerated() {
                guard let key = bucketKey(template, method: methods[index], blanking: blanked) else { continue }
                values[key, default: []].insert(blanked.map { template.slots[$0].decoded ?? "" })
            }
            for (index, template) in templates.enumerated() {
                guard let key = bucketKey(template, method: methods[index], blanking: blanked), let seen = values[key],
                      Set(seen.map { $0[0] }).count > 1, Set(seen.map { $0[1] }).count > 1,
                      !seen.contains(where: { $0.contains(where: isVersion) }) else { continue }
                let isLast = blanked.upperBound == template.slots.count
                if !isLast || seen.allSatisfy({ isSlug($0[1]) }) {
                    for slot in blanked {
                        templates[index].slots[slot] = .parameter
                    }
                }
            }
        }
    }

    /// The method and the slots of `template` with the `blanked` positions left out, when
    /// they hold literals after a literal.
    private static func bucketKey(_ template: PathTemplate, method: String, blanking position: Int) -> String? {
        bucketKey(template, method: method, blanking: position..<(position + 1))
    }

    private static func bucketKey(_ template: PathTemplate, method: String, blanking blanked: Range<Int>) -> String? {
        guard blanked.upperBound <= template.slots.count, template.slots[blanked.lowerBound - 1].decoded != nil,
              blanked.allSatisfy({ template.slots[$0].decoded != nil }) else { return nil }
        var parts = [method, String(template.slots.count)]
        for (index, slot) in template.slots.enumerated() {
            switch slot {
            case .literal(let raw, _): parts.append(blanked.contains(index) ? "*" : "/" + raw)
            case .parameter: parts.append("{}")
            }
        }
        return parts.joined(separator: "\u{1}")
    }

    /// The names of the template's parameters, from the segment before each (`products` →
    /// `productID`), or `id` when a parameter follows another or starts the path; typed from
    /// the values the requests sent.
    static func parameters(of template: PathTemplate, values: [[String]]) -> [PathParameter] {
        var result: [PathParameter] = []
        for (position, slot) in template.slots.enumerated() where slot == .parameter {
            var base = "id"
            if position > 0, case .literal(_, let decoded) = template.slots[position - 1] {
                let singular = Naming.singularTypeName(decoded)
                base = Naming.lowerCamelCase(singular) + "ID"
            }
            var name = base
            var suffix = 2
            while result.contains(where: { $0.name == name }) {
                name = base + String(suffix)
                suffix += 1
            }
            let seen = values.compactMap { $0.count > position ? $0[position] : nil }
            let type = ValueTypes.textType(seen)
            result.append(PathParameter(name: name, type: type == "Int" || type == "UUID" ? type : "String"))
        }
        return result
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
