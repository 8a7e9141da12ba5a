import Diagnostics
import Inference

/// `gen.yml`: what the samples cannot say about a module.
public struct Manifest: Sendable, Equatable {
    public var module: Located<String>?
    public var endpoints: [EndpointSpec]
    /// `types:` pins, property path → Swift type or `enum`, `map`, `struct`, `Date`, `String`.
    public var types: [TypePin]
    /// `inference:` thresholds; pins are applied from `types`.
    public var inference: InferenceSettings

    public init(module: Located<String>? = nil, endpoints: [EndpointSpec] = [], types: [TypePin] = [], inference: InferenceSettings = InferenceSettings()) {
        self.module = module
        self.endpoints = endpoints
        self.types = types
        self.inference = inference
    }
}

/// One entry of `types:`, e.g. `Product.createdAt: Date`.
public struct TypePin: Sendable, Equatable {
    public var path: Located<String>
    public var type: String

    public init(path: Located<String>, type: String) {
        self.path = path
        self.type = type
    }
}

/// One endpoint as the manifest describes it.
public struct EndpointSpec: Sendable, Equatable {
    public var name: Located<String>
    /// Upper-cased HTTP method, `GET` when the manifest does not say.
    public var method: String
    /// The request path with `{param}` placeholders.
    public var path: Located<String>?

    public init(name: Located<String>, method: String = "GET", path: Located<String>? = nil) {
        self.name = name
        self.method = method
        self.path = path
    }
}

/// A value read from an input file, with where it was written.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
