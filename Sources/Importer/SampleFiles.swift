/// The sample files of the endpoints: every response of an endpoint in its folder,
/// `samples/products/response-12.json` for entry 12, so the samples merge as a folder's do.
public enum SampleFiles {
    public struct File: Sendable, Equatable {
        /// Relative to the folder gen.yml goes in.
        public var path: String
        public var text: String
    }

    public static func files(for endpoints: [ImportedEndpoint], redact: Bool) -> [File] {
        var printer = JSONPrinter(redaction: Redaction(tokensAndEmails: redact))
        return endpoints.flatMap { endpoint in
            endpoint.exchanges.map { exchange in
                File(path: "\(endpoint.sampleFolder)/response-\(exchange.entry.number).json", text: printer.text(exchange.response))
            }
        }
    }
}
