/// The lines `gen import` prints about a capture: hosts, requests read, kept and dropped
/// with the reason, and each endpoint with its request count.
public enum ImportSummary {
    public static func lines(_ analysis: CaptureAnalysis) -> [String] {
        var lines = ["hosts     " + analysis.hosts.map { "\($0.host) (\($0.requests))" }.joined(separator: ", ")]
        if analysis.hosts.isEmpty {
            lines[0] = "hosts     none with JSON responses"
        }
        let droppedCount = analysis.dropped.reduce(0) { $0 + $1.count }
        lines.append("requests  \(analysis.requestsRead) read, \(analysis.keptCount) kept, \(droppedCount) dropped")
        for (reason, count) in analysis.dropped {
            lines.append("dropped   \(count) \(reason.rawValue)")
        }
        if !analysis.credentialKeys.isEmpty {
            lines.append("left out  credentials: \(analysis.credentialKeys.joined(separator: ", ")) (headers and cookies are never read)")
        }
        let width = analysis.endpoints.map { (endpoint) -> Int in endpoint.name.count + endpoint.method.count + endpoint.path.count + 3 }.max() ?? 0
        for endpoint in analysis.endpoints {
            let request = "\(endpoint.name): \(endpoint.method) \(endpoint.path)"
            let count = endpoint.exchanges.count == 1 ? "1 request" : "\(endpoint.exchanges.count) requests"
            lines.append("endpoint  \(request)\(String(repeating: " ", count: max(1, width - request.count + 2)))\(count)")
        }
        return lines
    }
}

extension ImportSummary {
    /// `3 endpoints from 9 of 12 requests; 10 files written`, without the time.
    public static func line(_ analysis: CaptureAnalysis, plan: ImportPlan, filesWritten: Int) -> String {
        let endpoints = plan.added.count == 1 ? "1 endpoint" : "\(plan.added.count) endpoints"
        let added = plan.alreadyThere.isEmpty ? endpoints : "\(endpoints) added (\(plan.alreadyThere.count) already in gen.yml)"
        let files = filesWritten == 1 ? "1 file written" : filesWritten == 0 ? "nothing written" : "\(filesWritten) files written"
        return "\(added) from \(analysis.keptCount) of \(analysis.requestsRead) requests; \(files)"
    }
}
