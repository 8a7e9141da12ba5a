/// Folds trees into recursive types: when an object holds, under key `k`, an array of
/// objects that also have `k` and the same fields (comment replies, category children),
/// every level is merged into the outer object and the array's elements become the
/// enclosing type itself.
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
        for index in object.fields.indices {
            let key = object.fields[index].key
            guard let child = recursiveChild(of: object, at: index) else { continue }
            var marker = TypeShape(isEnclosingType: true)
            marker.isNullable = object.fields[index].shape.array?.element?.isNullable ?? false
            var array = object.fields[index].shape.array ?? ArrayShape()
            array.element = marker
            object.fields[index].shape.array = array
            var level: ObjectShape? = child
            while var current = level {
                level = nil
                if let childIndex = current.fieldIndex[key], let next = current.fields[childIndex].shape.array?.element?.object {
                    level = next
                }
                if let childIndex = current.fieldIndex[key] {
                    var levelArray = current.fields[childIndex].shape.array ?? ArrayShape()
                    levelArray.element = marker
                    current.fields[childIndex].shape.array = levelArray
                }
                object.merge(current)
            }
        }
        for index in object.fields.indices {
            fold(&object.fields[index].shape)
        }
    }

    /// The object under array field `index` when it repeats the outer object's shape.
    private static func recursiveChild(of object: ObjectShape, at index: Int) -> ObjectShape? {
        let field = object.fields[index]
        guard field.shape.kindCount == 1, let element = field.shape.array?.element, element.kindCount == 1,
              let child = element.object, child.fieldIndex[field.key] != nil else { return nil }
        let outerKeys = Set(object.fields.map(\.key))
        let childKeys = Set(child.fields.map(\.key))
        return childKeys.isSubset(of: outerKeys) || outerKeys.isSubset(of: childKeys) ? child : nil
    }
}
