import Foundation

/// Formats the benchmark's figures as aligned text.
enum Report {
    static let throughputHeader = pad("input", 22) + pad("size", 10, right: true) + pad("JSONReader", 16, right: true)
        + pad("JSONSerialization", 20, right: true) + pad("ratio", 8, right: true)

    static func row(_ result: Throughput) -> String {
        pad(result.input.name, 22)
            + pad(String(format: "%.2f MB", result.megabytes), 10, right: true)
            + pad(String(format: "%.1f MB/s", result.readerRate), 16, right: true)
            + pad(String(format: "%.1f MB/s", result.foundationRate), 20, right: true)
            + pad(String(format: "%.2fx", result.ratio), 8, right: true)
    }

    static func memoryLine(input: String, reader: String, _ memory: PeakMemory) -> String {
        let file = Double(memory.fileBytes)
        let name = reader == "reader" ? "JSONReader" : "JSONSerialization"
        return pad(input, 18) + pad(name, 18)
            + String(format: "reading +%.1f MB (%.2fx the file); with the input %.1f MB (%.2fx)",
                     Double(memory.readingBytes) / 1_000_000, Double(memory.readingBytes) / file,
                     Double(memory.totalBytes) / 1_000_000, Double(memory.totalBytes) / file)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
