import Foundation

// A UUID, a Date, an optional without a value and an array, through the APIClient.swift of
// the async and swiftui sets: the exact bytes of a JSON body, and the URL of a query.
let variant = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
let date = Date(timeIntervalSince1970: 1_714_566_600)
let note: String? = nil
let sizes = [38, 39]
let body = try APIRequest.jsonBody(["variant_id": variant, "at": date, "note": note, "sizes": sizes, "gift": true, "path": "a/b"])
print(String(decoding: body, as: UTF8.self))
let query = APIRequest.query(["variant_id": variant, "at": date, "note": note, "sizes": sizes, "gift": true, "q": "a b&c"])
let client = URLSessionAPIClient(baseURL: URL(string: "https://example.invalid/api")!)
print(try client.urlRequest(for: APIRequest(method: "GET", path: "/items", query: query)).url!.absoluteString)
