import JSONReader

/// The sample files of the endpoints: every response of an endpoint in its folder,
/// `samples/products/response-12.json` for entry 12, so the samples merge as a folder's do.
package enum SampleFiles {
    /// A sample to write. Printed only when written, so that a capture's tens of megabytes
    /// of samples are never all held at once.
    package struct File: Sendable {
        /// Relative to the folder gen.yml goes in.
        package var path: String
        /// The response body as the capture has it.
        let source: String?
        let value: JSONValue
        let redact: Bool

        /// The sample as `JSONPrinter` writes it, in UTF-8.
        package func bytes() -> [UInt8] {
            let redaction = Redaction(tokensAndEmails: redact)
            if let source, let bytes = JSONReindenter.bytes(source, redaction: redaction) { return bytes }
            var printer = JSONPrinter(redaction: redaction)
            return printer.bytes(value)
        }
    }

    package static func files(for endpoints: [ImportedEndpoint], redact: Bool) -> [File] {
        endpoints.flatMap { endpoint in
            endpoint.samples.map { File(path: "\(endpoint.sampleFolder)/response-\($0.entry.number).json", source: $0.entry.responseBody, value: $0.response, redact: redact) }
        }
    }

    /// The folders the files go in, each once, in the order of the files.
    package static func folders(of files: [File]) -> [String] {
        var seen: Set<String> = []
        return files.compactMap { file in
            guard let slash = file.path.lastIndex(of: "/") else { return nil }
            let folder = String(file.path[..<slash])
            return seen.insert(folder).inserted ? folder : nil
        }
    }
}
