/// Times repeated runs of a closure with the monotonic clock.
struct Timing {
    /// Seconds per run, sorted.
    var samples: [Double]

    var median: Double { samples[samples.count / 2] }
    var fastest: Double { samples[0] }
    var slowest: Double { samples[samples.count - 1] }

    /// Times two closures in alternation, `rounds` times: each round runs `first`
    /// `firstRuns` times and `second` `secondRuns` times, so both see the same machine even
    /// when other work comes and goes. One untimed round warms both up.
    static func interleaved(
        rounds: Int,
        _ firstRuns: Int,
        _ first: () throws -> Void,
        _ secondRuns: Int,
        _ second: () throws -> Void
    ) rethrows -> (Timing, Timing) {
        try first()
        try second()
        var firstSamples: [Double] = []
        var secondSamples: [Double] = []
        for _ in 0..<rounds {
            for _ in 0..<firstRuns {
                firstSamples.append(try seconds(first))
            }
            for _ in 0..<secondRuns {
                secondSamples.append(try seconds(second))
            }
        }
        return (Timing(samples: firstSamples.sorted()), Timing(samples: secondSamples.sorted()))
    }

    private static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let elapsed = try ContinuousClock().measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

/// `12.3 ms`, `456 µs`.
func milliseconds(_ seconds: Double) -> String {
    seconds >= 0.001 ? format(seconds * 1000, digits: 2) + " ms" : format(seconds * 1_000_000, digits: 1) + " µs"
}

func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        text += String(repeating: "0", count: max(0, digits - decimals))
    }
    return text
}
