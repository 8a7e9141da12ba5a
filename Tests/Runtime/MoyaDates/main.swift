import Foundation

// Jacob's Product with Date params in each format of `dates:`, one of them sent in a header,
// through its rxswift target: the query parameters Alamofire's URLEncoding receives and the
// target's headers, with every date given, then with the optional ones nil. The default time
// zone is UTC+14, where 23:30 UTC on May 1 is already May 2: a pattern must be written in UTC.
NSTimeZone.default = TimeZone(identifier: "Pacific/Kiritimati")!

let late = Date(timeIntervalSince1970: 1_714_606_200)
let days = [Date(timeIntervalSince1970: 1_714_435_200), late]
let requests: [JacobAPI.Request] = [
    .product(id: "7", since: late, days: days, at: late, stamp: late, until: late, day: late),
    .product(id: "7", since: late, days: nil, at: nil, stamp: nil, until: nil, day: late),
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
