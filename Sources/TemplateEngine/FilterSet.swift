/// A filter applied with `{{ value|name }}` or `{{ value|name:argument, argument }}`.
///
/// Filters must be pure: a filter applied to constants runs once, when the template is
/// compiled.
public struct TemplateFilter: Sendable {
    public typealias Body = @Sendable (TemplateValue, [TemplateValue]) throws(TemplateFilterError) -> TemplateValue

    /// How many arguments the filter accepts; checked when the template is compiled.
    public var argumentCounts: ClosedRange<Int>
    public var body: Body
    /// The most bytes the result can have, for a filter whose result can be far larger than
    /// its input, so the render budget is checked before the result is built.
    var resultSizeBound: (@Sendable (TemplateValue, [TemplateValue]) -> Int)?

    public init(argumentCounts: ClosedRange<Int> = 0...0, _ body: @escaping Body) {
        self.argumentCounts = argumentCounts
        self.body = body
    }

    init(
        argumentCounts: ClosedRange<Int>,
        resultSizeBound: @escaping @Sendable (TemplateValue, [TemplateValue]) -> Int,
        _ body: @escaping Body
    ) {
        self.init(argumentCounts: argumentCounts, body)
        self.resultSizeBound = resultSizeBound
    }
}

/// Why a filter could not apply to its input, such as `needs a list, found a number`; the
/// renderer names the filter and adds the location.
public struct TemplateFilterError: Error, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The filters a template may use, looked up by name when it is compiled.
public struct FilterSet: Sendable {
    /// `default` belongs to the language rather than to a filter set: it is the one filter
    /// that sees a missing variable, and it cannot be replaced.
    public static let defaultFilterName = "default"

    private var filters: [String: TemplateFilter]
    /// True for `builtIn` as the engine ships it: what is compiled with it can be reused by
    /// anything else compiled with it, while a set with filters of its own cannot be compared.
    public private(set) var isBuiltIn = false

    public init(_ filters: [String: TemplateFilter] = [:]) {
        self.filters = filters
    }

    public subscript(name: String) -> TemplateFilter? {
        filters[name]
    }

    public var names: [String] { filters.keys.sorted() }

    /// Adds or replaces a filter.
    public mutating func register(_ name: String, _ filter: TemplateFilter) {
        filters[name] = filter
        isBuiltIn = false
    }

    /// Every filter the engine ships, besides `default`.
    public static let builtIn: FilterSet = {
        var set = FilterSet(
            TextFilters.all
                .merging(SwiftFilters.all) { first, _ in first }
                .merging(InflectionFilters.all) { first, _ in first }
                .merging(CollectionFilters.all) { first, _ in first }
                .merging(StencilSwiftKitFilters.all) { first, _ in first }
        )
        set.isBuiltIn = true
        return set
    }()
}

/// Conversions the built-in filters share.
enum FilterInput {
    /// A string, or a number or boolean spelled as the template would print it.
    static func string(_ value: TemplateValue) throws(TemplateFilterError) -> String {
        guard value != .null, let text = value.printed else {
            throw TemplateFilterError("needs a string, found \(value.kindDescription)")
        }
        return text
    }

    static func list(_ value: TemplateValue) throws(TemplateFilterError) -> [TemplateValue] {
        guard case .array(let items) = value else {
            throw TemplateFilterError("needs a list, found \(value.kindDescription)")
        }
        return items
    }

    static func integer(_ value: TemplateValue, _ what: String) throws(TemplateFilterError) -> Int {
        guard case .int(let number) = value else {
            throw TemplateFilterError("\(what) must be a whole number, found \(value.kindDescription)")
        }
        return number
    }
}
