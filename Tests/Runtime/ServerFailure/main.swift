import Foundation
import Moya

// Shop's AddToCart `ServerFailure` made from each error Moya 15.0.3 fails a request with:
// `mapPayload`'s `.statusCode`, the `.underlying` of a stubbed provider's validation
// (MoyaProvider+Internal.swift) and of a network answer's (`convertResponseToResult`), and
// errors that carry no answer outside 200–299.

struct NetworkValidationFailure: Error {}

func describe(_ name: String, _ error: Error) {
    switch ServerFailure<AddToCartError>(error) {
    case .decoded(let statusCode, let body)?:
        print("\(name): decoded \(statusCode), \(body.error), available \(body.available)")
    case .undecoded(let statusCode, let body)?:
        print("\(name): undecoded \(statusCode), \(String(decoding: body, as: UTF8.self))")
    case nil:
        print("\(name): not a ServerFailure")
    }
}

let cartError = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let conflict = Response(statusCode: 409, data: cartError)
let badGateway = Response(statusCode: 502, data: Data("Bad Gateway".utf8))
describe("statusCode 409", MoyaError.statusCode(conflict))
describe("stub validation 409", MoyaError.underlying(MoyaError.statusCode(conflict), conflict))
describe("network validation 502", MoyaError.underlying(NetworkValidationFailure(), badGateway))
describe("no answer", MoyaError.underlying(NetworkValidationFailure(), nil))
describe("mapping a 200", MoyaError.jsonMapping(Response(statusCode: 200, data: cartError)))
describe("other error", NetworkValidationFailure())
