import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Jacob's Product with Date params in each format of `dates:`, one of them sent in a header,
// through the async and swiftui sets: the URL and the headers of each request its Api sends,
// with every date given, then with the optional ones nil. The default time zone is UTC+14,
// where 23:30 UTC on May 1 is already May 2: a pattern must be written in UTC all the same.
NSTimeZone.default = TimeZone(identifier: "Pacific/Kiritimati")!

actor Recorder: APIClient {
    private(set) var requests: [APIRequest] = []

    func send(_ request: APIRequest) async throws -> Data {
        requests.append(request)
        throw URLError(.cancelled)
    }
}

let late = Date(timeIntervalSince1970: 1_714_606_200)
let days = [Date(timeIntervalSince1970: 1_714_435_200), late]
let recorder = Recorder()
_ = try? await ProductAPI(client: recorder).request(id: "7", since: late, days: days, at: late, stamp: late, until: late, day: late)
_ = try? await ProductAPI(client: recorder).request(id: "7", since: late, days: nil, at: nil, stamp: nil, until: nil, day: late)
let client = URLSessionAPIClient(baseURL: URL(string: "https://example.invalid")!)
for request in await recorder.requests {
    let sent = try client.urlRequest(for: request)
    print(sent.url!.absoluteString)
    for (name, value) in (sent.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        print("  \(name): \(value)")
    }
}
