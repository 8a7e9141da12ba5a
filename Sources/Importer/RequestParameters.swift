import Inputs
import JSONReader

/// An endpoint's `params:` and `list:` from what its requests sent: the query of GET, DELETE
/// and HEAD, the JSON or form body of the other methods (as `gen module` sends them).
/// Credentials are left out, and keys with a control character (a percent-decoded line feed,
/// tab or NEL), which gen.yml cannot hold; a key some requests lacked is optional; texts that
/// are all dates written one way make a `Date` param with that format (`DateTexts`).
enum RequestParameters {
    static let pageKeys = ["page", "page_number", "pageNumber", "current_page", "currentPage", "pageNo", "page_no"]
    static let sizeKeys = ["per_page", "perPage", "page_size", "pageSize", "size", "limit", "count"]
    static let otherPagingKeys = ["offset", "cursor", "after", "before", "since_id", "max_id", "starting_after", "next_token"]

    struct Result {
        var params: [ImportedEndpoint.Param] = []
        var list: ImportedEndpoint.Paging?
        var unsupportedKeys: [String] = []
        var credentialKeys: [String] = []
        var controlKeys: [String] = []
    }

    static func infer(method: String, exchanges: [JSONExchange], payloads: [JSONValue]) -> Result {
        let sendsQuery = ManifestKeys.queryMethods.contains(method)
        let requests: [[(key: String, value: Sent)]] = exchanges.map { exchange in
            sendsQuery ? exchange.url.query.map { ($0.key, Sent.text($0.value)) } : bodyMembers(exchange.entry)
        }
        var keys: [String] = []
        for request in requests {
            for (key, _) in request where !keys.contains(key) {
                keys.append(key)
            }
        }
        var result = Result()
        result.credentialKeys = keys.filter(Credentials.isCredentialKey)
        keys.removeAll(where: Credentials.isCredentialKey)
        let holdsControl = { (key: String) in key.unicodeScalars.contains(where: YAMLScalars.isControl) }
        result.controlKeys = keys.filter(holdsControl)
        keys.removeAll(where: holdsControl)
        if sendsQuery, let page = pageKeys.first(where: keys.contains), let size = sizeKeys.first(where: keys.contains) {
            result.list = paging(page: page, size: size, requests: requests, payloads: payloads)
            if result.list != nil {
                keys.removeAll { $0 == page || $0 == size }
            }
        }
        for key in keys {
            let sent = requests.map { request in request.filter { $0.key == key }.map(\.value) }
            let present = sent.filter { !$0.isEmpty }
            let repeated = present.contains { $0.count > 1 }
            let values = present.flatMap { $0 }
            let dateFormat = dateFormat(of: values)
            guard var type = dateFormat == nil ? type(of: values) : "Date" else {
                result.unsupportedKeys.append(key)
                continue
            }
            if repeated { type = "[\(type)]" }
            if otherPagingKeys.contains(key) || present.count < requests.count || present.flatMap({ $0 }).contains(where: \.isNull) {
                type += "?"
            }
            result.params.append(ImportedEndpoint.Param(key: key, type: type, dateFormat: dateFormat))
        }
        return result
    }

    enum Sent {
        case text(String)
        case json(JSONValue)

        var isNull: Bool {
            if case .json(let value) = self, case .null = value.kind { return true }
            return false
        }
    }

    private static func type(of values: [Sent]) -> String? {
        var texts: [String] = []
        var json: [JSONValue] = []
        for value in values {
            switch value {
            case .text(let text): texts.append(text)
            case .json(let value): json.append(value)
            }
        }
        return json.isEmpty ? ValueTypes.textType(texts) : ValueTypes.jsonType(json)
    }

    /// The format of values sent as text (a query's, a form's) that are all dates written one
    /// way; nil for JSON values, whose strings stay `String`.
    private static func dateFormat(of values: [Sent]) -> ParamDateFormat? {
        var texts: [String] = []
        for value in values {
            guard case .text(let text) = value else { return nil }
            texts.append(text)
        }
        return DateTexts.format(texts)
    }

    /// The top-level members of a JSON object body, or the pairs of a form body.
    private static func bodyMembers(_ entry: HAREntry) -> [(key: String, value: Sent)] {
        guard let body = entry.requestBody else { return [] }
        let mime = entry.requestBodyMimeType?.lowercased() ?? ""
        if mime.contains("x-www-form-urlencoded"), let url = RequestURL("http://form/?" + body) {
            return url.query.map { ($0.key, Sent.text($0.value)) }
        }
        guard let document = try? JSONReader.read(body, path: "request body"), case .object(let members) = document.value.kind else { return [] }
        return members.map { ($0.key, Sent.json($0.value)) }
    }

    /// Page-number paging, when the payload holds an array of items to page; the largest
    /// size asked for is the page size.
    private static func paging(page: String, size: String, requests: [[(key: String, value: Sent)]], payloads: [JSONValue]) -> ImportedEndpoint.Paging? {
        guard let payload = payloads.first else { return nil }
        var items: String?
        switch payload.kind {
        case .array: items = nil
        case .object(let members):
            guard let array = members.first(where: { if case .array = $0.value.kind { return true } else { return false } }) else { return nil }
            // The first array is also the one `list:` finds without `items`, which gen.yml
            // could not hold with a control character in it.
            items = array.key.unicodeScalars.contains(where: YAMLScalars.isControl) ? nil : array.key
        default: return nil
        }
        func integers(_ key: String) -> [Int] {
            requests.flatMap { request in request.filter { $0.key == key }.compactMap { if case .text(let text) = $0.value { return Int(text) } else { return nil } } }
        }
        let first = integers(page).min() == 0 ? 0 : 1
        let pageSize = integers(size).max() ?? 20
        return ImportedEndpoint.Paging(page: page, size: size, first: first, pageSize: pageSize, items: items)
    }
}
