/// The sample files of the endpoints: every response of an endpoint in its folder,
/// `samples/products/response-12.json` for entry 12, so the samples merge as a folder's do.
public enum SampleFiles {
    public struct File: Sendable, Equatable {
        /// Relative to the folder gen.yml goes in.
        public var path: String
        public var text: String
    }

    public static func files(for endpoints: [ImportedEndpoint], redact: Bool) -> [File] {
        let responses = endpoints.flatMap { endpoint in
            endpoint.exchanges.map { (path: "\(endpoint.sampleFolder)/response-\($0.entry.number).json", value: $0.response) }
        }
        return ParallelMap.map(responses) { response in
            var printer = JSONPrinter(redaction: Redaction(tokensAndEmails: redact))
            return File(path: response.path, text: printer.text(response.value))
        }
    }
}
