import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The APIClient.swift of the async and swiftui sets against a URLProtocol server that
// answers 401 to any token but "new": the Authorization header on every call, one refresh
// and one retry after the 401, an adapter's static header and a request's own header.
final class Log: @unchecked Sendable {
    static let shared = Log()
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

final class ServerProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let authorization = request.value(forHTTPHeaderField: "Authorization") ?? "none"
        let client = request.value(forHTTPHeaderField: "X-Client") ?? "none"
        let language = request.value(forHTTPHeaderField: "Accept-Language") ?? "none"
        Log.shared.add("\(request.url?.path ?? "") Authorization: \(authorization), X-Client: \(client), Accept-Language: \(language)")
        let status = authorization == "Bearer new" ? 200 : 401
        let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!
        self.client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        self.client?.urlProtocol(self, didLoad: Data("{}".utf8))
        self.client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

actor Tokens: TokenProvider {
    private var current = "old"
    private(set) var refreshes = 0

    func token() -> String? {
        current
    }

    func refreshedToken(after rejected: String?) -> String? {
        refreshes += 1
        current = "new"
        return current
    }
}

let configuration = URLSessionConfiguration.ephemeral
configuration.protocolClasses = [ServerProtocol.self]
let tokens = Tokens()
let client = URLSessionAPIClient(
    baseURL: URL(string: "https://example.invalid")!,
    session: URLSession(configuration: configuration),
    adapters: [StaticHeaders(["X-Client": "ios"])],
    tokenProvider: tokens
)
_ = try await client.send(APIRequest(method: "GET", path: "/first", headers: ["Accept-Language": "de"]))
_ = try await client.send(APIRequest(method: "GET", path: "/second"))
print(Log.shared.all.joined(separator: "\n"))
print("refreshes \(await tokens.refreshes)")
