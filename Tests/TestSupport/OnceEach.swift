import Foundation

/// Values made once per key and per test process, for what several tests read and none
/// changes. Two threads asking for the same key at once may both make it; the first kept wins.
package final class OnceEach<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    package init() {}

    package func value(for key: String, make: () throws -> Value) throws -> Value {
        if let known = lock.withLock({ values[key] }) {
            return known
        }
        let made = try make()
        return lock.withLock {
            if let first = values[key] {
                return first
            }
            values[key] = made
            return made
        }
    }
}
