// Mirrors RxSwift 6.10.2 (github.com/ReactiveX/RxSwift, tag 6.10.2): the declarations the
// rxswift templates use, each signature as the file named above it declares it. Bodies only
// satisfy the compiler; StubSymbolTests lists every declaration.
import Foundation

// RxSwift/Disposable.swift
public protocol Disposable {
    func dispose()
}

// RxSwift/Disposables/DisposeBase.swift
public class DisposeBase {
    init() {}
}

// RxSwift/Disposables/DisposeBag.swift
extension Disposable {
    public func disposed(by bag: DisposeBag) {}
}

public final class DisposeBag: DisposeBase {
    override public init() {}
}

// RxSwift/Event.swift
@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

// RxSwift/ObserverType.swift
public protocol ObserverType {
    associatedtype Element

    func on(_ event: Event<Element>)
}

// RxSwift/ObservableConvertibleType.swift
public protocol ObservableConvertibleType {
    associatedtype Element

    func asObservable() -> Observable<Element>
}

// RxSwift/ObservableType.swift
public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable()
    }
}

// RxSwift/Observable.swift
public class Observable<Element>: ObservableType {
    init() {}

    public func subscribe<Observer: ObserverType>(_: Observer) -> Disposable where Observer.Element == Element {
        StubDisposable()
    }

    public func asObservable() -> Observable<Element> { self }
}

struct StubDisposable: Disposable {
    func dispose() {}
}

// RxSwift/ImmediateSchedulerType.swift, SchedulerType.swift: the scheduler `Binder` defaults to.
public protocol ImmediateSchedulerType {}

public protocol SchedulerType: ImmediateSchedulerType {}

// RxSwift/Schedulers/SerialDispatchQueueScheduler.swift
public class SerialDispatchQueueScheduler: SchedulerType {
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {}
}

// RxSwift/Schedulers/MainScheduler.swift
public final class MainScheduler: SerialDispatchQueueScheduler {
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }
}

// RxSwift/Observables/Just.swift, Empty.swift, Merge.swift
extension ObservableType {
    public static func just(_ element: Element) -> Observable<Element> {
        Observable()
    }

    public static func empty() -> Observable<Element> {
        Observable()
    }

    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable()
    }
}

// RxSwift/Observables/Map.swift, CompactMap.swift, Filter.swift
extension ObservableType {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result)
        -> Observable<Result> {
        Observable()
    }

    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
        -> Observable<Result> {
        Observable()
    }

    public func filter(_ predicate: @escaping (Element) throws -> Bool)
        -> Observable<Element> {
        Observable()
    }
}

// RxSwift/Observables/Switch.swift, Merge.swift
extension ObservableType {
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> {
        Observable()
    }

    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> {
        Observable()
    }
}

// RxSwift/Observables/WithLatestFrom.swift
extension ObservableType {
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType) -> Observable<ResultType> {
        Observable()
    }

    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        Observable()
    }
}

// RxSwift/Observables/Do.swift
extension ObservableType {
    public func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil, onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil)
        -> Observable<Element> {
        Observable()
    }
}

// RxSwift/Observables/Catch.swift
extension ObservableType {
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element> {
        Observable()
    }
}

// RxSwift/ObservableType+Extensions.swift
extension ObservableType {
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        StubDisposable()
    }

    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        StubDisposable()
    }
}

// RxSwift/Binder.swift
public struct Binder<Value>: ObserverType {
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {}

    public func on(_ event: Event<Value>) {}
}

// RxSwift/Traits/PrimitiveSequence/PrimitiveSequence.swift
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>
}

extension PrimitiveSequence: ObservableConvertibleType {
    public func asObservable() -> Observable<Element> {
        source
    }
}

// RxSwift/Traits/PrimitiveSequence/ObservableType+PrimitiveSequence.swift
extension ObservableType {
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(source: asObservable())
    }
}

// RxSwift/Traits/PrimitiveSequence/Single.swift
public enum SingleTrait {}

public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

extension PrimitiveSequenceType where Trait == SingleTrait {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result)
        -> Single<Result> {
        Single(source: Observable())
    }
}

// RxSwift/Traits/PrimitiveSequence/PrimitiveSequence.swift
public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element

    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

// RxSwift/Reactive.swift
@dynamicMemberLookup
public struct Reactive<Base> {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(self.base) { _, _ in }
    }
}

public protocol ReactiveCompatible {
    associatedtype ReactiveBase

    static var rx: Reactive<ReactiveBase>.Type { get set }

    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
