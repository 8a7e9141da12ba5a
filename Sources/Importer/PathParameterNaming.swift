import Inference

/// Path parameter names as a person writes them:
///
/// - after the segment before, singular, with `ID`: `/users/{userID}`,
///   `/vdc-builds/{vdcBuildID}`; with `Date` for ISO dates: `/reports/{reportDate}`;
/// - without `ID` doubled: a segment that already names an identifier gives its own name
///   (`/id/{id}`, `/uuid/{uuid}`, `/user_id/{userID}`, `/keys/{key}`, `/date/{date}`);
/// - after `api`, a version, another parameter or nothing, from the kind of the values:
///   `{id}`, `{uuid}`, `{date}`, `{urn}`, `{email}`;
/// - unique within the path. Names from the segment before come first, so `/api/{x}/id/{y}`
///   is `/api/{apiID}/id/{id}`: a name from the values that is taken is qualified by the
///   segment before it (`apiID`), else counted in words (`/api/{id}/{secondID}`), as is a
///   segment's name that is taken (`/users/{userID}/users/{secondUserID}`);
/// - identifiers of ASCII letters and digits shorter than `maximumLength`: a long
///   segment's name keeps its last words (`/very-long-…-order-lines/{orderLineID}`), and a
///   segment's accents are dropped (`/cafés/{caféID}` is `/cafés/{cafeID}`), and a segment
///   that gives no identifier (`/日本/{x}`) gives way to the values' name.
enum PathParameterNaming {
    /// Names are shorter than this, as the issue asks: long enough for three or four words.
    static let maximumLength = 40

    /// Last words of a segment that already name an identifier, so no `ID` is added.
    static let identifierNouns: Set<String> = [
        "id", "uuid", "guid", "urn", "key", "code", "slug", "number", "hash", "token", "handle",
        "email", "username", "name", "date", "day",
    ]

    private static let ordinals = ["second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]

    /// One name for each parameter of `template`, in order; `values[i]` are the values sent
    /// for the `i`th parameter.
    static func names(of template: PathTemplate, values: [[String]]) -> [String] {
        let positions = template.slots.indices.filter { template.slots[$0] == .parameter }
        var names = [String?](repeating: nil, count: positions.count)
        var used: Set<String> = []
        var fromValues: [Int] = []
        for (index, position) in positions.enumerated() {
            guard let segment = precedingLiteral(template, position), !PathTemplating.isGeneric(segment),
                  let name = segmentName(segment, kind: kind(of: values[index])) else {
                fromValues.append(index)
                continue
            }
            names[index] = used.contains(name) ? counted(name, used: used) : name
            used.insert(names[index] ?? name)
        }
        for index in fromValues {
            let name = kind(of: values[index]).name
            var chosen = name
            if used.contains(chosen) {
                let qualified = precedingLiteral(template, positions[index]).flatMap { segment in
                    qualifier(segment).map { fitted($0 + Naming.upperCamelCase(name), within: maximumLength - 1) }
                }
                chosen = qualified.flatMap { isUsable($0) && !used.contains($0) ? $0 : nil } ?? counted(name, used: used)
            }
            names[index] = chosen
            used.insert(chosen)
        }
        return names.map { $0 ?? "id" }
    }

    /// The kind all values share; `id` when they differ or are not identifiers (slugs).
    static func kind(of values: [String]) -> PathSegmentKind.IdentifierKind {
        let kinds = Set(values.map(PathSegmentKind.identifierKind))
        guard kinds.count == 1, let only = kinds.first, let kind = only else { return .id }
        return kind
    }

    /// `users` → `userID`, `vdc-builds` → `vdcBuildID`, `user_id` → `userID`, `uuid` →
    /// `uuid`, `uuid_id` → `uuid`, `reports` with dates → `reportDate`; nil when the segment
    /// gives no identifier under `maximumLength` characters.
    static func segmentName(_ segment: String, kind: PathSegmentKind.IdentifierKind) -> String? {
        let segment = asciiSegment(segment)
        var words = Naming.words(in: Naming.singularTypeName(segment))
        while words.count > 1, words[words.count - 1].lowercased() == "id", ["id", "uuid", "guid"].contains(words[words.count - 2].lowercased()) {
            words.removeLast()
        }
        guard let last = words.last?.lowercased(), let base = qualifier(words.joined(separator: "_")) else { return nil }
        let name = identifierNouns.contains(last) ? base : base + (kind == .date ? "Date" : "ID")
        let fitted = fitted(name, within: maximumLength - 1)
        return isUsable(fitted) ? fitted : nil
    }

    /// A segment as the start of a name: singular, lower camel case (`vdc-builds` →
    /// `vdcBuild`); nil when that is no identifier of ASCII letters and digits.
    private static func qualifier(_ segment: String) -> String? {
        let name = Naming.lowerCamelCase(Naming.singularTypeName(asciiSegment(segment)))
        return Naming.isIdentifier(name) && name.first?.isLowercase == true ? name : nil
    }

    /// `userID` taken → `secondUserID`, then `thirdUserID`, …
    private static func counted(_ name: String, used: Set<String>) -> String {
        let tail = Naming.upperCamelCase(fitted(name, within: maximumLength - 1 - "seventh".count))
        for ordinal in ordinals where !used.contains(ordinal + tail) {
            return ordinal + tail
        }
        var number = ordinals.count + 1
        while used.contains("parameter\(number)") { number += 1 }
        return "parameter\(number)"
    }

    /// `name` without its first words until it has at most `limit` characters:
    /// `veryLongOrderLineID` → `orderLineID`.
    private static func fitted(_ name: String, within limit: Int) -> String {
        var words = Naming.words(in: name)
        var result = name
        while result.count > limit, words.count > 1 {
            words.removeFirst()
            result = Naming.lowerCamelCase(words.joined(separator: "_"))
        }
        return result
    }

    /// The segment in the ASCII words endpoint names are made of (`café-menu` → `cafe-menu`),
    /// so that parameter names are the same kind of identifier as endpoint names.
    private static func asciiSegment(_ segment: String) -> String {
        EndpointNaming.words(inSegment: segment).joined(separator: "-")
    }

    private static func isUsable(_ name: String) -> Bool {
        name.count < maximumLength && Naming.isIdentifier(name) && name.first?.isLowercase == true
    }

    private static func precedingLiteral(_ template: PathTemplate, _ position: Int) -> String? {
        position > 0 ? template.slots[position - 1].decoded : nil
    }
}
