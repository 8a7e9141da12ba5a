// Mirrors RxMoya of Moya 15.0.3 (github.com/Moya/Moya, tag 15.0.3, Sources/RxMoya/): the
// declarations the rxswift templates use. CocoaPods builds RxMoya into the Moya module (the
// Moya/RxSwift subspec); SwiftPM builds it as this module, which the templates import when it
// exists. Bodies only satisfy the compiler; StubSymbolTests lists every declaration.
import Foundation
import Moya
import RxSwift

// MoyaProvider+Rx.swift
extension MoyaProvider: ReactiveCompatible {}

extension Reactive where Base: MoyaProviderType {
    public func request(_ token: Base.Target, callbackQueue: DispatchQueue? = nil) -> Single<Response> {
        Observable.empty().asSingle()
    }
}

// Single+Response.swift
extension PrimitiveSequence where Trait == SingleTrait, Element == Response {
    public func map<D: Decodable>(_ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(), failsOnEmptyData: Bool = true) -> Single<D> {
        map { response in try decoder.decode(D.self, from: response.data) }
    }
}
