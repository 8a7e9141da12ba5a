/// An insertion-ordered dictionary of template values, so `for key, value in dict` renders
/// the same on every run.
public struct TemplateDictionary: Sendable, Equatable {
    public private(set) var keys: [String] = []
    private var storage: [String: TemplateValue] = [:]

    public init() {}

    public init(_ pairs: [(String, TemplateValue)]) {
        for (key, value) in pairs {
            self[key] = value
        }
    }

    public var isEmpty: Bool { keys.isEmpty }

    public var count: Int { keys.count }

    public subscript(key: String) -> TemplateValue? {
        get { storage[key] }
        set {
            if storage[key] == nil, newValue != nil {
                keys.append(key)
            } else if newValue == nil, storage[key] != nil {
                keys.removeAll { $0 == key }
            }
            storage[key] = newValue
        }
    }

    /// Key-value pairs in insertion order.
    public var pairs: [(key: String, value: TemplateValue)] {
        keys.compactMap { key in storage[key].map { (key, $0) } }
    }
}

extension TemplateDictionary: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }
}
