// The RxCocoa declarations the rxswift templates use, with RxCocoa 6.5's signatures.
@_exported import RxRelay
import RxSwift
import UIKit

public protocol SharingStrategyProtocol {}

public enum DriverSharingStrategy: SharingStrategyProtocol {}

public enum SignalSharingStrategy: SharingStrategyProtocol {}

public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: ObservableConvertibleType {
    let source: Observable<Element>

    public func asObservable() -> Observable<Element> {
        source
    }

    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source: .empty())
    }

    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source: source.map(selector))
    }
}

public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        onErrorDriveWith
    }
}

extension ObservableConvertibleType {
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        onErrorSignalWith
    }
}

extension BehaviorRelay {
    public func asDriver() -> Driver<Element> {
        Driver(source: asObservable())
    }
}

extension PublishRelay {
    public func asSignal() -> Signal<Element> {
        Signal(source: asObservable())
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        source.subscribe()
    }

    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        source.subscribe()
    }

    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(source)
    }

    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(source)(curriedArgument)
    }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe()
    }
}

public protocol ControlEventType: ObservableType {}

public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}

public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)

extension Reactive where Base: UIControl {
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<()> {
        ControlEvent()
    }
}

extension Reactive where Base: UITableView {
    public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
        ControlEvent()
    }

    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable where Source.Element == Sequence {
        { source in { _ in source.subscribe() } }
    }
}

extension Reactive where Base: UIRefreshControl {
    public var isRefreshing: Binder<Bool> {
        Binder(base) { _, _ in }
    }
}

extension Reactive where Base: UIActivityIndicatorView {
    public var isAnimating: Binder<Bool> {
        Binder(base) { _, _ in }
    }
}

extension Reactive where Base: UILabel {
    public var text: Binder<String?> {
        Binder(base) { _, _ in }
    }
}
