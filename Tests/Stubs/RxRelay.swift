// The RxRelay declarations the rxswift templates use, with RxRelay 6.5's signatures.
// RxCocoa re-exports this module, as the real RxCocoa does.
import RxSwift

public final class BehaviorRelay<Element>: ObservableType {
    public var value: Element

    public init(value: Element) {
        self.value = value
    }

    public func accept(_ event: Element) {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}

public final class PublishRelay<Element>: ObservableType {
    public init() {}

    public func accept(_ event: Element) {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}

extension ObservableType {
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe()
    }
}
