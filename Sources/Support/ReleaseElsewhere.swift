import Dispatch

/// Lets go of a large value on another thread: freeing a module's template contexts (a tree
/// of values for every endpoint) takes milliseconds that the rest of a run need not wait for.
package enum ReleaseElsewhere {
    package static func release<Value: Sendable>(_ value: consuming Value) {
        let held = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(held) {} }
    }
}
