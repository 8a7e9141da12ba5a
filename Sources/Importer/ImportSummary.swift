import Diagnostics
import Inputs

/// The lines `gen import` prints about a capture: hosts, requests read, kept and dropped
/// with the reason, and each endpoint with its request count.
package enum ImportSummary {
    /// - Parameter present: the endpoints gen.yml has already, which `--merge` leaves as they are.
    package static func lines(_ analysis: CaptureAnalysis, present: Set<String> = []) -> [String] {
        var lines = ["hosts     " + analysis.hosts.map { "\($0.host) (\($0.requests))" }.joined(separator: ", ")]
        if analysis.hosts.isEmpty {
            lines[0] = "hosts     none with JSON responses"
        }
        let droppedCount = analysis.dropped.reduce(0) { $0 + $1.count }
        let errorCount = analysis.errorResponseCount
        let errors = errorCount == 0 ? "" : errorCount == 1 ? "1 error response, " : "\(errorCount) error responses, "
        lines.append("requests  \(analysis.requestsRead) read, \(analysis.keptCount) kept, \(errors)\(droppedCount) dropped")
        for (reason, count) in analysis.dropped {
            lines.append("dropped   \(count) \(reason.rawValue)")
        }
        if !analysis.credentialKeys.isEmpty {
            lines.append("left out  credentials: \(analysis.credentialKeys.joined(separator: ", ")) (headers and cookies are never read)")
        }
        if !analysis.controlKeys.isEmpty {
            lines.append("left out  keys with control characters, which gen.yml cannot hold: \(analysis.controlKeys.map { HARStructure.quoted($0, mark: "\"") }.joined(separator: ", "))")
        }
        let width = analysis.endpoints.map { (endpoint) -> Int in endpoint.name.count + endpoint.method.count + endpoint.path.count + 3 }.max() ?? 0
        for endpoint in analysis.endpoints {
            let request = "\(endpoint.name): \(endpoint.method) \(endpoint.path)"
            let count = endpoint.exchanges.count == 1 ? "1 request" : "\(endpoint.exchanges.count) requests"
            let known = present.contains(endpoint.name) ? ", in gen.yml already" : ""
            lines.append("endpoint  \(request)\(String(repeating: " ", count: max(1, width - request.count + 2)))\(count)\(known)")
        }
        let requests = analysis.errorResponses.map { errors in
            errors.endpoint.map { "\($0): \(errors.method) \(errors.path)" } ?? "\(errors.method) \(errors.path) (no endpoint)"
        }
        let errorWidth = requests.map(\.count).max() ?? 0
        for (errors, request) in zip(analysis.errorResponses, requests) {
            let count = errors.exchanges.count == 1 ? "1 error response" : "\(errors.exchanges.count) error responses"
            let known = errors.endpoint.map(present.contains) == true ? ", not written: the endpoint is in gen.yml already" : ""
            lines.append("errors    \(request)\(String(repeating: " ", count: max(1, errorWidth - request.count + 2)))\(count) (\(errors.statusText))\(known)")
        }
        return lines
    }

    /// The most entries without a response named one by one; more are counted in one warning.
    package static let unansweredShown = 10

    /// A warning for each entry skipped because it has no response, at the entry in the
    /// capture: `entry 12 (GET /x) has no response; skipped`. The path only, never the
    /// query, with token-like segments as `…`.
    package static func warnings(_ analysis: CaptureAnalysis, capture: String) -> [Diagnostic] {
        var warnings = analysis.unanswered.prefix(unansweredShown).map { entry in
            Diagnostic(.warning, "entry \(entry.number) (\(request(entry))) has no response; skipped", at: SourceLocation(path: capture, position: entry.position))
        }
        let more = analysis.unanswered.dropFirst(unansweredShown)
        if let first = more.first {
            let numbers = more.prefix(8).map { String($0.number) }.joined(separator: ", ") + (more.count > 8 ? ", …" : "")
            warnings.append(Diagnostic(
                .warning,
                "\(more.count) more \(more.count == 1 ? "entry has" : "entries have") no response; skipped",
                at: SourceLocation(path: capture, position: first.position),
                notes: ["entries \(numbers)"]
            ))
        }
        return warnings
    }

    /// `GET /users/42/orders`, the way the manifest's comments show a request.
    static func request(_ entry: HAREntry) -> String {
        let path = RequestURL(entry.url).map { url in
            "/" + url.segments.map { Credentials.looksLikeToken($0.decoded) ? "…" : $0.raw }.joined(separator: "/")
        } ?? "(not an http URL)"
        return entry.method + " " + path
    }
}

extension ImportSummary {
    /// `3 endpoints from 9 of 12 requests; 10 files written`, without the time.
    package static func line(_ analysis: CaptureAnalysis, plan: ImportPlan, filesWritten: Int) -> String {
        let endpoints = plan.added.count == 1 ? "1 endpoint" : "\(plan.added.count) endpoints"
        let added = plan.alreadyThere.isEmpty ? endpoints : "\(endpoints) added (\(plan.alreadyThere.count) already in gen.yml)"
        let files = filesWritten == 1 ? "1 file written" : filesWritten == 0 ? "nothing written" : "\(filesWritten) files written"
        return "\(added) from \(analysis.keptCount) of \(analysis.requestsRead) requests; \(files)"
    }
}
