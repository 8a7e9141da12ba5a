/// Filters over lists, dictionaries and strings.
enum CollectionFilters {
    static let all: [String: TemplateFilter] = [
        "join": TemplateFilter(argumentCounts: 0...1) { value, arguments throws(TemplateFilterError) in
            let items = try FilterInput.list(value)
            let separator = arguments.isEmpty ? "" : try FilterInput.string(arguments[0])
            var parts: [String] = []
            for item in items {
                parts.append(try FilterInput.string(item))
            }
            return .string(parts.joined(separator: separator))
        },
        "count": TemplateFilter { value, _ throws(TemplateFilterError) in
            switch value {
            case .array(let items): return .int(items.count)
            case .dictionary(let dictionary): return .int(dictionary.count)
            case .string(let text): return .int(text.count)
            default: throw TemplateFilterError("needs a list, dictionary or string, found \(value.kindDescription)")
            }
        },
        "first": TemplateFilter { value, _ throws(TemplateFilterError) in
            switch value {
            case .array(let items): return items.first ?? .null
            case .string(let text): return text.first.map { .string(String($0)) } ?? .null
            default: throw TemplateFilterError("needs a list or string, found \(value.kindDescription)")
            }
        },
        "last": TemplateFilter { value, _ throws(TemplateFilterError) in
            switch value {
            case .array(let items): return items.last ?? .null
            case .string(let text): return text.last.map { .string(String($0)) } ?? .null
            default: throw TemplateFilterError("needs a list or string, found \(value.kindDescription)")
            }
        },
        "sorted": TemplateFilter(argumentCounts: 0...1) { value, arguments throws(TemplateFilterError) in
            if case .dictionary(let dictionary) = value {
                guard arguments.isEmpty else {
                    throw TemplateFilterError("sorts a dictionary's keys and takes no key")
                }
                return .array(dictionary.keys.sorted().map(TemplateValue.string))
            }
            let items = try FilterInput.list(value)
            var keys = items
            if let argument = arguments.first {
                let key = try FilterInput.string(argument)
                keys = []
                for item in items {
                    guard case .dictionary(let dictionary) = item, let sortKey = dictionary[key] else {
                        throw TemplateFilterError("sorts by '\(key)', but an item has no '\(key)'")
                    }
                    keys.append(sortKey)
                }
            }
            return .array(try sorted(items, by: keys))
        },
    ]

    /// `items` in the order of `keys` (all strings or all numbers); equal keys keep their order.
    private static func sorted(_ items: [TemplateValue], by keys: [TemplateValue]) throws(TemplateFilterError) -> [TemplateValue] {
        let order: [Int]
        if let strings = strings(keys) {
            order = items.indices.sorted { strings[$0] < strings[$1] || (strings[$0] == strings[$1] && $0 < $1) }
        } else if let numbers = numbers(keys) {
            order = items.indices.sorted { numbers[$0] < numbers[$1] || (numbers[$0] == numbers[$1] && $0 < $1) }
        } else {
            throw TemplateFilterError("sorts strings or numbers, not a mix or other values")
        }
        return order.map { items[$0] }
    }

    private static func strings(_ values: [TemplateValue]) -> [String]? {
        var result: [String] = []
        for value in values {
            guard case .string(let text) = value else { return nil }
            result.append(text)
        }
        return result
    }

    private static func numbers(_ values: [TemplateValue]) -> [Double]? {
        var result: [Double] = []
        for value in values {
            guard let number = value.number else { return nil }
            result.append(number)
        }
        return result
    }
}
