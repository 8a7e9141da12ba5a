/// A filter applied with `{{ value|name:argument }}`.
public struct TemplateFilter: Sendable {
    public typealias Body = @Sendable (TemplateValue, [TemplateValue]) throws(TemplateFilterError) -> TemplateValue

    /// How many arguments the filter accepts; checked when the template is compiled.
    public var argumentCounts: ClosedRange<Int>
    public var body: Body

    public init(argumentCounts: ClosedRange<Int> = 0...0, _ body: @escaping Body) {
        self.argumentCounts = argumentCounts
        self.body = body
    }

    var argumentDescription: String {
        let noun = argumentCounts.upperBound == 1 ? "argument" : "arguments"
        if argumentCounts.lowerBound == argumentCounts.upperBound {
            return argumentCounts.lowerBound == 0 ? "no arguments" : "\(argumentCounts.lowerBound) \(noun)"
        }
        return "\(argumentCounts.lowerBound) to \(argumentCounts.upperBound) \(noun)"
    }
}

/// Why a filter could not apply to its input; the renderer adds the location.
public struct TemplateFilterError: Error, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The filters a template may use, looked up by name when it is compiled.
public struct FilterSet: Sendable {
    private var filters: [String: TemplateFilter]

    public init(_ filters: [String: TemplateFilter]) {
        self.filters = filters
    }

    public subscript(name: String) -> TemplateFilter? {
        filters[name]
    }

    public var names: [String] { filters.keys.sorted() }

    /// Adds or replaces a filter.
    public mutating func register(_ name: String, _ filter: TemplateFilter) {
        filters[name] = filter
    }

    public static let builtIn = FilterSet([
        "upperFirst": TemplateFilter { value, _ throws(TemplateFilterError) in
            let text = try string(value, "upperFirst")
            return .string(text.prefix(1).uppercased() + text.dropFirst())
        },
        "lowerFirst": TemplateFilter { value, _ throws(TemplateFilterError) in
            let text = try string(value, "lowerFirst")
            return .string(text.prefix(1).lowercased() + text.dropFirst())
        },
        "uppercase": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(try string(value, "uppercase").uppercased())
        },
        "lowercase": TemplateFilter { value, _ throws(TemplateFilterError) in
            .string(try string(value, "lowercase").lowercased())
        },
        "join": TemplateFilter(argumentCounts: 0...1) { value, arguments throws(TemplateFilterError) in
            guard case .array(let items) = value else {
                throw TemplateFilterError("'join' needs a list, found \(value.kindDescription)")
            }
            let separator = try arguments.first.map { argument throws(TemplateFilterError) in try string(argument, "join") } ?? ""
            var parts: [String] = []
            for item in items {
                parts.append(try string(item, "join"))
            }
            return .string(parts.joined(separator: separator))
        },
        "count": TemplateFilter { value, _ throws(TemplateFilterError) in
            switch value {
            case .array(let items): return .int(items.count)
            case .dictionary(let dictionary): return .int(dictionary.keys.count)
            case .string(let text): return .int(text.count)
            default: throw TemplateFilterError("'count' needs a list, dictionary or string, found \(value.kindDescription)")
            }
        },
    ])

    private static func string(_ value: TemplateValue, _ filter: String) throws(TemplateFilterError) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        default: throw TemplateFilterError("'\(filter)' needs a string, found \(value.kindDescription)")
        }
    }
}
