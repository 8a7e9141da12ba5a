/// An insertion-ordered dictionary of template values, so `for key, value in dict` renders
/// the same on every run.
///
/// Built for the renderer's lookups: small dictionaries (most of a context) are searched
/// without hashing, and hold no index to copy.
public struct TemplateDictionary: Sendable, Equatable {
    /// Up to this many keys a lookup compares keys in order; beyond it, a hash index is kept.
    private static let linearSearchLimit = 12

    public private(set) var keys: [String] = []
    private var values: [TemplateValue] = []
    private var index: [String: Int]?

    public init() {}

    public init(_ pairs: [(String, TemplateValue)]) {
        for (key, value) in pairs {
            self[key] = value
        }
    }

    public var isEmpty: Bool { keys.isEmpty }

    public var count: Int { keys.count }

    public subscript(key: String) -> TemplateValue? {
        get {
            offset(of: key).map { values[$0] }
        }
        set {
            switch (offset(of: key), newValue) {
            case (let offset?, let value?):
                values[offset] = value
            case (let offset?, nil):
                keys.remove(at: offset)
                values.remove(at: offset)
                rebuildIndex()
            case (nil, let value?):
                keys.append(key)
                values.append(value)
                if index != nil {
                    index?[key] = keys.count - 1
                } else {
                    rebuildIndex()
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Key-value pairs in insertion order.
    public var pairs: [(key: String, value: TemplateValue)] {
        Array(zip(keys, values))
    }

    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }

    private func offset(of key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    private mutating func rebuildIndex() {
        index = keys.count > Self.linearSearchLimit ? Dictionary(uniqueKeysWithValues: zip(keys, keys.indices)) : nil
    }
}

extension TemplateDictionary: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }
}
