import Dispatch
import Foundation
import Synchronization

/// Runs the cases and kill trials on a few workers, prints each failing case as it is found
/// and the progress every 500 cases, and adds up the tally.
final class Driver: Sendable {
    let options: Options
    let generator: CaseGenerator
    let runner: CaseRunner
    private let state = Mutex(State())
    private let start = Date()

    private struct State {
        var next = 0
        var tally = Tally()
    }

    init(options: Options, corpus: Corpus) {
        self.options = options
        generator = CaseGenerator(corpus: corpus, seed: options.seed)
        runner = CaseRunner(gen: GenProcess(executable: options.gen), seed: options.seed, parent: options.temporary)
    }

    /// The jobs: case numbers, then kill trials (numbered after the cases).
    private var jobs: [Int] {
        if options.onlyCase != nil || options.onlyKill != nil {
            return [options.onlyCase].compactMap { $0 } + [options.onlyKill].compactMap { $0.map { $0 + options.cases } }
        }
        return Array(0..<(options.cases + options.kills))
    }

    func run() -> Tally {
        let jobs = jobs
        DispatchQueue.concurrentPerform(iterations: options.workers) { _ in
            while let job = state.withLock({ state -> Int? in
                defer { state.next += 1 }
                return state.next < jobs.count ? jobs[state.next] : nil
            }) {
                job < options.cases ? runCase(job) : runKill(job - options.cases)
            }
        }
        return state.withLock { $0.tally }
    }

    var seconds: Int { Int(Date().timeIntervalSince(start).rounded()) }

    private func runCase(_ number: Int) {
        let fuzzCase = generator.make(number)
        do {
            let result = try runner.run(fuzzCase)
            state.withLock { state in
                state.tally.add(result, of: fuzzCase)
                if let kept = result.keptFolder {
                    report("case \(number) (\(fuzzCase.kind.rawValue), \(fuzzCase.example), \(fuzzCase.setName))", result.findings.map { "\($0.kind.rawValue): \($0.message)" }, kept: kept, flag: "FUZZ_CASE=\(number)")
                }
                if state.tally.cases % 500 == 0 {
                    say("fuzz: \(state.tally.cases)/\(options.cases) cases, \(state.tally.failedCases.values.reduce(0, +)) failed checks, \(seconds) s")
                }
            }
        } catch {
            state.withLock { state in
                state.tally.harnessErrors += 1
                say("case \(number): the fuzzer could not run it: \(error)")
            }
        }
    }

    private func runKill(_ number: Int) {
        do {
            let result = try KillTrial(runner: runner, generator: generator).run(number)
            state.withLock { state in
                state.tally.add(result)
                if let kept = result.keptFolder {
                    let problems = [result.rerunFailure.map { "rerun: \($0)" }].compactMap { $0 }
                        + result.temporaryFilesAfterRerun.map { "temporary file left: \($0)" } + result.lockProblems
                    report("kill trial \(number)", problems, kept: kept, flag: "FUZZ_KILL=\(number)")
                }
            }
        } catch {
            state.withLock { state in
                state.tally.harnessErrors += 1
                say("kill trial \(number): the fuzzer could not run it: \(error)")
            }
        }
    }

    /// Prints a failing case: its problems (the first five), its folder and how to reproduce it.
    private func report(_ title: String, _ problems: [String], kept: String, flag: String) {
        say("\(title):")
        for problem in problems.prefix(5) {
            say("  " + (problem.count > 400 ? String(problem.prefix(397)) + "..." : problem))
        }
        if problems.count > 5 {
            say("  and \(problems.count - 5) more")
        }
        say("  kept \(kept); reproduce: make fuzz FUZZ_SEED=\(options.seed) \(flag)")
    }
}
