import Foundation
import JSONReader

/// The best time of each reader over the same bytes, runs interleaved so both see the same
/// machine load.
struct Throughput {
    var input: BenchmarkInput
    var readerSeconds: Double
    var foundationSeconds: Double

    static func measure(_ input: BenchmarkInput, runs: Int) throws -> Throughput {
        let data = Data(input.bytes)
        var readerBest = Double.infinity
        var foundationBest = Double.infinity
        for _ in 0..<runs {
            readerBest = min(readerBest, try seconds { _ = try JSONReader.read(input.bytes, path: input.name) })
            foundationBest = min(foundationBest, try seconds { _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) })
        }
        return Throughput(input: input, readerSeconds: readerBest, foundationSeconds: foundationBest)
    }

    var megabytes: Double { Double(input.bytes.count) / 1_000_000 }
    var readerRate: Double { megabytes / readerSeconds }
    var foundationRate: Double { megabytes / foundationSeconds }
    var ratio: Double { foundationSeconds / readerSeconds }

    private static func seconds(_ work: () throws -> Void) throws -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
}
