/// Folds trees into recursive types. When an object holds, under key `k`, objects that also
/// have `k` and the same fields (comment replies, category children, a `parent` chain), at
/// any depth of arrays, as the values of a map or directly, and whether or not the position
/// also holds other kinds, each such object is merged into the outer one and its place marked
/// as the enclosing type; the merged object's own `k` is searched again until no level is
/// left. Next to a folded level, an object with some of the outer keys and no `k` (a leaf)
/// folds too, and so does any object that a union with the enclosing struct could not tell
/// from it (a documentation node with keys the folded levels lack: see `isLookalike`).
/// Levels are found inside other objects too, up to `Search.deepestLevels` objects below the
/// key (a Reddit comment's `replies` Listing holds the next comments in
/// `data.children[].data`); their marker says how many structs up the enclosing one is.
///
/// Arrays and maps store their elements out of line, so a struct holding itself there
/// compiles as it is. Held directly, it is stored out of line by `TypeBuilder` (`Indirect<T>`
/// for a property, an `indirect case` for a union's case). An object held directly folds only
/// when, besides `k`, it shares with the outer object a key whose values are of the same kinds
/// and none whose kinds differ, so a wrapper that happens to repeat its key
/// (`{"data": {"data": [...]}}`, `{"status": "ok", "data": {"status": 200, "data": ...}}`)
/// stays a type of its own.
enum RecursionFolding {
    /// Folds every tree in `shape`. Returns whether anything changed; nothing is written
    /// where nothing folds, so a shape shared with a sample's is not copied (for an object
    /// of 200,000 keys, a copy of every field).
    @discardableResult
    static func fold(_ shape: inout TypeShape, settings: InferenceSettings) -> Bool {
        var changed = false
        if var object = shape.object, fold(&object, settings: settings) {
            shape.object = object
            changed = true
        }
        if var array = shape.array, var element = array.element, fold(&element, settings: settings) {
            array.element = element
            shape.array = array
            changed = true
        }
        return changed
    }

    private static func fold(_ object: inout ObjectShape, settings: InferenceSettings) -> Bool {
        var changed = false
        var merged = true
        while merged {
            merged = false
            for index in object.fields.indices {
                guard let found = levels(under: index, of: object, settings: settings) else { continue }
                object.fields[index].shape = found.shape
                for child in found.children {
                    object.merge(child)
                }
                merged = true
            }
            for index in object.fields.indices where holdsLookalike(object.fields[index].shape, of: object, besideEnclosing: false) {
                var shape = object.fields[index].shape
                let lookalikes = takeLookalikes(from: &shape, of: object, besideEnclosing: false)
                object.fields[index].shape = shape
                for other in lookalikes {
                    object.merge(other)
                }
                merged = true
            }
            changed = changed || merged
        }
        for index in object.fields.indices {
            var shape = object.fields[index].shape
            if fold(&shape, settings: settings) {
                object.fields[index].shape = shape
                changed = true
            }
        }
        return changed
    }

    /// The levels of `object` held under its field `index`, and the field's shape with them
    /// taken out; nil when it holds none. The search changes a copy of the field's shape, not
    /// the field itself: while the search reads `object`, changing a field would copy every
    /// field, once per key, which made folding quadratic in the number of keys.
    private static func levels(under index: Int, of object: ObjectShape, settings: InferenceSettings) -> (shape: TypeShape, children: [ObjectShape])? {
        var shape = object.fields[index].shape
        var search = Search(key: object.fields[index].key, outer: object, settings: settings)
        search.takeRecursiveObjects(from: &shape, isElement: false)
        return search.children.isEmpty ? nil : (shape, search.children)
    }

    /// Whether `shape`, directly, in its arrays or as the values of a map of the enclosing
    /// struct, holds both the enclosing struct and another object that a union of the two
    /// could not tell apart (see `isLookalike`).
    private static func holdsLookalike(_ shape: TypeShape, of enclosing: ObjectShape, besideEnclosing: Bool) -> Bool {
        let isBeside = besideEnclosing || shape.holdsItsOwnStruct
        if isBeside, let other = shape.object, !other.isMapOfEnclosingType, isLookalike(other, of: enclosing) { return true }
        if let map = shape.object, map.isMapOfEnclosingType,
           map.fields.contains(where: { holdsLookalike($0.shape, of: enclosing, besideEnclosing: true) }) { return true }
        return shape.array?.element.map { holdsLookalike($0, of: enclosing, besideEnclosing: false) } == true
    }

