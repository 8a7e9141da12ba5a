import Foundation

/// One measurement against its target, printed as a line of the table `make bench`
/// collects (Benchmarks/README.md):
///
///     | measurement | gen figure | reference: figure | ratio× | target | met / NOT met |
///
/// Only these lines of a benchmark's output start with `| `.
public struct TargetRow {
    public var measurement: String
    public var figure: String
    public var reference: String
    public var ratio: Double
    public var target: String
    public var isMet: Bool

    public init(_ measurement: String, figure: String, reference: String, ratio: Double, target: String, isMet: Bool) {
        self.measurement = measurement
        self.figure = figure
        self.reference = reference
        self.ratio = ratio
        self.target = target
        self.isMet = isMet
    }

    public var line: String {
        "| \(measurement) | \(figure) | \(reference) | \(Format.ratio(ratio)) | \(target) | \(isMet ? "met" : "NOT met") |"
    }

    public func print() {
        Swift.print(line)
    }
}

/// How the benchmarks write their figures.
public enum Format {
    /// `253.6 ms`.
    public static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }

    /// `10.0 MB`, in 10^6 bytes; below a megabyte `3.0 KB`, in 10^3 bytes.
    public static func megabytes(_ bytes: Int) -> String {
        bytes < 1_000_000 ? String(format: "%.1f KB", Double(bytes) / 1000) : String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    /// `0.49×`, `275×`: two decimals below 10, none from 100 on.
    public static func ratio(_ value: Double) -> String {
        String(format: value >= 100 ? "%.0f×" : value >= 10 ? "%.1f×" : "%.2f×", value)
    }

    /// The 1, 5 and 15 minute load averages and the cores, as one line.
    public static func load() -> String {
        var load = [Double](repeating: 0, count: 3)
        getloadavg(&load, 3)
        return String(format: "load average %.2f %.2f %.2f on %d cores", load[0], load[1], load[2], ProcessInfo.processInfo.activeProcessorCount)
    }
}
