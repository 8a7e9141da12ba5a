@testable import Importer
import Testing

/// Which responses of an endpoint are written as samples.
@Suite struct SampleSelectionTests {
    /// The entry numbers of the samples of the capture's only endpoint.
    func sampled(_ bodies: [String], limit: Int?) throws -> [Int] {
        let text = HARFixture.har(bodies.map { HARFixture.entry("GET", "https://api.test/feed", body: $0) })
        let analysis = try HARFixture.analyze(text, options: ImportOptions(sampleLimit: limit))
        return analysis.endpoints[0].samples.map(\.entry.number)
    }

    @Test func upToTheLimitEveryResponseIsKept() throws {
        #expect(try sampled([#"{"id":1}"#, #"{"id":1}"#, #"{"id":2}"#], limit: 3) == [1, 2, 3])
    }

    @Test func responsesOfOneShapeStopAtTheLimitInCaptureOrder() throws {
        #expect(try sampled((1...25).map { #"{"id":\#($0),"name":"n\#($0)"}"# }, limit: 20) == Array(1...20))
    }

    @Test func withoutALimitEveryResponseIsKept() throws {
        #expect(try sampled((1...25).map { #"{"id":\#($0)}"# }, limit: nil) == Array(1...25))
    }

    @Test func everyNewShapeIsKeptBeyondTheLimit() throws {
        let bodies = [
            #"{"id":1,"name":"a"}"#,
            #"{"id":2,"name":"b"}"#,
            #"{"id":3}"#,
            #"{"id":4,"name":null}"#,
            #"{"id":5.5,"name":"c"}"#,
            #"{"id":6,"name":""}"#,
            #"{"id":7,"name":"2024-05-01"}"#,
            #"{"id":8,"name":"https://example.com"}"#,
            #"{"id":9,"name":"d","tags":[]}"#,
            #"{"id":10,"name":"d","tags":[1,"x"]}"#,
            #"{"id":11,"name":"d","tags":["x",1,1]}"#,
            #"{"name":"e","id":12}"#,
        ]
        #expect(try sampled(bodies, limit: 1) == [1, 3, 4, 5, 6, 7, 9, 10, 12])
    }

    @Test func identicalBodiesAreNotWrittenTwiceToFillTheLimit() throws {
        #expect(try sampled([#"{"id":1}"#, #"{"id":1}"#, #"{"id":1}"#, #"{"id":2}"#, #"{"id":3}"#], limit: 3) == [1, 4, 5])
    }

    @Test func theSampleFilesAreTheSelectedResponses() throws {
        let text = HARFixture.har((1...4).map { HARFixture.entry("GET", "https://api.test/feed", body: #"{"id":\#($0)}"#) })
        let analysis = try HARFixture.analyze(text, options: ImportOptions(sampleLimit: 2))
        #expect(SampleFiles.files(for: analysis.endpoints, redact: false).map(\.path) == ["samples/feed/response-1.json", "samples/feed/response-2.json"])
        #expect(analysis.endpoints[0].exchanges.count == 4)
    }
}
