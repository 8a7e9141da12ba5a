// Mirrors Alamofire 5.12.0 (github.com/Alamofire/Alamofire, tag 5.12.0): the declarations Moya
// re-exports as `Moya.Method`, `ParameterEncoding`, `URLEncoding` and `JSONEncoding`, which the
// rxswift templates use through Moya. Bodies only satisfy the compiler; StubSymbolTests lists
// every declaration.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Source/Core/HTTPMethod.swift
public struct HTTPMethod: RawRepresentable, Equatable, Hashable, Sendable {
    public static let connect = HTTPMethod(rawValue: "CONNECT")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let get = HTTPMethod(rawValue: "GET")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let query = HTTPMethod(rawValue: "QUERY")
    public static let trace = HTTPMethod(rawValue: "TRACE")

    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

// Source/Core/URLConvertible+URLRequestConvertible.swift
public protocol URLRequestConvertible: Sendable {
    func asURLRequest() throws -> URLRequest
}

// Source/Core/ParameterEncoding.swift
public typealias Parameters = [String: any Any & Sendable]

public protocol ParameterEncoding: Sendable {
    func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest
}

public struct URLEncoding: ParameterEncoding {
    public enum Destination: Sendable {
        case methodDependent
        case queryString
        case httpBody
    }

    public enum ArrayEncoding: Sendable {
        case brackets
        case noBrackets
    }

    public enum BoolEncoding: Sendable {
        case numeric
        case literal
    }

    public static var `default`: URLEncoding { URLEncoding() }

    public static var queryString: URLEncoding { URLEncoding() }

    public init(destination: Destination = .methodDependent,
                arrayEncoding: ArrayEncoding = .brackets,
                boolEncoding: BoolEncoding = .numeric) {}

    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try urlRequest.asURLRequest()
    }
}

public struct JSONEncoding: ParameterEncoding {
    public static var `default`: JSONEncoding { JSONEncoding() }

    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try urlRequest.asURLRequest()
    }
}
