/// A HAR capture of an app's API traffic, the same bytes for the same seed: 5,000 entries
/// across list, detail and nested endpoints with ids, query strings, POST bodies, headers
/// with credentials, and preflights and images to drop, each response about 10 KB of JSON.
struct Capture {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private mutating func number(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    private static let words = ["trail", "city", "summit", "river", "stone", "cloud", "ember", "harbor", "maple", "north"]

    private mutating func word() -> String {
        Self.words[number(0..<Self.words.count)]
    }

    /// A response body: a page of products, about `bytes` long.
    private mutating func products(bytes: Int) -> String {
        var items: [String] = []
        var length = 0
        while length < bytes {
            let item = #"{"id":\#(number(1..<100_000)),"name":"\#(word()) \#(word())","price":\#(number(100..<20_000)).\#(number(10..<99)),"inStock":\#(number(0..<2) == 1),"tags":["\#(word())","\#(word())"],"seller":{"id":\#(number(1..<500)),"name":"\#(word())","rating":4.\#(number(0..<9))},"description":"\#((0..<12).map { _ in word() }.joined(separator: " "))"}"#
            length += item.utf8.count + 1
            items.append(item)
        }
        return #"{"page":\#(number(1..<50)),"total":\#(number(100..<5000)),"items":[\#(items.joined(separator: ","))]}"#
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private mutating func entry(_ index: Int) -> String {
        let host = "https://api.bench.example/api/v2"
        var method = "GET"
        var url: String
        var mime = "application/json"
        var body: String? = nil
        var post = ""
        switch index % 10 {
        case 0: url = "\(host)/products?page=\(number(1..<50))&per_page=20&sort=\(word())"
        case 1: url = "\(host)/products/\(number(1..<100_000))"
        case 2: url = "\(host)/users/\(number(1..<1000))/orders?status=\(word())"
        case 3: url = "\(host)/categories/\(word())-\(number(1..<99))/products"
        case 4:
            method = "POST"
            url = "\(host)/cart/items"
            post = #", "postData": {"mimeType": "application/json", "text": \#(Self.quoted(#"{"productID":\#(number(1..<100_000)),"quantity":\#(number(1..<5))}"#))}"#
        case 5: url = "\(host)/search?q=\(word())&limit=\(number(10..<50))"
        case 6: url = "\(host)/stores/\(number(1..<200))/reviews/\(number(1..<10_000))"
        case 7:
            method = "OPTIONS"
            url = "\(host)/cart/items"
            mime = "x-unknown"
        case 8:
            url = "https://img.bench.example/\(number(1..<100_000)).jpg"
            mime = "image/jpeg"
        default: url = "\(host)/feed?cursor=\(number(1..<1_000_000))"
        }
        if mime == "application/json" {
            body = products(bytes: 11_500)
        }
        let text = body.map { #", "text": \#(Self.quoted($0))"# } ?? ""
        return """
            {"_resourceType": "fetch", "startedDateTime": "2024-05-01T10:00:00.000Z", "time": \(number(5..<500)), \
        "request": {"method": "\(method)", "url": "\(url)", "httpVersion": "http/2.0", "headers": [{"name": "Authorization", "value": "Bearer BENCH-SECRET"}], \
        "queryString": [], "cookies": [], "headersSize": -1, "bodySize": -1\(post)}, \
        "response": {"status": \(method == "OPTIONS" ? 204 : 200), "statusText": "", "httpVersion": "http/2.0", "headers": [], "cookies": [], \
        "content": {"size": \(body?.utf8.count ?? 0), "mimeType": "\(mime)"\(text)}, "redirectURL": "", "headersSize": -1, "bodySize": -1}, \
        "cache": {}, "timings": {"blocked": -1, "dns": -1, "ssl": -1, "connect": -1, "send": 0.1, "wait": 20, "receive": 1.5}}
        """
    }

    mutating func har(entries: Int) -> String {
        let items = (0..<entries).map { entry($0) }
        return #"{"log": {"version": "1.2", "creator": {"name": "ImportBenchmark", "version": "1"}, "entries": [\#n"# + items.joined(separator: ",\n") + "\n]}}\n"
    }
}
