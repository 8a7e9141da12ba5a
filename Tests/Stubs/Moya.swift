// Mirrors Moya 15.0.3 (github.com/Moya/Moya, tag 15.0.3, Sources/Moya/): the declarations the
// rxswift templates use, each signature as the file named above it declares it. Bodies only
// satisfy the compiler; StubSymbolTests lists every declaration. `Task` lists only the cases
// whose values are Foundation types; the multipart and download cases are left out.
import Alamofire
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Moya+Alamofire.swift
public typealias Method = Alamofire.HTTPMethod

public typealias ParameterEncoding = Alamofire.ParameterEncoding
public typealias JSONEncoding = Alamofire.JSONEncoding
public typealias URLEncoding = Alamofire.URLEncoding

// TargetType.swift
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

// ValidationType.swift
public enum ValidationType {
    case none

    case successCodes

    case successAndRedirectCodes

    case customCodes([Int])
}

// Task.swift
public enum Task {
    case requestPlain

    case requestData(Data)

    case requestJSONEncodable(Encodable)

    case requestCustomJSONEncodable(Encodable, encoder: JSONEncoder)

    case requestParameters(parameters: [String: Any], encoding: ParameterEncoding)

    case requestCompositeData(bodyData: Data, urlParameters: [String: Any])

    case requestCompositeParameters(bodyParameters: [String: Any], bodyEncoding: ParameterEncoding, urlParameters: [String: Any])

    case uploadFile(URL)
}

// Response.swift
public final class Response: CustomDebugStringConvertible, Equatable {
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

    public var debugDescription: String {
        "Status Code: \(statusCode), Data Length: \(data.count)"
    }

    public static func == (lhs: Response, rhs: Response) -> Bool {
        lhs.statusCode == rhs.statusCode && lhs.data == rhs.data
    }
}

// MoyaError.swift
public enum MoyaError: Swift.Error {
    case imageMapping(Response)

    case jsonMapping(Response)

    case stringMapping(Response)

    case objectMapping(Swift.Error, Response)

    case encodableMapping(Swift.Error)

    case statusCode(Response)

    case underlying(Swift.Error, Response?)

    case requestMapping(String)

    case parameterEncoding(Swift.Error)
}

extension MoyaError {
    public var response: Moya.Response? {
        switch self {
        case .imageMapping(let response): return response
        case .jsonMapping(let response): return response
        case .stringMapping(let response): return response
        case .objectMapping(_, let response): return response
        case .encodableMapping: return nil
        case .statusCode(let response): return response
        case .underlying(_, let response): return response
        case .requestMapping: return nil
        case .parameterEncoding: return nil
        }
    }
}

// Cancellable.swift
public protocol Cancellable {
    var isCancelled: Bool { get }

    func cancel()
}

// MoyaProvider.swift
public typealias Completion = (_ result: Result<Moya.Response, MoyaError>) -> Void

public typealias ProgressBlock = (_ progress: ProgressResponse) -> Void

public struct ProgressResponse {
    public let response: Response?
}

public protocol MoyaProviderType: AnyObject {
    associatedtype Target: TargetType

    func request(_ target: Target, callbackQueue: DispatchQueue?, progress: Moya.ProgressBlock?, completion: @escaping Moya.Completion) -> Cancellable
}

open class MoyaProvider<Target: TargetType>: MoyaProviderType {
    @discardableResult
    open func request(_ target: Target,
                      callbackQueue: DispatchQueue? = .none,
                      progress: ProgressBlock? = .none,
                      completion: @escaping Completion) -> Cancellable {
        StubCancellable()
    }
}

struct StubCancellable: Cancellable {
    var isCancelled: Bool { false }

    func cancel() {}
}

// Plugins/AccessTokenPlugin.swift
public protocol AccessTokenAuthorizable {
    var authorizationType: AuthorizationType? { get }
}

public enum AuthorizationType {
    case basic
    case bearer
    case custom(String)
}
