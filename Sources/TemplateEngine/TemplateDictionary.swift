/// An insertion-ordered dictionary of template values, so `for key, value in dict` renders
/// the same on every run.
///
/// Built for the renderer's lookups and for contexts of tens of thousands of dictionaries:
/// small dictionaries (most of a context) are searched without hashing and are one array
/// of pairs, one allocation to make, copy and free.
public struct TemplateDictionary: Sendable, Equatable {
    /// Up to this many keys a lookup compares keys in order; beyond it, a hash index is kept.
    private static let linearSearchLimit = 12
    /// Room made for the first key. Most dictionaries of a context hold a handful of keys;
    /// grown from one, their array was copied three or four times.
    private static let initialCapacity = 8

    /// Key-value pairs in insertion order.
    public private(set) var pairs: [(key: String, value: TemplateValue)] = []
    private var index: [String: Int]?

    public init() {}

    public init(_ pairs: [(String, TemplateValue)]) {
        self.pairs.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            self[key] = value
        }
    }

    public var keys: [String] { pairs.map(\.key) }

    public var isEmpty: Bool { pairs.isEmpty }

    public var count: Int { pairs.count }

    public subscript(key: String) -> TemplateValue? {
        get {
            offset(of: key).map { pairs[$0].value }
        }
        set {
            switch (offset(of: key), newValue) {
            case (let offset?, let value?):
                pairs[offset].value = value
            case (let offset?, nil):
                pairs.remove(at: offset)
                rebuildIndex()
            case (nil, let value?):
                if pairs.capacity == 0 {
                    pairs.reserveCapacity(Self.initialCapacity)
                }
                pairs.append((key, value))
                if index != nil {
                    index?[key] = pairs.count - 1
                } else if pairs.count > Self.linearSearchLimit {
                    rebuildIndex()
                }
            case (nil, nil):
                break
            }
        }
    }

    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.key == $1.key && $0.value == $1.value }
    }

    private func offset(of key: String) -> Int? {
        if let index { return index[key] }
        return pairs.firstIndex { $0.key == key }
    }

    private mutating func rebuildIndex() {
        index = pairs.count > Self.linearSearchLimit ? Dictionary(uniqueKeysWithValues: pairs.indices.map { (pairs[$0].key, $0) }) : nil
    }
}

extension TemplateDictionary: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }
}
