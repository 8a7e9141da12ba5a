import Foundation
import RxSwift

/// Stands in for the generated Api layer: every request waits until the scenario answers or
/// fails it, and the log says what was sent and what was cancelled.
final class ScriptedServer<Value> {
    private(set) var log: [String] = []
    private var waiting: [Int: (SingleEvent<Value>) -> Void] = [:]

    func request(_ description: String) -> Single<Value> {
        Single.create { single in
            let index = self.log.count
            self.log.append(description)
            self.waiting[index] = single
            return Disposables.create {
                if self.waiting.removeValue(forKey: index) != nil {
                    self.log[index] += " (cancelled)"
                }
            }
        }
    }

    func answer(_ index: Int, with value: Value) {
        waiting.removeValue(forKey: index)?(.success(value))
    }

    /// Answers the request sent last, if it still waits.
    func answerLast(with value: Value) {
        answer(log.count - 1, with: value)
    }

    func fail(_ index: Int) {
        waiting.removeValue(forKey: index)?(.failure(ScriptedFailure()))
    }
}

struct ScriptedFailure: Error {}

/// Jacob's `GET /products` list.
public struct HomeAPI {
    let server: ScriptedServer<Home>

    public func request(page: Int, pageSize: Int) -> Single<Home> {
        server.request("page \(page)")
    }
}

/// Shop's `POST /v2/cart/items`.
public struct AddToCartAPI {
    let server: ScriptedServer<AddToCart>

    public func request(productID: Int, quantity: Int) -> Single<AddToCart> {
        server.request("add \(productID) x\(quantity)")
    }
}
