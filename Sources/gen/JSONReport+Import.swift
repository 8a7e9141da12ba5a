import Importer
import TemplateEngine

extension JSONReport {
    /// The `import` member of `gen import --format json` (docs/json-output.md).
    static func imported(_ analysis: CaptureAnalysis, plan: ImportPlan, filesWritten: Int) -> TemplateValue {
        let added = Set(plan.added.map(\.name))
        return [
            "hosts": .array(analysis.hosts.map { ["host": .string($0.host), "requests": .int($0.requests)] }),
            "requestsRead": .int(analysis.requestsRead),
            "kept": .int(analysis.keptCount),
            "dropped": .array(analysis.dropped.map { ["reason": .string($0.reason.rawValue), "requests": .int($0.count)] }),
            "endpoints": .array(analysis.endpoints.map { endpoint in
                [
                    "name": .string(endpoint.name),
                    "method": .string(endpoint.method),
                    "path": .string(endpoint.path),
                    "requests": .int(endpoint.exchanges.count),
                    "samples": .int(endpoint.samples.count),
                    "added": .bool(added.contains(endpoint.name)),
                ]
            }),
            "filesWritten": .int(filesWritten),
        ]
    }
}
