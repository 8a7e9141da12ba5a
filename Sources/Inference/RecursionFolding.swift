/// Folds trees into recursive types. When an object holds, under key `k`, arrays of objects
/// that also have `k` and the same fields (comment replies, category children), at any
/// array depth and whether or not the arrays also hold other kinds, each such object is
/// merged into the outer one and its place marked as the enclosing type; the merged
/// object's own `k` is searched again until no level is left.
///
/// Only objects inside arrays fold: an array stores its elements out of line, so the
/// recursive struct compiles. An object held directly (`"parent": {...}`, or the object
/// case of a union) stays a nested type of its own, which decodes every level the samples
/// have.
enum RecursionFolding {
    static func fold(_ shape: inout TypeShape) {
        if var object = shape.object.take() {
            fold(&object)
            shape.object = object
        }
        if var array = shape.array.take() {
            if var element = array.element.take() {
                fold(&element)
                array.element = element
            }
            shape.array = array
        }
    }

    private static func fold(_ object: inout ObjectShape) {
        var merged = true
        while merged {
            merged = false
            for index in object.fields.indices {
                var children: [ObjectShape] = []
                let key = object.fields[index].key
                takeRecursiveObjects(from: &object.fields[index].shape, key: key, outer: object, into: &children)
                for child in children {
                    object.merge(child)
                    merged = true
                }
            }
        }
        for index in object.fields.indices {
            fold(&object.fields[index].shape)
        }
    }

    /// Moves the objects held in arrays under `shape` that repeat `outer` into `children`,
    /// leaving the enclosing-type marker in their place.
    private static func takeRecursiveObjects(from shape: inout TypeShape, key: String, outer: ObjectShape, into children: inout [ObjectShape]) {
        guard var array = shape.array.take() else { return }
        if var element = array.element.take() {
            if let child = element.object, repeats(outer, child, key: key) {
                children.append(child)
                element.object = nil
                element.isEnclosingType = true
            }
            takeRecursiveObjects(from: &element, key: key, outer: outer, into: &children)
            array.element = element
        }
        shape.array = array
    }

    /// Whether `child` has `key` too and its keys are a subset or a superset of `outer`'s.
    private static func repeats(_ outer: ObjectShape, _ child: ObjectShape, key: String) -> Bool {
        guard child.fieldIndex[key] != nil else { return false }
        let outerKeys = Set(outer.fields.map(\.key))
        let childKeys = Set(child.fields.map(\.key))
        return childKeys.isSubset(of: outerKeys) || outerKeys.isSubset(of: childKeys)
    }
}
