import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Jacob's Product with `arrays: comma` and `headers: { Accept-Language: "{locale}" }`,
// through the async and swiftui sets: the URL and the headers of each request its Api sends,
// with the arrays and the locale given, then without them.
actor Recorder: APIClient {
    private(set) var requests: [APIRequest] = []

    func send(_ request: APIRequest) async throws -> Data {
        requests.append(request)
        throw URLError(.cancelled)
    }
}

let recorder = Recorder()
let ids = [UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!]
_ = try? await ProductAPI(client: recorder).request(id: "7", sizes: [38, 39], ids: ids, locale: "de-CH", q: "a b")
_ = try? await ProductAPI(client: recorder).request(id: "7", sizes: nil, ids: [], locale: nil, q: "a b")
let client = URLSessionAPIClient(baseURL: URL(string: "https://example.invalid")!)
for request in await recorder.requests {
    let sent = try client.urlRequest(for: request)
    print(sent.url!.absoluteString)
    for (name, value) in (sent.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        print("  \(name): \(value)")
    }
}
