import Foundation
import Inputs

/// The gen.yml `gen import` writes, or the endpoints it adds to an existing one, written by
/// `ManifestWriter` as `gen init`'s is.
package enum ManifestText {
    /// `templates` is the set gen.yml's `templates` names, nil for the default set.
    package static func text(moduleName: String, captureName: String, templates: String? = nil, analysis: CaptureAnalysis) -> String {
        ManifestWriter.text(document(moduleName: moduleName, captureName: captureName, templates: templates, analysis: analysis))
    }

    /// The hosts the first line of a gen.yml `gen import` wrote names (`… from 8 requests to
    /// api.shop.test.`); nil for a first line that is not that one.
    package static func importedHosts(inFirstLine firstLine: String) -> [String]? {
        guard firstLine.hasPrefix("# gen.yml for the "), firstLine.contains(" written by `gen import "),
              let marker = firstLine.range(of: " requests to ", options: .backwards), firstLine.hasSuffix(".") else { return nil }
        let hosts = firstLine[marker.upperBound...].dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return hosts.isEmpty || hosts.contains(where: \.isEmpty) ? nil : hosts
    }

    /// What `text` writes, as the writer's value model.
    package static func document(moduleName: String, captureName: String, templates: String? = nil, analysis: CaptureAnalysis) -> ManifestWriter.Document {
        let hosts = analysis.keptHosts.joined(separator: ", ")
        var items: [ManifestWriter.Item] = [
            .comment("gen.yml for the \(moduleName) module, written by `gen import \(captureName)` from \(analysis.keptCount) requests to \(hosts)."),
            .comment("docs/manifest.md documents every key. Edit it, then run gen module."),
            .setting(key: "module", value: moduleName),
        ] + (templates.map { ManifestWriter.Item.outputDefaults(templates: $0) } ?? ManifestWriter.Item.outputDefaults())
        if let scheme = Self.authScheme(analysis) {
            items.append(.setting(key: "auth", value: scheme, comment: "the capture's requests sent 'Authorization: \(scheme.prefix(1).uppercased() + scheme.dropFirst()) …' (its value is not written); give the client a token"))
        }
        if let envelope = analysis.envelope {
            items.append(.comment("Every response wraps its payload the same way; models are inferred from '\(envelope.data)'."))
            items.append(.envelope(envelope))
        }
        for errors in analysis.errorResponses where errors.endpoint == nil {
            items.append(.comment("Error responses of \(errors.method) \(errors.path), which no endpoint has, kept out of the models: \(errors.folder)/ (\(errors.statusText))."))
        }
        items.append(.endpoints(analysis.endpoints.map(entry)))
        return ManifestWriter.Document(items)
    }

    /// `bearer` or `basic`, when a kept request sent an `Authorization` header of that scheme.
    static func authScheme(_ analysis: CaptureAnalysis) -> String? {
        let schemes = analysis.endpoints.flatMap(\.exchanges).compactMap(\.entry.authorizationScheme)
        return ManifestKeys.authSchemes.first { schemes.contains($0) }
    }

    /// The entry of one endpoint, with comments saying which requests it came from.
    package static func entry(_ endpoint: ImportedEndpoint) -> ManifestWriter.Endpoint {
        let numbers = endpoint.exchanges.map { String($0.entry.number) }
        let shown = numbers.count > 8 ? numbers.prefix(8).joined(separator: ", ") + ", …" : numbers.joined(separator: ", ")
        let first = endpoint.exchanges[0]
        let example = first.entry.method + " /" + first.url.segments.map { Credentials.looksLikeToken($0.decoded) ? "…" : $0.raw }.joined(separator: "/")
        let more = endpoint.exchanges.count > 1 ? " and \(endpoint.exchanges.count - 1) more" : ""
        var comments = [
            "\(endpoint.exchanges.count == 1 ? "1 request, entry" : "\(endpoint.exchanges.count) requests, entries") \(shown): \(example)\(more)",
        ]
        if let errors = endpoint.errors {
            comments.append("error responses (\(errors.statusText)): the model of their bodies is the endpoint's error")
        }
        if !endpoint.unsupportedKeys.isEmpty {
            comments.append("not in params (nested objects have no params type): \(endpoint.unsupportedKeys.joined(separator: ", "))")
        }
        if !endpoint.clashingKeys.isEmpty {
            comments.append("not in params (the Swift name of another key): \(endpoint.clashingKeys.joined(separator: ", "))")
        }
        return ManifestWriter.Endpoint(
            comments: comments,
            name: endpoint.name,
            method: endpoint.method,
            path: typedPath(endpoint),
            sample: endpoint.sampleFolder,
            params: endpoint.params.map { ManifestWriter.Param(name: $0.key, type: $0.type) },
            dates: endpoint.params.compactMap { param in param.dateFormat.map { ManifestWriter.DateParam(name: param.key, format: $0.rawValue) } },
            list: endpoint.list,
            error: endpoint.errors?.folder
        )
    }

    /// The endpoint's path with the type of each parameter that the requests sent as a
    /// number or a UUID: `/products/{productID: Int}`.
    static func typedPath(_ endpoint: ImportedEndpoint) -> String {
        endpoint.pathParameters.filter { $0.type != "String" }.reduce(endpoint.path) { path, parameter in
            path.replacingOccurrences(of: "{\(parameter.name)}", with: "{\(parameter.name): \(parameter.type)}")
        }
    }

    /// The lines of one endpoint, each starting with `indent`.
    package static func entry(_ endpoint: ImportedEndpoint, indent: String) -> [String] {
        ManifestWriter.lines(of: entry(endpoint), indent: indent)
    }

    /// `existing` with `entries` added at the end of its `endpoints:` list, or nil when the
    /// list is written in flow style (`endpoints: [...]`), which lines cannot extend.
    package static func merge(_ existing: String, adding endpoints: [ImportedEndpoint]) -> String? {
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
}
