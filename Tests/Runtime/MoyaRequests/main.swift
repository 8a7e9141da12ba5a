import Foundation

// A UUID, a Date, an optional without a value and an array, through Shop's rxswift target:
// the exact bytes of the JSON body Moya encodes with the target's encoder, and the query
// parameters Alamofire's URLEncoding receives.
let variant = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
let date = Date(timeIntervalSince1970: 1_714_566_600)
let note: String? = nil
let sizes = [38, 39]
let body = RequestParameters.JSONObject(members: ["variant_id": variant, "at": date, "note": note, "sizes": sizes, "gift": true, "path": "a/b"])
print(String(decoding: try RequestParameters.bodyEncoder().encode(body), as: UTF8.self))
let query = RequestParameters.query(["variant_id": variant, "at": date, "note": note, "sizes": sizes, "gift": true])
for key in query.keys.sorted() {
    print(key, query[key]!)
}
