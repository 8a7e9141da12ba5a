import Diagnostics
import JSONReader

/// One JSON sample of an endpoint's response, with its text kept for diagnostics.
public struct Sample: Sendable {
    public var source: SourceText
    public var value: JSONValue

    public init(source: SourceText, value: JSONValue) {
        self.source = source
        self.value = value
    }
}
