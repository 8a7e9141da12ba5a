import JSONReader

/// Builds the shape of one document from the reader's events, exactly as `TypeShape.add`
/// builds it from the document's tree, without the tree: what it holds is the shape and one
/// frame per container open, so a sample of any size costs the memory of its shape.
///
/// The shape of the position being filled is moved out of its parent into a frame while
/// its container is open, and moved back when it closes, so no part of the shape is ever
/// shared and copied on write.
///
/// One reader calls it from one thread, so its fields go without the runtime's exclusivity
/// checks, which cost a tenth of streaming an object of many keys.
final class ShapeBuilder: JSONEventSink {
    @exclusivity(unchecked) private(set) var shape = TypeShape()
    /// The open containers, innermost last; `arrays` and `objects` hold their frames.
    @exclusivity(unchecked) private var open: [Container] = []
    @exclusivity(unchecked) private var arrays: [ArrayFrame] = []
    @exclusivity(unchecked) private var objects: [ObjectFrame] = []

    private enum Container {
        case array
        case object
    }

    private struct ArrayFrame {
        /// The array's position, its `array` taken out.
        var position: TypeShape
        var array: ArrayShape
        /// The merged shape of the elements read so far.
        var element: TypeShape
    }

    private struct ObjectFrame {
        /// The object's position, its `object` taken out.
        var position: TypeShape
        var object: ObjectShape
        /// The index of the field whose value is read next.
        var field = 0
    }

    func value(_ kind: JSONValue.Kind) {
        switch open.last {
        case nil: shape.add(kind)
        case .array: arrays[arrays.count - 1].element.add(kind)
        case .object:
            let top = objects.count - 1
            objects[top].object.fields[objects[top].field].shape.add(kind)
        }
    }

    func openArray() {
        var position = takePosition()
        var array = position.array.take() ?? ArrayShape()
        array.count += 1
        let element = array.element.take() ?? TypeShape()
        arrays.append(ArrayFrame(position: position, array: array, element: element))
        open.append(.array)
    }

    func openObject() {
        var position = takePosition()
        var object = position.object.take() ?? ObjectShape()
        object.occurrences += 1
        objects.append(ObjectFrame(position: position, object: object))
        open.append(.object)
    }

    func key(_ key: String) {
        let top = objects.count - 1
        let field = objects[top].object.indexOfField(key)
        objects[top].object.fields[field].occurrences += 1
        objects[top].field = field
    }

    func close() {
        var position: TypeShape
        switch open.removeLast() {
        case .array:
            var frame = arrays.removeLast()
            frame.array.element = frame.element
            position = frame.position
            position.array = frame.array
        case .object:
            let frame = objects.removeLast()
            position = frame.position
            position.object = frame.object
        }
        putBack(position)
    }

    /// The shape of the position the next value fills, left empty in its place.
    private func takePosition() -> TypeShape {
        var position = TypeShape()
        switch open.last {
        case nil: swap(&position, &shape)
        case .array: swap(&position, &arrays[arrays.count - 1].element)
        case .object:
            let top = objects.count - 1
            swap(&position, &objects[top].object.fields[objects[top].field].shape)
        }
        return position
    }

    private func putBack(_ position: TypeShape) {
        switch open.last {
        case nil: shape = position
        case .array: arrays[arrays.count - 1].element = position
        case .object:
            let top = objects.count - 1
            objects[top].object.fields[objects[top].field].shape = position
        }
    }
}
