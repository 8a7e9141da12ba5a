/// The gen.yml `gen import` writes, or the endpoints it adds to an existing one.
public enum ManifestText {
    public static func text(moduleName: String, captureName: String, analysis: CaptureAnalysis) -> String {
        let hosts = analysis.keptHosts.joined(separator: ", ")
        var lines = [
            "# gen.yml for the \(moduleName) module, written by `gen import \(captureName)` from \(analysis.keptCount) requests to \(hosts).",
            "# docs/manifest.md documents every key. Edit it, then run gen module.",
            "module: \(moduleName)",
            "templates: rxswift       # a built-in set (rxswift, async) or a folder of your own",
            "access: public           # public or internal",
            "naming: swift            # swift: HomeAPI, Home, HomeViewModel; gckit: Home_api, Home_model, Home_vm",
        ]
        if let envelope = analysis.envelope {
            lines.append("# Every response wraps its payload the same way; models are inferred from '\(envelope.data)'.")
            lines.append("envelope: { data: \(envelope.data), code: \(envelope.code)\(envelope.message.map { ", message: \($0)" } ?? ""), success: \(envelope.success) }")
        }
        lines.append(analysis.endpoints.isEmpty ? "endpoints: []" : "endpoints:")
        lines += analysis.endpoints.flatMap { entry($0, indent: "  ") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one endpoint, each starting with `indent`.
    public static func entry(_ endpoint: ImportedEndpoint, indent: String) -> [String] {
        let numbers = endpoint.exchanges.map { String($0.entry.number) }
        let shown = numbers.count > 8 ? numbers.prefix(8).joined(separator: ", ") + ", …" : numbers.joined(separator: ", ")
        let first = endpoint.exchanges[0]
        let example = first.entry.method + " /" + first.url.segments.map { Credentials.looksLikeToken($0.decoded) ? "…" : $0.raw }.joined(separator: "/")
        let more = endpoint.exchanges.count > 1 ? " and \(endpoint.exchanges.count - 1) more" : ""
        var lines = [
            "\(indent)# \(endpoint.exchanges.count == 1 ? "1 request, entry" : "\(endpoint.exchanges.count) requests, entries") \(shown): \(example)\(more)",
        ]
        if !endpoint.pathParameters.isEmpty {
            let types = endpoint.pathParameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            lines.append("\(indent)# path parameters, as the requests sent them: \(types); gen passes path parameters as String")
        }
        if !endpoint.unsupportedKeys.isEmpty {
            lines.append("\(indent)# not in params (nested objects have no params type): \(endpoint.unsupportedKeys.joined(separator: ", "))")
        }
        lines += [
            "\(indent)- name: \(endpoint.name)",
            "\(indent)  method: \(endpoint.method)",
            "\(indent)  path: \(scalar(endpoint.path))",
            "\(indent)  sample: \(scalar(endpoint.sampleFolder))",
        ]
        if !endpoint.params.isEmpty {
            let pairs = endpoint.params.map { "\(scalar($0.key, flow: true)): \($0.type)" }.joined(separator: ", ")
            lines.append("\(indent)  params: { \(pairs) }")
        }
        if let list = endpoint.list {
            let items = list.items.map { ", items: \(scalar($0, flow: true))" } ?? ""
            lines.append("\(indent)  list: { page: \(scalar(list.page, flow: true)), size: \(scalar(list.size, flow: true)), first: \(list.first), pageSize: \(list.pageSize)\(items) }")
        }
        return lines
    }

    /// `existing` with `entries` added at the end of its `endpoints:` list, or nil when the
    /// list is written in flow style (`endpoints: [...]`), which lines cannot extend.
    public static func merge(_ existing: String, adding endpoints: [ImportedEndpoint]) -> String? {
        var lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let keyIndex = lines.firstIndex(where: { $0.hasPrefix("endpoints:") }) else {
            return (lines + ["endpoints:"] + endpoints.flatMap { entry($0, indent: "  ") }).joined(separator: "\n") + "\n"
        }
        let afterKey = lines[keyIndex].dropFirst("endpoints:".count).trimmingPrefix(while: { $0 == " " })
        guard afterKey.isEmpty || afterKey.hasPrefix("#") else { return nil }
        var end = keyIndex + 1
        while end < lines.count, lines[end].isEmpty || lines[end].hasPrefix(" ") || lines[end].hasPrefix("#") || lines[end].hasPrefix("-") {
            end += 1
        }
        while end > keyIndex + 1, lines[end - 1].trimmingPrefix(while: { $0 == " " }).isEmpty {
            end -= 1
        }
        let firstItem = lines[(keyIndex + 1)..<end].first { $0.trimmingPrefix(while: { $0 == " " }).hasPrefix("-") }
        let indent = String(firstItem?.prefix { $0 == " " } ?? "  ")
        lines.insert(contentsOf: endpoints.flatMap { entry($0, indent: indent) }, at: end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML plain scalar when it can be one (in a flow mapping, without braces), otherwise double-quoted.
    static func scalar(_ text: String, flow: Bool = false) -> String {
        let allowed = flow ? "_-/.%~" : "_-/.{}%~"
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || allowed.contains($0)) }
            && !(text.first.map { "{-".contains($0) } ?? true)
        guard !plain else { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20: quoted += "\\x" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
