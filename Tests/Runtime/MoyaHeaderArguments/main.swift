import Foundation

// Jacob's Product with `arrays: comma` and `headers: { Accept-Language: "{locale}" }`,
// through its rxswift target: the query parameters Alamofire's URLEncoding receives and the
// target's headers, with the arrays and the locale given, then without them.
let ids = [UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!]
let requests: [JacobAPI.Request] = [
    .product(id: "7", sizes: [38, 39], ids: ids, locale: "de-CH", q: "a b"),
    .product(id: "7", sizes: nil, ids: [], locale: nil, q: "a b"),
]
for request in requests {
    let target = JacobAPI(baseURL: URL(string: "https://example.invalid")!, request: request)
    guard case .requestParameters(let parameters, _) = target.task else {
        fatalError("expected query parameters, found \(target.task)")
    }
    for key in parameters.keys.sorted() {
        print(key, parameters[key]!)
    }
    for (name, value) in (target.headers ?? [:]).sorted(by: { $0.key < $1.key }) {
        print("  \(name): \(value)")
    }
}
