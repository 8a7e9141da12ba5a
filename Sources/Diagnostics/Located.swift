/// A value read from an input file, with where it was written.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
