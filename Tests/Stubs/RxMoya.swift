// The RxMoya declarations the rxswift templates use, with Moya 15.0's signatures. CocoaPods
// builds RxMoya into the Moya module (the Moya/RxSwift subspec); SwiftPM builds it as this
// module, which the templates import when it exists.
import Foundation
import Moya
import RxSwift

extension MoyaProvider: ReactiveCompatible {}

extension Reactive where Base: MoyaProviderType {
    public func request(_ token: Base.Target, callbackQueue: DispatchQueue? = nil) -> Single<Response> {
        Observable.empty().asSingle()
    }
}

extension PrimitiveSequence where Trait == SingleTrait, Element == Response {
    public func filterSuccessfulStatusCodes() -> Single<Element> {
        self
    }

    public func map<D: Decodable>(
        _ type: D.Type,
        atKeyPath keyPath: String? = nil,
        using decoder: JSONDecoder = JSONDecoder(),
        failsOnEmptyData: Bool = true
    ) -> Single<D> {
        map { response in try decoder.decode(D.self, from: response.data) }
    }
}
