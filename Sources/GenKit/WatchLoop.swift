/// The loop of `gen module --watch`: a first run, then a look at the watched files every
/// `interval`, and a run whenever they differ from the last look, until a stop is requested.
/// The clock, the look and the run are given, so tests can script every interleaving.
///
/// A look is taken before each run, so a save during the run makes the next look differ and
/// the module is generated again; saves between two looks make one run.
struct WatchLoop {
    /// The time between looks.
    var interval: Duration
    var clock: any RunClock
    var isStopped: () -> Bool
    /// What the files are like now: a stamp per file, for the paths (files or folders) given.
    var look: ([String]) -> [String: FileStamp]
    /// Generates the module once, and says which paths its inputs are at now.
    var regenerate: () -> [String]

    func run() {
        var watched = regenerate()
        var seen = look(watched)
        while !isStopped() {
            clock.sleep(for: interval)
            if isStopped() { return }
            let current = look(watched)
            guard current != seen else { continue }
            let next = regenerate()
            seen = next == watched ? current : look(next)
            watched = next
        }
    }
}