    /// Takes out of `shape` the objects `holdsLookalike` finds, leaving the enclosing-type
    /// marker in their place.
    private static func takeLookalikes(from shape: inout TypeShape, of enclosing: ObjectShape, besideEnclosing: Bool) -> [ObjectShape] {
        var taken: [ObjectShape] = []
        if besideEnclosing || shape.holdsItsOwnStruct, let other = shape.object, !other.isMapOfEnclosingType, isLookalike(other, of: enclosing) {
            taken.append(other)
            shape.object = nil
            shape.isEnclosingType = true
        }
        if var map = shape.object.take() {
            if map.isMapOfEnclosingType {
                for index in map.fields.indices {
                    taken += takeLookalikes(from: &map.fields[index].shape, of: enclosing, besideEnclosing: true)
                }
            }
            shape.object = map
        }
        if var array = shape.array.take() {
            if var element = array.element.take() {
                taken += takeLookalikes(from: &element, of: enclosing, besideEnclosing: false)
                array.element = element
            }
            shape.array = array
        }
        return taken
    }

    /// Whether some objects of `other` may decode as the enclosing struct, or the other way
    /// round, in the union of the two, losing the keys the one lacks: the union tries first
    /// a struct with a required property (the enclosing one when both have), and that decodes
    /// the objects of the other when the other has all its required keys, of the same kinds.
    /// A node of a documentation tree whose `flags` hold other keys (`{"isPrivate": true}`)
    /// and that has a `type` the folded levels lack is such an object. Merged into the
    /// enclosing struct, they decode losslessly.
    private static func isLookalike(_ other: ObjectShape, of enclosing: ObjectShape) -> Bool {
        let enclosingFirst = TypeBuilder.hasRequiredProperty(enclosing) || !TypeBuilder.hasRequiredProperty(other)
        let (first, second) = enclosingFirst ? (enclosing, other) : (other, enclosing)
        return first.fields.allSatisfy { field in
            guard field.occurrences == first.occurrences, !field.shape.isNullable, field.shape.kindCount > 0 else { return true }
            guard let index = second.fieldIndex[field.key] else { return false }
            return !kinds(of: field.shape).isDisjoint(with: kinds(of: second.fields[index].shape))
        }
    }

    /// The JSON kinds of `shape`, an object of the enclosing type counted as an object.
    private static func kinds(of shape: TypeShape) -> Set<Character> {
        var kinds: Set<Character> = []
        if shape.booleans > 0 { kinds.insert("b") }
        if shape.numbers != nil { kinds.insert("n") }
        if shape.strings != nil { kinds.insert("s") }
        if shape.array != nil { kinds.insert("a") }
        if shape.object != nil || shape.isEnclosingType { kinds.insert("o") }
        return kinds
    }

    /// Finds the objects under one key of `outer` that repeat it.
    private struct Search {
        let key: String
        let outer: ObjectShape
        let settings: InferenceSettings
        var children: [ObjectShape] = []

        /// How many objects down the search looks, below the key's own value, for levels held
        /// inside other objects: a Reddit comment's `replies` is a Listing that holds the next
        /// comments three objects down, in `data.children[].data`. A bound keeps folding linear.
        static let deepestLevels = 4

        /// Moves the objects that repeat `outer` out of `shape` and the arrays, maps and
        /// objects under it into `children`, leaving the enclosing-type marker in their place.
        /// `isElement` says `shape` is an element of an array, not the value of the key
        /// itself; `levels` counts the objects, each a struct, between `outer` and `shape`,
        /// and `heldAt` is the key of the field `shape` is, when not the key itself. Returns
        /// whether it found any.
        @discardableResult
        mutating func takeRecursiveObjects(from shape: inout TypeShape, isElement: Bool, levels: Int = 0, heldAt fieldKey: String? = nil) -> Bool {
            var found = false
            if let child = shape.object, levels == 0 ? isLevel(child, heldBy: shape, isElement: isElement) : isLevelInside(child) {
                children.append(child)
                shape.object = nil
                shape.isEnclosingType = true
                shape.enclosingLevels = levels
                found = true
            }
            if levels == 0, let map = shape.object {
                found = takeRecursiveValues(of: map, in: &shape) || found
            }
            if levels < Self.deepestLevels, var object = shape.object.take() {
                if !object.isMapOfEnclosingType, !MapRule.isMap(object, key: fieldKey ?? key, settings: settings) {
                    found = takeRecursiveObjects(fromFieldsOf: &object, levels: levels + 1) || found
                }
                shape.object = object
            }
            if var array = shape.array.take() {
                if var element = array.element.take() {
                    found = takeRecursiveObjects(from: &element, isElement: true, levels: levels, heldAt: fieldKey) || found
                    array.element = element
                }
                shape.array = array
            }
            return found
        }

        /// Searches the fields of an object that is not a level, `levels` structs below
        /// `outer`; a field is written back only when something was found in it, so nothing is
        /// copied where nothing folds.
        private mutating func takeRecursiveObjects(fromFieldsOf object: inout ObjectShape, levels: Int) -> Bool {
            var found = false
            for index in object.fields.indices {
                var field = object.fields[index].shape
                if takeRecursiveObjects(from: &field, isElement: false, levels: levels, heldAt: object.fields[index].key) {
                    object.fields[index].shape = field
                    found = true
                }
            }
            return found
        }

