/// The time a run took, read only when the run finishes. `GEN_TEST_ELAPSED_MS` fixes the
/// figure, so that tests can compare output exactly.
struct Stopwatch {
    private let start = ContinuousClock.now
    private let fixed: Int?

    init(environment: RunEnvironment) {
        fixed = environment.variables["GEN_TEST_ELAPSED_MS"].flatMap { Int($0) }
    }

    func milliseconds() -> Int {
        if let fixed {
            return fixed
        }
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
