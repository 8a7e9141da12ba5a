/// A value stored out of line, so a struct can hold a value of its own type.
/// Copy-on-write keeps value semantics.
struct Indirect<Value> {
    private final class Storage {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var storage: Storage

    init(_ value: Value) {
        storage = Storage(value)
    }

    var value: Value {
        get { storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
    }
}