        /// Marks the values of `map` that repeat `outer`, when the object is a map with them
        /// marked (its values all of one kind), or already is a map of the enclosing type.
        private mutating func takeRecursiveValues(of map: ObjectShape, in shape: inout TypeShape) -> Bool {
            var marked = map
            var taken: [ObjectShape] = []
            for index in marked.fields.indices {
                let holdsEnclosingType = map.isMapOfEnclosingType || marked.fields[index].shape.holdsItsOwnStruct
                guard let child = marked.fields[index].shape.object,
                      repeatsOuter(child) || holdsEnclosingType && isLeafOfOuter(child) else { continue }
                taken.append(child)
                marked.fields[index].shape.object = nil
                marked.fields[index].shape.isEnclosingType = true
            }
            guard !taken.isEmpty, MapRule.isMap(marked, key: key, settings: settings) else { return false }
            marked.isMapOfEnclosingType = true
            children += taken
            shape.object = marked
            return true
        }

        /// Whether `child`, held by `shape`, is a level of `outer`: it repeats it or, next to
        /// folded levels, is a leaf. Held directly, "next to" takes in the levels folded in
        /// the key's arrays and map, and the fields must agree with the outer's; a map of
        /// folded levels is never a level itself, even when a level held directly merged
        /// into it at the same key.
        private func isLevel(_ child: ObjectShape, heldBy shape: TypeShape, isElement: Bool) -> Bool {
            if isElement {
                return repeatsOuter(child) || shape.holdsItsOwnStruct && isLeafOfOuter(child)
            }
            guard !child.isMapOfEnclosingType else { return false }
            return (repeatsOuter(child) || Self.holdsEnclosingType(shape) && isLeafOfOuter(child)) && sharesFieldKinds(child)
        }

        /// Whether `shape` holds folded levels itself, in its arrays or as a map's values.
        private static func holdsEnclosingType(_ shape: TypeShape) -> Bool {
            shape.holdsItsOwnStruct || shape.object?.isMapOfEnclosingType == true
                || shape.array?.element.map(holdsEnclosingType) == true
        }

        /// Whether `child`, found inside other objects below the key, is a level of `outer`:
        /// it repeats it, its fields agree with the outer's, and what it holds at the key has
        /// the keys of what the outer holds there, or some of them (a Listing's `data`, not
        /// the `data` of a comment beside it, which has the same two keys `kind` and `data`).
        private func isLevelInside(_ child: ObjectShape) -> Bool {
            guard repeatsOuter(child), sharesFieldKinds(child), let index = child.fieldIndex[key], let outerIndex = outer.fieldIndex[key],
                  let inner = Self.objectKeys(child.fields[index].shape), let outerKeys = Self.objectKeys(outer.fields[outerIndex].shape) else { return false }
            return inner.isSubset(of: outerKeys) || outerKeys.isSubset(of: inner)
        }

        /// The keys of the objects held directly or as an array's elements.
        private static func objectKeys(_ shape: TypeShape) -> Set<String>? {
            if let object = shape.object { return Set(object.fields.map(\.key)) }
            return shape.array?.element.flatMap(objectKeys)
        }

        /// Whether `child` and `outer` have, besides the key, a key whose values are of the
        /// same kinds, and none whose kinds have nothing in common (nulls aside).
        private func sharesFieldKinds(_ child: ObjectShape) -> Bool {
            var agreeing = 0
            for field in child.fields where field.key != key {
                guard let index = outer.fieldIndex[field.key] else { continue }
                let childKinds = RecursionFolding.kinds(of: field.shape)
                let outerKinds = RecursionFolding.kinds(of: outer.fields[index].shape)
                guard !childKinds.isEmpty, !outerKinds.isEmpty else { continue }
                if childKinds.isDisjoint(with: outerKinds) { return false }
                agreeing += 1
            }
            return agreeing > 0
        }

        /// Whether `child`, next to folded levels, is a level without children: its keys are
        /// some of the outer object's.
        private func isLeafOfOuter(_ child: ObjectShape) -> Bool {
            Set(child.fields.map(\.key)).isSubset(of: Set(outer.fields.map(\.key)))
        }

        /// Whether `child` has the key too and its keys are a subset or a superset of the
        /// outer object's.
        private func repeatsOuter(_ child: ObjectShape) -> Bool {
            guard child.fieldIndex[key] != nil else { return false }
            let outerKeys = Set(outer.fields.map(\.key))
            let childKeys = Set(child.fields.map(\.key))
            return childKeys.isSubset(of: outerKeys) || outerKeys.isSubset(of: childKeys)
        }
    }
}
