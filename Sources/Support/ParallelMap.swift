import Dispatch

/// `map` spread over the machine's cores in up to 64 contiguous chunks, each taken by the
/// next free core, so a costly chunk leaves the others little to wait for; results in input
/// order. A capture's thousands of response bodies, a module's samples and files, are read,
/// hashed and rendered independently.
package enum ParallelMap {
    /// Fewer elements than this are mapped on the calling thread (see `map`).
    package static let defaultMinimumCount = 32

    /// - Parameter minimumCount: fewer elements than this are mapped on the calling thread,
    ///   where sharing them out would cost more than it saves. Waking Dispatch's threads, and
    ///   on first use starting them, costs tenths of a millisecond a call: a cold `gen module`
    ///   of examples/Jacob (a dozen files, a few samples) mapping everything on its own thread
    ///   ended 1 to 2 ms sooner, so a map of fewer than 32 elements stays on the caller's.
    package static func map<Element: Sendable, Mapped: Sendable>(_ elements: [Element], minimumCount: Int = defaultMinimumCount, _ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        guard elements.count >= max(2, minimumCount) else { return elements.map(transform) }
        let chunkSize = (elements.count + 63) / 64
        let chunkCount = (elements.count + chunkSize - 1) / chunkSize
        let chunks = [[Mapped]](unsafeUninitializedCapacity: chunkCount) { buffer, initialized in
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let range = (chunk * chunkSize)..<min(elements.count, (chunk + 1) * chunkSize)
                slots.initializeElement(at: chunk, to: range.map { transform(elements[$0]) })
            }
            initialized = chunkCount
        }
        return Array(chunks.joined())
    }
}
