/// Folds trees into recursive types. When an object holds, under key `k`, objects that also
/// have `k` and the same fields (comment replies, category children) inside arrays or as
/// the values of a map, at any depth and whether or not the arrays also hold other kinds,
/// each such object is merged into the outer one and its place marked as the enclosing
/// type; the merged object's own `k` is searched again until no level is left. Next to a
/// folded level, an object with some of the outer keys and no `k` (a leaf) folds too.
///
/// Only objects inside arrays and maps fold: both store their elements out of line, so the
/// recursive struct compiles. An object held directly (`"parent": {...}`, or the object
/// case of a union) stays a nested type of its own, which decodes every level the samples
/// have.
enum RecursionFolding {
    static func fold(_ shape: inout TypeShape, settings: InferenceSettings) {
        if var object = shape.object.take() {
            fold(&object, settings: settings)
            shape.object = object
        }
        if var array = shape.array.take() {
            if var element = array.element.take() {
                fold(&element, settings: settings)
                array.element = element
            }
            shape.array = array
        }
    }

    private static func fold(_ object: inout ObjectShape, settings: InferenceSettings) {
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
        }
        for index in object.fields.indices {
            fold(&object.fields[index].shape, settings: settings)
        }
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

    /// Finds the objects under one key of `outer` that repeat it.
    private struct Search {
        let key: String
        let outer: ObjectShape
        let settings: InferenceSettings
        var children: [ObjectShape] = []

        /// Moves the objects that repeat `outer` out of the arrays and maps under `shape`
        /// into `children`, leaving the enclosing-type marker in their place. `isElement`
        /// says `shape` is an element of an array or a value of a map.
        mutating func takeRecursiveObjects(from shape: inout TypeShape, isElement: Bool) {
            if isElement, let child = shape.object, repeatsOuter(child) || shape.isEnclosingType && isLeafOfOuter(child) {
                children.append(child)
                shape.object = nil
                shape.isEnclosingType = true
            }
            if let map = shape.object {
                takeRecursiveValues(of: map, in: &shape)
            }
            if var array = shape.array.take() {
                if var element = array.element.take() {
                    takeRecursiveObjects(from: &element, isElement: true)
                    array.element = element
                }
                shape.array = array
            }
        }

        /// Marks the values of `map` that repeat `outer`, when the object is a map with them
        /// marked (its values all of one kind), or already is a map of the enclosing type.
        private mutating func takeRecursiveValues(of map: ObjectShape, in shape: inout TypeShape) {
            var marked = map
            var taken: [ObjectShape] = []
            for index in marked.fields.indices {
                let holdsEnclosingType = map.isMapOfEnclosingType || marked.fields[index].shape.isEnclosingType
                guard let child = marked.fields[index].shape.object,
                      repeatsOuter(child) || holdsEnclosingType && isLeafOfOuter(child) else { continue }
                taken.append(child)
                marked.fields[index].shape.object = nil
                marked.fields[index].shape.isEnclosingType = true
            }
            guard !taken.isEmpty, MapRule.isMap(marked, settings: settings) else { return }
            marked.isMapOfEnclosingType = true
            children += taken
            shape.object = marked
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
