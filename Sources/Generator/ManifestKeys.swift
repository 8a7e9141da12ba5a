/// Every key the manifest accepts, by place. The JSON Schema in `schema/gen.schema.json`
/// lists the same keys; a test keeps the two in step.
public enum ManifestKeys {
    public static let topLevel = ["module", "samples", "templates", "output", "access", "naming", "layers", "envelope", "endpoints", "types", "inference", "package", "render"]
    public static let endpoint = ["name", "method", "path", "sample", "params", "list", "route", "model"]
    public static let envelope = ["data", "code", "message", "success"]
    public static let list = ["page", "size", "first", "pageSize", "items"]
    public static let inference = ["enumMaxCases", "enumMinOccurrences", "mapMinKeys", "detectFormats"]
    public static let render = ["steps", "bytes"]
    public static let package = ["version", "platforms", "dependencies", "authors", "homepage", "source", "license"]

    public static let httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    /// Layers a manifest may select; `viewcontroller` and `cell` are emitted only when listed.
    public static let layers = ["api", "model", "viewmodel", "router", "viewcontroller", "cell"]
    public static let optionalLayers: Set<String> = ["viewcontroller", "cell"]
    public static let platforms = ["ios", "macos", "tvos", "watchos", "visionos"]
}
