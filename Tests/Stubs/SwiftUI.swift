// Mirrors SwiftUI as Apple's documentation declares it (developer.apple.com/documentation/swiftui,
// the iOS 26 SDK): the declarations the swiftui templates use, each with the iOS version it
// needs. `View` isolates only `body` to the main actor, as the iOS 17 SDK declares it (checked
// with ../shared/ios-sdk/typecheck.sh; iOS 18's SDK makes the whole protocol `@MainActor`), so
// code that compiles against the stub compiles with both. Bodies only satisfy the compiler;
// nothing here runs.
@_exported import Foundation
@_exported import Observation

// MARK: View fundamentals

/// iOS 13. As the iOS 17 SDK declares it, only `body` is isolated to the main actor (iOS 18's
/// `View` is `@MainActor` whole): a view's other members are nonisolated unless the view says so.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// iOS 13.
@frozen public struct EmptyView: View {
    public nonisolated init() {}
    public var body: Never { fatalError() }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// iOS 13.
@frozen public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// iOS 13.
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// iOS 13 (the parameter-pack `buildBlock` iOS 17).
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }
}

/// A view with a modifier applied; stands for the `some View` the modifiers below return.
@frozen public struct ModifiedView: View {
    public var body: Never { fatalError() }
}

// MARK: State

/// iOS 13.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

/// iOS 13.
public protocol DynamicProperty {}

/// iOS 13.
@frozen @dynamicMemberLookup public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// MARK: Text and images

/// iOS 13.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
    }
}

/// iOS 13.
@frozen public struct Text: View, Equatable {
    public init<S>(_ content: S) where S: StringProtocol {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public func font(_ font: Font?) -> Text { self }
    public var body: Never { fatalError() }
}

/// iOS 13.
public struct Font: Hashable, Sendable {
    public static let title2 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let caption = Font()
}

/// iOS 13.
@frozen public struct Image: View, Equatable {
    public init(systemName: String) {}
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    public enum ResizingMode: Sendable {
        case tile
        case stretch
    }
    public var body: Never { fatalError() }
}

/// iOS 13.
@frozen public struct EdgeInsets: Equatable {
    public init() {}
}

/// iOS 15.
@MainActor @preconcurrency public struct AsyncImage<Content>: View where Content: View {
    public init<I, P>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I: View, P: View {}
    public var body: Never { fatalError() }
}

/// iOS 14.
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

// MARK: Controls and containers

/// iOS 13.
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

/// iOS 14.
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
}

/// iOS 17.
public struct ContentUnavailableView<Label, Description, Actions>: View where Label: View, Description: View, Actions: View {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public nonisolated init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}

/// iOS 13.
@frozen public struct HStack<Content>: View where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// iOS 13.
@frozen public struct VStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// iOS 13.
@frozen public struct HorizontalAlignment: Equatable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

/// iOS 13.
@frozen public struct VerticalAlignment: Equatable {
    public static let center = VerticalAlignment()
}

/// iOS 13.
@frozen public struct Alignment: Equatable {
    public static let center = Alignment()
}

/// iOS 13.
@frozen public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

/// iOS 13.
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
}

/// iOS 13.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
    public var body: Never { fatalError() }
}

/// iOS 13.
public struct Form<Content>: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// iOS 13.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// iOS 16.
public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label == Text, Content == Text {
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {}
    public var body: Never { fatalError() }
}

// MARK: Navigation

/// iOS 16.
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {}
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}

/// iOS 16.
public struct NavigationPath {}

/// iOS 13.
@MainActor @preconcurrency public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
    /// iOS 16.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}
}

// MARK: Styles

/// iOS 15.
public protocol ShapeStyle: Sendable {}

/// iOS 15.
@frozen public enum HierarchicalShapeStyle: ShapeStyle {
    case secondaryStyle
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { .secondaryStyle }
}

// MARK: Modifiers

extension View {
    /// iOS 13.
    public nonisolated func font(_ font: Font?) -> ModifiedView { ModifiedView() }

    /// iOS 15.
    public nonisolated func foregroundStyle<S>(_ style: S) -> ModifiedView where S: ShapeStyle { ModifiedView() }

    /// iOS 13.
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView { ModifiedView() }

    /// iOS 13.
    public nonisolated func clipped(antialiased: Bool = false) -> ModifiedView { ModifiedView() }

    /// iOS 13.
    public nonisolated func scaledToFill() -> ModifiedView { ModifiedView() }

    /// iOS 15.
    public nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView where V: View { ModifiedView() }

    /// iOS 14.
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView { ModifiedView() }

    /// iOS 16.
    public nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedView where D: Hashable, C: View { ModifiedView() }

    /// iOS 14.
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> ModifiedView { ModifiedView() }

    /// iOS 15.
    public nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> ModifiedView { ModifiedView() }

    /// iOS 15.
    public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedView { ModifiedView() }
}
