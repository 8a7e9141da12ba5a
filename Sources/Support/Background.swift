import Dispatch
internal import Foundation

/// A value computed on a thread of its own from the moment it is made; reading `value`
/// waits for it. For work whose inputs are known before the caller needs its result.
///
/// Not on Dispatch's pool: on two cores the pool has one thread beside the caller's, and a
/// `concurrentPerform` started meanwhile (hashing the inputs) held it, so the work began
/// only when the hashing was done.
package final class Background<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once by the work before the group leaves, read only after the group's wait.
    private var result: Value?

    package init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        Thread { [self] in
            result = work()
            group.leave()
        }.start()
    }

    package var value: Value {
        group.wait()
        guard let result else { preconditionFailure("the group ended before its work") }
        return result
    }
}
