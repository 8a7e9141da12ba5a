/// Inputs whose names collide once gen makes Swift names of them (issue 40): keys that
/// camel-case alike, keys and samples named like the Swift, SwiftUI, RxSwift, Moya and
/// support types the sets use, samples named like a file of the set, and request and path
/// parameters that make one argument. gen may refuse them with an error; a module it writes
/// must have no name declared twice in a scope and no two Swift files of one name
/// (`DeclarationCheck`).
enum NameCollisionCases {
    /// Keys that make one Swift name, or a name another key's renaming makes.
    static let collidingKeys: [[String]] = [
        ["user_id", "userId", "userID", "USER_ID"], ["self", "selfValue", "selfValue2"], ["filter[status]", "filter_status", "filterStatus"],
        ["id", "ID", "Id"], ["url", "URL"], ["a b", "a_b", "aB", "a-b"], ["type", "Type", "_type"], ["page", "pageValue", "pageSize"],
        ["A\u{200D}b", "Ab", "ab"], ["\u{202E}x", "x", "\u{200B}x"], ["default", "Default"], ["", " ", "_", "🔥"], ["2fa", "_2fa"],
    ]

    /// Names the sets' code uses: keys named so make nested and shared types of those names.
    static let usedNames = [
        "Label", "Text", "View", "Form", "Button", "Section", "NavigationStack", "List", "Observable", "Driver", "Disposable",
        "TargetType", "Task", "Method", "Response", "Indirect", "APIClient", "Pager", "Envelope", "ServerFailure", "RetryView",
        "State", "Action", "Result", "Error", "Data", "Decimal", "CodingKeys", "Self", "Type", "Input", "Output", "Request",
    ]

    /// Sample names that render a file of a set, or a type its code uses; `m` is the module.
    static let sampleNames = [
        "api_client", "envelope", "pager", "server_failure", "model_support", "shared_models", "error_models", "m_api", "m_router",
        "m_module", "m_navigation_stack", "m_fixtures", "m_route", "retry_view", "text", "view", "label", "labels", "navigation_stack",
        "sections", "form", "button", "home_view_model", "home_api", "home_view", "collide", "collide", "collide",
    ]

    static func make(_ fuzzCase: inout FuzzCase, corpus: Corpus, using rng: inout SplitMix64) {
        fuzzCase.kind = .collisions
        if rng.chance(40), let swiftUI = corpus.sets["swiftui"] {
            fuzzCase.setName = "swiftui"
            fuzzCase.set = MutatedSet(files: swiftUI)
            fuzzCase.templatesFlag = rng.chance(50) ? "templates/swiftui" : "swiftui"
        }
        var manifest = String(decoding: fuzzCase.manifest, as: UTF8.self)
        let module = manifest.split(separator: "\n").first { $0.hasPrefix("module: ") }.map { String($0.dropFirst(8)) } ?? "M"
        let name = rng.pick(sampleNames).replacingOccurrences(of: "m_", with: snakeCase(module) + "_")
        let isEnveloped = manifest.contains("\nenvelope:")
        let payload = object(using: &rng)
        fuzzCase.samples[name + ".json"] = Array(enveloped(payload, isEnveloped).utf8)
        if rng.chance(40), let other = fuzzCase.samples.paths.first(where: { $0 != name + ".json" && !$0.contains("error") }) {
            let shared = "\"labels\": [{\"name\": \"new\", \"color\": \"red\"}], \"text\": {\"value\": \"a\"}"
            fuzzCase.samples[other] = Array(enveloped("{" + shared + "}", isEnveloped).utf8)
        }
        if name == "collide", rng.chance(60), let endpoints = manifest.range(of: "\nendpoints:\n") {
            let keys = rng.pick(collidingKeys.filter { $0.allSatisfy { key in !key.isEmpty && !key.contains(" ") && key.unicodeScalars.allSatisfy(\.isASCII) } })
            let params = keys.shuffledPrefix(rng.int(1...keys.count), using: &rng).map { "\"\($0)\": Int?" }.joined(separator: ", ")
            let path = rng.pick(["/collide/{id}/{ID}", "/collide/{id}", "/collide/{user_id}/{userId}", "/collide"])
            manifest.insert(contentsOf: "  - name: Collide\n    path: \(path)\n    params: { \(params) }\n", at: endpoints.upperBound)
            fuzzCase.manifest = Array(manifest.utf8)
        }
        fuzzCase.steps = rng.chance(30) ? [.lint, .module(force: false)] : [.module(force: false)]
        if rng.chance(30) {
            var changed = fuzzCase.samples
            changed[name + ".json"] = Array(enveloped("{\"user_id\": 1, " + payload.dropFirst(), isEnveloped).utf8)
            fuzzCase.steps += [.replaceSamples(changed), .module(force: false)]
        }
    }

    /// An object of colliding keys, keys named like used types holding objects, and an
    /// enum of `none` and `some` beside keyword keys.
    private static func object(using rng: inout SplitMix64) -> String {
        var members: [String] = []
        for _ in 0..<rng.int(1...3) {
            let keys = rng.pick(collidingKeys)
            for key in keys.shuffledPrefix(rng.int(2...keys.count), using: &rng) {
                members.append("\(quoted(key)): \(rng.int(0...9))")
            }
        }
        for _ in 0..<rng.int(0...3) {
            let used = rng.pick(usedNames)
            let key = rng.chance(50) ? used : snakeCase(used) + (rng.chance(50) ? "s" : "")
            let value = "{\"name\": \"x\", \(quoted(rng.pick(usedNames))): {\"id\": 1}}"
            members.append("\(quoted(key)): " + (rng.chance(50) ? "[\(value), \(value)]" : value))
        }
        if rng.chance(40) {
            let items = ["none", "some", "none", "some", "default", "none"].map { "{\"kind\": \"\($0)\", \"default\": 1, \"in\": true}" }
            members.append("\"items\": [" + items.joined(separator: ", ") + ", {\"default\": 2}]")
        }
        var seen: Set<String> = []
        return "{" + members.filter { seen.insert(String($0.prefix { $0 != ":" })).inserted }.joined(separator: ", ") + "}"
    }

    private static func enveloped(_ payload: String, _ isEnveloped: Bool) -> String {
        isEnveloped ? "{\"code\": 0, \"msg\": \"ok\", \"data\": \(payload)}" : payload
    }

    private static func quoted(_ key: String) -> String {
        "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `NavigationStack` → `navigation_stack`.
    private static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty, result.last?.isUppercase == false {
                result += "_"
            }
            result += character.lowercased()
        }
        return result
    }
}

private extension Array {
    /// `count` elements in a random order.
    func shuffledPrefix(_ count: Int, using rng: inout SplitMix64) -> [Element] {
        var elements = self
        for index in elements.indices.reversed() where index > 0 {
            elements.swapAt(index, rng.int(0...index))
        }
        return Array(elements.prefix(count))
    }
}
