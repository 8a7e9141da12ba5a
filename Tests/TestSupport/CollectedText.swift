import Foundation

/// What one output stream of an in-process run printed, collected from any thread.
package final class CollectedText: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []

    package init() {}

    @Sendable package func append(_ text: String) {
        lock.withLock { parts.append(text) }
    }

    package var text: String {
        lock.withLock { parts.joined() }
    }

    /// The text of each write, in order.
    package var writes: [String] {
        lock.withLock { parts }
    }
}
