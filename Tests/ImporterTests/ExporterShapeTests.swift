@testable import Importer
import Testing

/// Captures shaped as each exporter writes them (HAR 1.2 plus the fields and habits each adds).
@Suite struct ExporterShapeTests {
    /// Chrome DevTools ("Save all as HAR with content"): `pages`, `_initiator`, `_priority`,
    /// `_resourceType`, `_transferSize`, `-1` sizes and timings, a blocked request with
    /// status 0, a preflight, a redirect, a script and an image.
    static let chrome = #"""
    {"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"},
     "pages": [{"startedDateTime": "2024-05-01T10:00:00.000Z", "id": "page_1", "title": "https://shop.test/", "pageTimings": {"onContentLoad": 120.5, "onLoad": -1}}],
     "entries": [
      {"_initiator": {"type": "script", "stack": {"callFrames": []}}, "_priority": "High", "_resourceType": "fetch", "cache": {}, "connection": "443", "pageref": "page_1",
       "request": {"method": "GET", "url": "https://api.shop.test/products?page=1", "httpVersion": "http/2.0", "headers": [{"name": ":authority", "value": "api.shop.test"}], "queryString": [{"name": "page", "value": "1"}], "cookies": [], "headersSize": -1, "bodySize": 0},
       "response": {"status": 200, "statusText": "", "httpVersion": "http/2.0", "headers": [], "cookies": [], "content": {"size": 41, "mimeType": "application/json", "compression": -1, "text": "{\"items\": [{\"id\": 1, \"name\": \"Shoe\"}]}"}, "redirectURL": "", "headersSize": -1, "bodySize": -1, "_transferSize": 300, "_error": null},
       "serverIPAddress": "10.0.0.1", "startedDateTime": "2024-05-01T10:00:00.100Z", "time": 33.2, "timings": {"blocked": 1.2, "dns": -1, "ssl": -1, "connect": -1, "send": 0.1, "wait": 30, "receive": 1.9, "_blocked_queueing": 0.8}},
      {"_resourceType": "preflight", "request": {"method": "OPTIONS", "url": "https://api.shop.test/cart", "headers": []}, "response": {"status": 204, "content": {"size": 0, "mimeType": "x-unknown"}}},
      {"_resourceType": "fetch", "request": {"method": "GET", "url": "https://api.shop.test/old", "headers": []}, "response": {"status": 301, "redirectURL": "https://api.shop.test/new", "content": {"size": 0, "mimeType": "x-unknown"}}},
      {"_resourceType": "fetch", "request": {"method": "GET", "url": "https://api.shop.test/blocked", "headers": []}, "response": {"status": 0, "statusText": "", "content": {"size": 0, "mimeType": "x-unknown"}, "_error": "net::ERR_BLOCKED_BY_CLIENT"}},
      {"_resourceType": "script", "request": {"method": "GET", "url": "https://shop.test/app.js", "headers": []}, "response": {"status": 200, "content": {"size": 10, "mimeType": "application/javascript", "text": "var a = 1;"}}},
      {"_resourceType": "image", "request": {"method": "GET", "url": "https://shop.test/logo", "headers": []}, "response": {"status": 200, "content": {"size": 10, "mimeType": "image/png", "text": "iVBORw0KGgo=", "encoding": "base64"}}}
     ]}}
    """#

    /// Firefox ("Save All As HAR"): bodies not saved leave `text` out; `bodySize: -1`;
    /// `comment` fields.
    static let firefox = #"""
    {"log": {"version": "1.2", "creator": {"name": "Firefox", "version": "126.0"}, "browser": {"name": "Firefox", "version": "126.0"}, "pages": [],
     "entries": [
      {"pageref": "page_1", "startedDateTime": "2024-05-01T10:00:00.000+02:00", "request": {"bodySize": 0, "method": "GET", "url": "https://api.shop.test/profile", "httpVersion": "HTTP/2", "headers": [], "cookies": [], "queryString": [], "headersSize": 300},
       "response": {"status": 200, "statusText": "OK", "httpVersion": "HTTP/2", "headers": [], "cookies": [], "content": {"mimeType": "application/json; charset=utf-8", "size": 120}, "redirectURL": "", "headersSize": 200, "bodySize": -1},
       "cache": {}, "timings": {"blocked": 0, "dns": 0, "connect": 0, "ssl": 0, "send": 0, "wait": 20, "receive": 0}, "time": 20, "_securityState": "secure", "serverIPAddress": "10.0.0.1", "connection": "443", "comment": ""},
      {"request": {"method": "GET", "url": "https://api.shop.test/orders/12", "headers": [], "bodySize": -1}, "response": {"status": 200, "content": {"mimeType": "application/json", "size": 20, "text": "{\"id\": 12}", "comment": ""}, "bodySize": -1}}
     ]}}
    """#

    /// Charles ("File › Export Session… › HTTP Archive"): bodies as base64 with
    /// `encoding`, `_` fields of its own, and `null` where a value is unknown.
    static let charles = #"""
    {"log": {"version": "1.2", "creator": {"name": "Charles Proxy", "version": "4.6.6"}, "entries": [
      {"startedDateTime": "2024-05-01T10:00:00.000+02:00", "time": 50, "request": {"method": "POST", "url": "https://api.shop.test/login", "httpVersion": "HTTP/1.1", "cookies": [], "headers": [{"name": "Content-Type", "value": "application/json"}], "queryString": [], "postData": {"mimeType": "application/json", "text": "{\"user\": \"jane\", \"password\": \"hunter2\"}"}, "headersSize": 120, "bodySize": 40},
       "response": {"_charlesStatus": "COMPLETE", "status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1", "cookies": [], "headers": [], "content": {"size": 27, "mimeType": "application/json", "text": "eyJ1c2VySUQiOiA3LCAib2siOiB0cnVlfQ==", "encoding": "base64"}, "redirectURL": null, "headersSize": 100, "bodySize": 27},
       "serverIPAddress": "10.0.0.1", "cache": {}, "timings": {"dns": -1, "connect": -1, "ssl": -1, "send": 1, "wait": 40, "receive": 9}}
    ]}}
    """#

    /// Proxyman ("Export › HAR"): `_` extensions on the log and entries; a JSON body
    /// served as text/plain.
    static let proxyman = #"""
    {"log": {"version": "1.2", "creator": {"name": "Proxyman", "version": "5.0", "comment": ""}, "_proxymanVersion": "5.0", "entries": [
      {"_id": "A1", "_clientName": "Shop", "startedDateTime": "2024-05-01T08:00:00.000Z", "time": 12, "request": {"method": "GET", "url": "https://api.shop.test/banners", "httpVersion": "HTTP/1.1", "headers": [], "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0},
       "response": {"status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1", "headers": [], "cookies": [], "content": {"size": 18, "mimeType": "text/plain", "text": "[{\"title\": \"Sale\"}]"}, "redirectURL": "", "headersSize": -1, "bodySize": 18},
       "cache": {}, "timings": {"send": 0, "wait": 12, "receive": 0}}
    ]}}
    """#

    /// mitmproxy (`mitmdump --set hardump=capture.har`, or "File › Export › HAR" in
    /// mitmweb): base64 bodies, an error response with a JSON body, HTTP/2 methods.
    static let mitmproxy = #"""
    {"log": {"version": "1.2", "creator": {"name": "mitmproxy", "version": "10.3.0", "comment": "mitmproxy version 10.3.0"}, "pages": [], "entries": [
      {"startedDateTime": "2024-05-01T08:00:00+00:00", "time": 10, "request": {"method": "get", "url": "https://api.shop.test/categories", "httpVersion": "HTTP/2.0", "cookies": [], "headers": [], "queryString": [], "headersSize": 50, "bodySize": 0},
       "response": {"status": 200, "statusText": "", "httpVersion": "HTTP/2.0", "cookies": [], "headers": [], "content": {"size": 16, "compression": 0, "mimeType": "application/json", "text": "W3siaWQiOiAxfV0=", "encoding": "base64"}, "redirectURL": "", "headersSize": 40, "bodySize": 16},
       "cache": {}, "timings": {"connect": -1, "ssl": -1, "send": 1, "receive": 1, "wait": 8}, "serverIPAddress": "10.0.0.1"},
      {"request": {"method": "GET", "url": "https://api.shop.test/categories/9", "headers": []}, "response": {"status": 404, "content": {"mimeType": "application/json", "text": "{\"error\": \"not found\"}"}}}
    ]}}
    """#

    @Test func chrome() throws {
        let analysis = try HARFixture.analyze(Self.chrome)
        #expect(analysis.endpoints.map(\.path) == ["/products"])
        #expect(analysis.dropped.map { "\($0.count) \($0.reason.rawValue)" } == [
            "1 OPTIONS preflight", "2 static asset or image", "1 redirect", "1 no response",
        ])
    }

    @Test func firefoxWithoutSavedBodies() throws {
        let analysis = try HARFixture.analyze(Self.firefox)
        #expect(analysis.endpoints.map(\.path) == ["/orders/{orderID}"])
        #expect(analysis.dropped.map(\.reason) == [.noBody])
    }

    @Test func charlesBase64AndBodies() throws {
        let analysis = try HARFixture.analyze(Self.charles)
        let endpoint = try #require(analysis.endpoints.first)
        #expect(endpoint.name == "CreateLogin")
        #expect(SampleFiles.files(for: analysis.endpoints, redact: false).map { String(decoding: $0.bytes(), as: UTF8.self) } == ["{\n  \"userID\": 7,\n  \"ok\": true\n}\n"])
        #expect(endpoint.params == [.init(key: "user", type: "String")])
        #expect(analysis.credentialKeys == ["password"])
    }

    @Test func proxymanTextPlainJSON() throws {
        let analysis = try HARFixture.analyze(Self.proxyman)
        #expect(analysis.endpoints.map(\.name) == ["Banners"])
    }

    @Test func mitmproxyBase64AndErrorStatus() throws {
        let analysis = try HARFixture.analyze(Self.mitmproxy)
        #expect(analysis.endpoints.map { "\($0.method) \($0.path)" } == ["GET /categories"])
        #expect(analysis.dropped.isEmpty)
        #expect(analysis.errorResponses.map { "\($0.method) \($0.path) \($0.folder) \($0.statusText)" } == ["GET /categories/{categoryID} errors/category 404"])
    }

    @Test func severalHostsNeedAChoice() throws {
        let text = HARFixture.har([
            HARFixture.entry("GET", "https://api.one.test/a"),
            HARFixture.entry("GET", "https://api.two.test/b"),
            HARFixture.entry("GET", "https://api.two.test/c"),
            HARFixture.entry("GET", "https://cdn.test/logo.png", mimeType: "image/png"),
        ])
        let entries = try HARReader.read(Array(text.utf8), path: "capture.har")
        guard case .failure(let choice) = CaptureImport.analyze(entries, options: ImportOptions()) else {
            Issue.record("expected a host choice")
            return
        }
        #expect(choice.hosts.map { "\($0.host) \($0.requests)" } == ["api.two.test 2", "api.one.test 1"])
        let chosen = try HARFixture.analyze(text, options: ImportOptions(hosts: ["API.ONE.test"]))
        #expect(chosen.endpoints.map(\.path) == ["/a"])
        #expect(chosen.dropped.map { "\($0.count) \($0.reason.rawValue)" } == ["1 static asset or image", "2 another host"])
    }
}
