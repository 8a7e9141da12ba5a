/// A value stored out of line, so a struct can hold a value of its own type.
/// Copy-on-write keeps value semantics.
///
/// Sendable as `Array` is: the storage is changed in place only while this value holds the
/// sole reference (`isKnownUniquelyReferenced`, an atomic check), otherwise replaced, so a
/// copy sent to another thread never sees a write.
/// Unchecked: the compiler cannot see that the uniqueness check keeps a shared storage from being written.
struct Indirect<Value: Sendable>: @unchecked Sendable {
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
