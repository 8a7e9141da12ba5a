import Dispatch

/// A value computed on another thread from the moment it is made; reading `value` waits for
/// it. For work whose inputs are known before the caller needs its result.
package final class Background<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once by the work before the group leaves, read only after the group's wait.
    private var result: Value?

    package init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) { [self] in result = work() }
    }

    package var value: Value {
        group.wait()
        guard let result else { preconditionFailure("the group ended before its work") }
        return result
    }
}
