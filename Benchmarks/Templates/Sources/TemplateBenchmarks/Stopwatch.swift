/// Times repeated runs of a closure with the monotonic clock.
struct Timing {
    /// Seconds per run, sorted.
    var samples: [Double]

    var median: Double { samples[samples.count / 2] }
    var fastest: Double { samples[0] }
    var slowest: Double { samples[samples.count - 1] }

    /// Runs `body` `warmUp` times untimed, then `runs` times timed.
    static func measure(runs: Int, warmUp: Int = 1, _ body: () throws -> Void) rethrows -> Timing {
        for _ in 0..<warmUp {
            try body()
        }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return Timing(samples: samples.sorted())
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
