// Mirrors RxRelay 6.10.2 (github.com/ReactiveX/RxSwift, tag 6.10.2, RxRelay/): the
// declarations the rxswift templates use. RxCocoa re-exports this module, as the real RxCocoa
// does. Bodies only satisfy the compiler; StubSymbolTests lists every declaration.
import RxSwift

// RxRelay/BehaviorRelay.swift
public final class BehaviorRelay<Element>: ObservableType {
    private let initial: Element

    public func accept(_ event: Element) {}

    public var value: Element {
        initial
    }

    public init(value: Element) {
        initial = value
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}

// RxRelay/PublishRelay.swift
public final class PublishRelay<Element>: ObservableType {
    public func accept(_ event: Element) {}

    public init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}

// RxRelay/Observable+Bind.swift
extension ObservableType {
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe()
    }
}
