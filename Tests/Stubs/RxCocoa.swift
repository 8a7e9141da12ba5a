// Mirrors RxCocoa 6.10.2 (github.com/ReactiveX/RxSwift, tag 6.10.2, RxCocoa/): the
// declarations the rxswift templates use, each signature as the file named above it declares
// it. Bodies only satisfy the compiler; StubSymbolTests lists every declaration.
// RxCocoa/RxCocoa.swift: importing RxCocoa also imports RxRelay.
@_exported import RxRelay
import RxSwift
import UIKit

// RxCocoa/Traits/SharedSequence/SharedSequence.swift
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>

    public func asObservable() -> Observable<Element> {
        source
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

public protocol SharingStrategyProtocol {
    static var scheduler: SchedulerType { get }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequence {
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source: Observable.empty())
    }
}

// RxCocoa/Traits/SharedSequence/SharedSequence+Operators.swift
extension SharedSequenceConvertibleType {
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(source: asObservable().map(selector))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    public func distinctUntilChanged()
        -> SharedSequence<SharingStrategy, Element> {
        asSharedSequence()
    }
}

// RxCocoa/Traits/Driver/Driver.swift
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { MainScheduler() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source
    }
}

// RxCocoa/Traits/Signal/Signal.swift
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { MainScheduler() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source
    }
}

// RxCocoa/Traits/Driver/ObservableConvertibleType+Driver.swift
extension ObservableConvertibleType {
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        onErrorDriveWith
    }
}

// RxCocoa/Traits/Signal/ObservableConvertibleType+Signal.swift
extension ObservableConvertibleType {
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        onErrorSignalWith
    }
}

// RxCocoa/Traits/Driver/BehaviorRelay+Driver.swift
extension BehaviorRelay {
    public func asDriver() -> Driver<Element> {
        Driver(source: asObservable())
    }
}

// RxCocoa/Traits/Signal/PublishRelay+Signal.swift
extension PublishRelay {
    public func asSignal() -> Signal<Element> {
        Signal(source: asObservable())
    }
}

// RxCocoa/Traits/Driver/Driver+Subscription.swift
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe()
    }

    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().subscribe()
    }

    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe()
    }

    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribe()
    }

    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }

    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe()
    }
}

// RxCocoa/Traits/Signal/Signal+Subscription.swift
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe()
    }
}

// RxCocoa/Traits/ControlEvent.swift
public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}

public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.asObservable()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        events
    }

    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}

// RxCocoa/iOS/Events/ItemEvents.swift
public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)

// RxCocoa/iOS/UIControl+Rx.swift
extension Reactive where Base: UIControl {
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(events: Observable<Void>.empty())
    }
}

// RxCocoa/iOS/UITableView+Rx.swift
extension Reactive where Base: UITableView {
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>
    (cellIdentifier: String, cellType _: Cell.Type = Cell.self)
        -> (_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
        -> Disposable
        where Source.Element == Sequence {
        { source in { _ in source.subscribe() } }
    }

    public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
        ControlEvent(events: Observable<WillDisplayCellEvent>.empty())
    }

    public func modelSelected<T>(_: T.Type) -> ControlEvent<T> {
        ControlEvent(events: Observable<T>.empty())
    }
}

// RxCocoa/iOS/UIRefreshControl+Rx.swift
extension Reactive where Base: UIRefreshControl {
    public var isRefreshing: Binder<Bool> {
        Binder(base) { _, _ in }
    }
}

// RxCocoa/iOS/UIActivityIndicatorView+Rx.swift
extension Reactive where Base: UIActivityIndicatorView {
    public var isAnimating: Binder<Bool> {
        Binder(base) { _, _ in }
    }
}
