/// The loop of `gen module --watch`: a run, then a look at the watched files every
/// `interval`, and a run whenever they differ from the last look, until a stop is requested.
/// The clock, the look and the run are given, so tests can script every interleaving.
///
/// A look is taken before each run (the first included), so a save during a run makes the
/// next look differ and the module is generated again; saves between two looks make one run.
struct WatchLoop {
    /// The time between looks.
    var interval: Duration
    var clock: any RunClock
    var isStopped: () -> Bool
    /// What the files are like now: a stamp per file, for the paths (files or folders) given.
    var look: ([String]) -> [String: FileStamp]
    /// The paths of the inputs before the first run.
    var inputs: [String]
    /// Generates the module once, and says which paths its inputs are at now.
    var regenerate: () -> [String]

    func run() {
        var watched = inputs
        var seen = look(watched)
        var next = regenerate()
        while !isStopped() {
            if next != watched {
                watched = next
                seen = look(watched)
            }
            if isStopped() { return }
            clock.sleep(for: interval)
            if isStopped() { return }
            let current = look(watched)
            guard current != seen else { continue }
            seen = current
            next = regenerate()
        }
    }
}
