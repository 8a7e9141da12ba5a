import Dispatch

/// Lets go of `value` on another thread. A large module's contexts and plan are hundreds of
/// thousands of small allocations; freeing them kept one core busy for milliseconds after
/// rendering, while the writer, which needs nothing they hold, waited.
package func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let owned = consume value
    DispatchQueue.global().async { withExtendedLifetime(owned) {} }
}
