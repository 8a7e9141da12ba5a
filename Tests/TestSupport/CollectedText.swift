import Foundation

/// What one output stream of an in-process run printed, collected from any thread.
public final class CollectedText: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []

    public init() {}

    @Sendable public func append(_ text: String) {
        lock.withLock { parts.append(text) }
    }

    public var text: String {
        lock.withLock { parts.joined() }
    }
}
