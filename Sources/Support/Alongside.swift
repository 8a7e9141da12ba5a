import Dispatch

/// A short step run on another thread while a longer one runs on the calling thread: a
/// step that needs only the longer one's inputs need not wait for it to end.
package enum Alongside {
    package static func run<Main, Side: Sendable, Failure: Error>(
        _ main: () throws(Failure) -> Main,
        alongside side: @escaping @Sendable () -> Side
    ) throws(Failure) -> (Main, Side) {
        let result = SideResult<Side>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { result.value = side() }
        let mainResult = Result(catching: main)
        group.wait()
        guard let sideValue = result.value else { preconditionFailure("the group ended before its work") }
        return (try mainResult.get(), sideValue)
    }
}

/// Written by the side step before the group leaves, read after the group's wait.
private final class SideResult<Value>: @unchecked Sendable {
    var value: Value?
}
