/// A short step run on another thread while a longer one runs on the calling thread: a
/// step that needs only the longer one's inputs need not wait for it to end.
package enum Alongside {
    package static func run<Main, Side: Sendable, Failure: Error>(
        _ main: () throws(Failure) -> Main,
        alongside side: @escaping @Sendable () -> Side
    ) throws(Failure) -> (Main, Side) {
        let sideValue = Background(side)
        let mainResult = Result(catching: main)
        return (try mainResult.get(), sideValue.value)
    }
}
