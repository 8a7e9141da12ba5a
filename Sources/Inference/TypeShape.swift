import JSONReader
import Support

/// Everything seen at one position of the samples: which JSON kinds, how often, and what
/// the strings and numbers looked like. Merging never fails; several kinds become a union.
struct TypeShape: Sendable {
    var isNullable = false
    var booleans = 0
    var numbers: NumberStats?
    var strings: StringStats?
    var array: ArrayShape?
    var object: ObjectShape?
    /// Set by recursion folding: this position holds objects of the enclosing struct, which
    /// were merged into it; counted as a kind of its own.
    var isEnclosingType = false
    /// How many structs lie between this position and the one `isEnclosingType` stands for:
    /// 0 for the struct holding it, more when the levels were found inside other objects (a
    /// Reddit comment's `replies` holds a Listing whose `data.children[].data` are comments).
    var enclosingLevels = 0

    /// Whether this position holds the struct it is a property of, or an element or value of.
    var holdsItsOwnStruct: Bool {
        isEnclosingType && enclosingLevels == 0
    }

    /// How many kinds other than null were seen; the enclosing type counts as one.
    var kindCount: Int {
        (booleans > 0 ? 1 : 0) + (numbers != nil ? 1 : 0) + (strings != nil ? 1 : 0)
            + (array != nil ? 1 : 0) + (object != nil ? 1 : 0) + (isEnclosingType ? 1 : 0)
    }

    mutating func add(_ kind: JSONValue.Kind) {
        switch kind {
        case .null:
            isNullable = true
        case .bool:
            booleans += 1
        case .number(let number):
            var stats = numbers ?? NumberStats()
            stats.add(number)
            numbers = stats
        case .string(let text):
            var stats = strings.take() ?? StringStats()
            stats.add(text)
            strings = stats
        case .array(let elements):
            var shape = array.take() ?? ArrayShape()
            shape.add(elements)
            array = shape
        case .object(let members):
            var shape = object.take() ?? ObjectShape()
            shape.add(members)
            object = shape
        }
    }

    /// Combines two shapes as if every value of `other` had been added to this one.
    mutating func merge(_ other: TypeShape) {
        isNullable = isNullable || other.isNullable
        booleans += other.booleans
        if other.isEnclosingType, !isEnclosingType {
            enclosingLevels = other.enclosingLevels
        }
        isEnclosingType = isEnclosingType || other.isEnclosingType
        Self.merge(other.numbers, into: &numbers)
        Self.merge(other.strings, into: &strings)
        Self.merge(other.array, into: &array)
        Self.merge(other.object, into: &object)
    }

    /// Merges one kind's part of another shape into this one's. Where this shape has none,
    /// the other's is taken as it is, shared until one of them changes: merging a sample's
    /// shape into an empty one costs nothing, where rebuilding an object of 200,000 fields
    /// key by key cost more than reading it.
    private static func merge<Part: MergeableShape>(_ other: Part?, into part: inout Part?) {
        guard let other else { return }
        guard var merged = part.take() else {
            part = other
            return
        }
        merged.merge(other)
        part = merged
    }

    /// The kinds seen, ignoring counts and nullability, for comparing shapes.
    var signature: String {
        var parts: [String] = []
        if booleans > 0 { parts.append("b") }
        if numbers != nil { parts.append("n") }
        if strings != nil { parts.append("s") }
        if let array { parts.append("[\(array.element?.signature ?? "")]") }
        if let object { parts.append(object.signature) }
        if isEnclosingType { parts.append(enclosingLevels == 0 ? "^" : "^\(enclosingLevels)") }
        return parts.joined(separator: "|")
    }
}

/// A part of a shape that merges with its like as if every value of the other had been
/// added to it.
protocol MergeableShape {
    mutating func merge(_ other: Self)
}

struct NumberStats: Sendable, MergeableShape {
    var count = 0
    /// True while every literal was integral and fit in 64 bits.
    var allIntegers = true
    /// The largest absolute value seen, to tell epoch seconds from milliseconds.
    var largestMagnitude = 0.0

    mutating func add(_ number: JSONNumber) {
        count += 1
        if allIntegers, !(number.isIntegerLiteral && Int64(number.literal) != nil) {
            allIntegers = false
        }
        if let value = Double(number.literal), value.magnitude > largestMagnitude {
            largestMagnitude = value.magnitude
        }
    }

    mutating func merge(_ other: NumberStats) {
        count += other.count
        allIntegers = allIntegers && other.allIntegers
        largestMagnitude = max(largestMagnitude, other.largestMagnitude)
    }
}

struct StringStats: Sendable, MergeableShape {
    /// Distinct values are tracked up to this many; enums never have more cases.
    static let distinctLimit = 64

