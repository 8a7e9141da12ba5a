import Inference

/// Endpoint names from paths: the literal segments in UpperCamelCase, each followed by a
/// parameter made singular (`GET /users/{id}/repos` → `UserRepos`), without the path prefix,
/// `api` and versions; a method other than GET adds a verb (`POST /orders` → `CreateOrders`).
enum EndpointNaming {
    static let verbs = ["POST": "Create", "PUT": "Replace", "PATCH": "Update", "DELETE": "Delete", "HEAD": "Head"]

    static func name(method: String, template: PathTemplate, prefixCount: Int) -> String {
        var words: [String] = []
        let slots = Array(template.slots.enumerated()).dropFirst(prefixCount)
        for (position, slot) in slots {
            guard case .literal(_, let decoded) = slot else { continue }
            if decoded.lowercased() == "api" || PathTemplating.isVersion(decoded) { continue }
            let followedByParameter = position + 1 < template.slots.count && template.slots[position + 1] == .parameter
            let word = Naming.upperCamelCase(decoded)
            words.append(followedByParameter ? Naming.singularTypeName(word) : word)
        }
        let base = words.joined()
        let verb = verbs[method] ?? (method == "GET" ? "" : Naming.upperCamelCase(method.lowercased()))
        let name = verb + (base.isEmpty ? "Root" : base)
        return Naming.isIdentifier(name) ? name : "Endpoint" + name
    }

    /// `names` made unique in order: a repeated name gets a number, from 2.
    static func unique(_ names: [String], taken: Set<String>) -> [String] {
        var used = taken
        var result: [String] = []
        for name in names {
            var candidate = name
            var number = 2
            while used.contains(candidate) {
                candidate = name + String(number)
                number += 1
            }
            used.insert(candidate)
            result.append(candidate)
        }
        return result
    }

    /// `UserRepos` → `user_repos`.
    static func fileName(_ name: String) -> String {
        Naming.words(in: name).joined(separator: "_").lowercased()
    }
}
