/// An insertion-ordered dictionary of template values, so `for key, value in dict` renders
/// the same on every run.
///
/// Built for the renderer's lookups: small dictionaries (most of a context) are searched
/// without hashing, and hold no index to copy. Keys, values and index share one storage
/// object, so copying a dictionary out of a context (which the renderer does for every
/// `a.b`) retains one reference instead of three.
public struct TemplateDictionary: Sendable, Equatable {
    /// Up to this many keys a lookup compares keys in order; beyond it, a hash index is kept.
    private static let linearSearchLimit = 12
    /// Room made for the first key. Most dictionaries of a context hold a handful of keys;
    /// grown from one, their two arrays were copied three or four times each.
    private static let initialCapacity = 8

    /// Unchecked: a storage is written only while uniquely referenced (copy on write), which the compiler cannot see.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var keys: [String]
        @exclusivity(unchecked) var values: [TemplateValue]
        @exclusivity(unchecked) var index: [String: Int]?

        init(keys: [String] = [], values: [TemplateValue] = [], index: [String: Int]? = nil) {
            self.keys = keys
            self.values = values
            self.index = index
        }
    }

    private var storage: Storage

    public init() {
        storage = Storage()
    }

    public init(_ pairs: [(String, TemplateValue)]) {
        storage = Storage()
        storage.keys.reserveCapacity(pairs.count)
        storage.values.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            self[key] = value
        }
    }

    public var keys: [String] { storage.keys }

    public var isEmpty: Bool { storage.keys.isEmpty }

    public var count: Int { storage.keys.count }

    public subscript(key: String) -> TemplateValue? {
        get {
            offset(of: key).map { storage.values[$0] }
        }
        set {
            switch (offset(of: key), newValue) {
            case (let offset?, let value?):
                uniqueStorage().values[offset] = value
            case (let offset?, nil):
                let storage = uniqueStorage()
                storage.keys.remove(at: offset)
                storage.values.remove(at: offset)
                rebuildIndex()
            case (nil, let value?):
                let storage = uniqueStorage()
                if storage.keys.capacity == 0 {
                    storage.keys.reserveCapacity(Self.initialCapacity)
                    storage.values.reserveCapacity(Self.initialCapacity)
                }
                storage.keys.append(key)
                storage.values.append(value)
                if storage.index != nil {
                    storage.index?[key] = storage.keys.count - 1
                } else if storage.keys.count > Self.linearSearchLimit {
                    rebuildIndex()
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Key-value pairs in insertion order.
    public var pairs: [(key: String, value: TemplateValue)] {
        Array(zip(storage.keys, storage.values))
    }

    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage.keys == rhs.storage.keys && lhs.storage.values == rhs.storage.values)
    }

    private func offset(of key: String) -> Int? {
        if let index = storage.index { return index[key] }
        return storage.keys.firstIndex(of: key)
    }

    /// The storage, copied first when another dictionary shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(keys: storage.keys, values: storage.values, index: storage.index)
        }
        return storage
    }

    private mutating func rebuildIndex() {
        let storage = uniqueStorage()
        storage.index = storage.keys.count > Self.linearSearchLimit ? Dictionary(uniqueKeysWithValues: zip(storage.keys, storage.keys.indices)) : nil
    }
}

extension TemplateDictionary: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }
}