    var count = 0
    var distinct: Set<String> = []
    var hasTooManyValues = false
    /// Values in order of first appearance, for enum cases in sample order.
    var firstSeen: [String] = []
    /// The formats every value so far has.
    var formats = StringFormats.all

    mutating func add(_ text: String) {
        count += 1
        if !hasTooManyValues, !distinct.contains(text) {
            if distinct.count == Self.distinctLimit {
                hasTooManyValues = true
                distinct = []
                firstSeen = []
            } else {
                distinct.insert(text)
                firstSeen.append(text)
            }
        }
        if !formats.isEmpty {
            formats = StringFormats.of(text, among: formats)
        }
    }

    mutating func merge(_ other: StringStats) {
        count += other.count
        formats.formIntersection(other.formats)
        guard !hasTooManyValues else { return }
        if other.hasTooManyValues {
            hasTooManyValues = true
            distinct = []
            firstSeen = []
            return
        }
        for value in other.firstSeen where !distinct.contains(value) {
            if distinct.count == Self.distinctLimit {
                hasTooManyValues = true
                distinct = []
                firstSeen = []
                return
            }
            distinct.insert(value)
            firstSeen.append(value)
        }
    }
}

struct ArrayShape: Sendable, MergeableShape {
    /// How many arrays were merged.
    var count = 0
    private var storage = Indirect<TypeShape?>(nil)

    /// The merged shape of every element; nil while only empty arrays were seen.
    var element: TypeShape? {
        get { storage.value }
        set { storage.value = newValue }
    }

    mutating func add(_ elements: [JSONValue]) {
        count += 1
        guard !elements.isEmpty else { return }
        var shape = storage.value.take() ?? TypeShape()
        for element in elements {
            shape.add(element.kind)
        }
        storage.value = shape
    }

    mutating func merge(_ other: ArrayShape) {
        count += other.count
        guard let otherElement = other.element else { return }
        var shape = storage.value.take() ?? TypeShape()
        shape.merge(otherElement)
        storage.value = shape
    }
}

/// The merged fields of every object seen at one position, in order of first appearance.
struct ObjectShape: Sendable, MergeableShape {
    struct Field: Sendable {
        var key: String
        var shape: TypeShape
        /// How many of the merged objects have this key.
        var occurrences: Int
    }

    var fields: [Field] = [] {
        didSet {
            if isKnownUniquelyReferenced(&signatureCache) {
                signatureCache.dropUnshared()
            } else {
                signatureCache = SignatureCache()
            }
        }
    }
    var fieldIndex: [String: Int] = [:]
    /// How many objects were merged.
    var occurrences = 0
    /// Set by recursion folding: a map whose values were folded into the enclosing type. It
    /// stays a map whatever else merges into it, since as a struct it would hold itself.
    var isMapOfEnclosingType = false

    /// Every field's shape merged: the value of the map the object becomes.
    var mergedFieldShapes: TypeShape {
        fields.reduce(into: TypeShape()) { $0.merge($1.shape) }
    }

    mutating func add(_ members: [JSONMember]) {
        occurrences += 1
        for member in members {
            let index = indexOfField(member.key)
            fields[index].occurrences += 1
            fields[index].shape.add(member.value.kind)
        }
    }

    mutating func merge(_ other: ObjectShape) {
        occurrences += other.occurrences
        isMapOfEnclosingType = isMapOfEnclosingType || other.isMapOfEnclosingType
        for field in other.fields {
            let index = indexOfField(field.key)
            fields[index].occurrences += field.occurrences
            fields[index].shape.merge(field.shape)
        }
    }

    mutating func indexOfField(_ key: String) -> Int {
        if let index = fieldIndex[key] { return index }
        fieldIndex[key] = fields.count
        fields.append(Field(key: key, shape: TypeShape(), occurrences: 0))
        return fields.count - 1
    }

    /// Keys and the kinds under them, sorted, for finding identical shapes.
    var signature: String {
        if let signature = signatureCache.value { return signature }
        let signature = "{" + fields.map { "\($0.key):\($0.shape.signature)" }.sorted().joined(separator: ",") + "}"
        signatureCache.value = signature
        return signature
    }

    /// The signature once computed, until `fields` changes. Every object of a tree is asked
    /// for it (map rule, shared types), and each time it took the signatures of every object
    /// below: for objects nested 500 deep, time grew with the cube of the depth. Copies share
    /// the cache until one of them changes, and then only the changed one drops it. Copies
    /// can be read on several threads.
    private var signatureCache = SignatureCache()
}

extension Optional {
    /// Moves the value out, leaving nil, so it can be mutated without a copy.
    mutating func take() -> Wrapped? {
        let value = self
        self = nil
        return value
    }
}
