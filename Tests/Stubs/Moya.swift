// The Moya declarations the rxswift templates use, with Moya 15.0's signatures. Moya takes
// `Method`, `ParameterEncoding`, `URLEncoding` and `JSONEncoding` from Alamofire 5 as
// type aliases; they are declared here, with Alamofire 5.4's signatures, so one stub serves.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

public struct HTTPMethod: RawRepresentable, Equatable, Hashable {
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let get = HTTPMethod(rawValue: "GET")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")

    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

public typealias Method = HTTPMethod

public typealias Parameters = [String: Any]

public protocol URLRequestConvertible {
    func asURLRequest() throws -> URLRequest
}

public protocol ParameterEncoding {
    func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest
}

public struct URLEncoding: ParameterEncoding {
    public static var `default`: URLEncoding { URLEncoding() }

    public static var queryString: URLEncoding { URLEncoding() }

    public func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try urlRequest.asURLRequest()
    }
}

public struct JSONEncoding: ParameterEncoding {
    public static var `default`: JSONEncoding { JSONEncoding() }

    public func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try urlRequest.asURLRequest()
    }
}

public enum Task {
    case requestPlain
    case requestData(Data)
    case requestJSONEncodable(Encodable)
    case requestParameters(parameters: [String: Any], encoding: ParameterEncoding)
}

public enum ValidationType {
    case none
    case successCodes
    case successAndRedirectCodes
    case customCodes([Int])
}

public protocol TargetType {
    var baseURL: URL { get }
    var path: String { get }
    var method: Moya.Method { get }
    var sampleData: Data { get }
    var task: Task { get }
    var validationType: ValidationType { get }
    var headers: [String: String]? { get }
}

extension TargetType {
    public var validationType: ValidationType { .none }

    public var sampleData: Data { Data() }
}

public final class Response {
    public let statusCode: Int
    public let data: Data
    public let request: URLRequest?
    public let response: HTTPURLResponse?

    public init(statusCode: Int, data: Data, request: URLRequest? = nil, response: HTTPURLResponse? = nil) {
        self.statusCode = statusCode
        self.data = data
        self.request = request
        self.response = response
    }
}

public enum MoyaError: Swift.Error {
    case statusCode(Response)
    case objectMapping(Swift.Error, Response)
    case underlying(Swift.Error, Response?)
}

public protocol Cancellable {
    var isCancelled: Bool { get }

    func cancel()
}

public struct ProgressResponse {
    public let response: Response?
}

public typealias ProgressBlock = (_ progress: ProgressResponse) -> Void

public typealias Completion = (_ result: Result<Response, MoyaError>) -> Void

public protocol MoyaProviderType: AnyObject {
    associatedtype Target: TargetType

    func request(_ target: Target, callbackQueue: DispatchQueue?, progress: ProgressBlock?, completion: @escaping Completion) -> Cancellable
}

open class MoyaProvider<Target: TargetType>: MoyaProviderType {
    public init() {}

    @discardableResult
    open func request(_ target: Target, callbackQueue: DispatchQueue? = .none, progress: ProgressBlock? = .none, completion: @escaping Completion) -> Cancellable {
        StubCancellable()
    }
}

struct StubCancellable: Cancellable {
    var isCancelled: Bool { false }

    func cancel() {}
}
