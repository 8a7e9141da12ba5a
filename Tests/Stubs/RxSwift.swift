// The RxSwift declarations the rxswift templates use, with RxSwift 6.5's signatures.
import Foundation

public protocol Disposable {
    func dispose()
}

public final class DisposeBag {
    public init() {}
}

extension Disposable {
    public func disposed(by bag: DisposeBag) {}
}

public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

public protocol ObserverType {
    associatedtype Element

    func on(_ event: Event<Element>)
}

public protocol ObservableConvertibleType {
    associatedtype Element

    func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable()
    }
}

public class Observable<Element>: ObservableType {
    init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        StubDisposable()
    }
}

struct StubDisposable: Disposable {
    func dispose() {}
}

public enum SubjectLifetimeScope {
    case whileConnected
    case forever
}

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

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable()
    }

    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        Observable()
    }

    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable()
    }

    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        Observable()
    }

    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        Observable()
    }

    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        Observable()
    }

    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        Observable()
    }

    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        Observable()
    }

    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        Observable()
    }

    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Observable()
    }

    public func asSingle() -> Single<Element> {
        Single(source: asObservable())
    }

    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Observable()
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

public struct Binder<Value>: ObserverType {
    public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {}

    public func on(_ event: Event<Value>) {}
}

public enum SingleTrait {}

public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>
}

public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

extension PrimitiveSequence: ObservableConvertibleType {
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(source: Observable())
    }
}

public struct Reactive<Base> {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }
}

public protocol ReactiveCompatible {
    associatedtype ReactiveBase

    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
