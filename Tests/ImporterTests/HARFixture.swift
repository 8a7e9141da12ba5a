import Diagnostics
@testable import Importer

/// Small HAR files for the tests, built as HAR 1.2 lays them out.
enum HARFixture {
    /// One entry; `extra` adds members to the entry object as an exporter would.
    static func entry(
        _ method: String = "GET",
        _ url: String,
        status: Int = 200,
        mimeType: String = "application/json",
        body: String? = #"{"id": 1}"#,
        requestBody: String? = nil,
        requestMimeType: String = "application/json",
        extra: String = ""
    ) -> String {
        let text = body.map { ", \"text\": \(quoted($0))" } ?? ""
        let postData = requestBody.map { #", "postData": {"mimeType": "\#(requestMimeType)", "text": \#(quoted($0))}"# } ?? ""
        return """
        {"request": {"method": "\(method)", "url": "\(url)", "headers": []\(postData)}, \
        "response": {"status": \(status), "content": {"mimeType": "\(mimeType)"\(text)}}\(extra)}
        """
    }

    static func har(_ entries: [String]) -> String {
        #"{"log": {"version": "1.2", "creator": {"name": "test", "version": "1"}, "entries": [\#n"# + entries.joined(separator: ",\n") + "\n]}}"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func analyze(_ text: String, options: ImportOptions = ImportOptions()) throws -> CaptureAnalysis {
        let entries = try HARReader.read(Array(text.utf8), path: "capture.har")
        switch CaptureImport.analyze(entries, options: options) {
        case .success(let analysis): return analysis
        case .failure(let choice): throw choice
        }
    }

    static func endpoints(_ urls: [String], method: String = "GET") throws -> [String] {
        try analyze(har(urls.map { entry(method, $0) })).endpoints.map { "\($0.name) \($0.method) \($0.path)" }
    }
}

extension CaptureImport.HostChoiceNeeded: CustomStringConvertible {
    public var description: String { hosts.map(\.host).joined(separator: ", ") }
}
