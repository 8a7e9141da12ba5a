import Diagnostics
import Inference
import Support

/// `gen.yml`: what the samples cannot say about a module. docs/manifest.md documents each key.
public struct Manifest: Sendable, Equatable {
    public var module: Located<String>?
    /// A built-in set's name, or a folder relative to the manifest.
    public var templates: Located<String>?
    /// The folder the module folder is written in, relative to the manifest.
    public var output: Located<String>?
    /// The folder of samples, one per endpoint, relative to the manifest.
    public var samples: Located<String>?
    public var access: AccessLevel = .public
    public var naming: NamingStyle = .swift
    /// The layers to emit; nil emits every layer of the template set.
    public var layers: [Located<String>]?
    public var envelope: Envelope?
    /// The sample of the body of every endpoint's error answers (non-2xx), relative to the
    /// manifest; an endpoint's own `error` overrides it.
    public var error: Located<String>?
    /// Headers every request of the module carries.
    public var headers: [HTTPHeader] = []
    /// `bearer` or `basic`: the requests carry the app's token in `Authorization`.
    public var auth: Located<String>?
    public var endpoints: [EndpointSpec] = []
    /// `types:` pins, property path → Swift type or `enum`, `map`, `struct`, `Date`, `String`.
    public var types: [TypePin] = []
    /// `inference:` thresholds; pins are applied from `types`.
    public var inference = InferenceSettings()
    public var package = PackageSettings()
    /// `render:` what rendering each file may spend; nil keeps the template engine's default.
    public var render = RenderLimits()

    public init() {}
}

/// `render: { steps: 20000000, bytes: 268435456 }`: the budgets of each rendered file.
public struct RenderLimits: Sendable, Equatable {
    public var steps: Int?
    public var bytes: Int?

    public init(steps: Int? = nil, bytes: Int? = nil) {
        self.steps = steps
        self.bytes = bytes
    }
}

public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `internal`
}

/// How generated files and types are named.
public enum NamingStyle: String, Sendable, CaseIterable {
    /// Swift API Design Guidelines: `HomeAPI`, `Home`, `HomeViewModel`, `JacobRouter`.
    case swift
    /// The layout of the gckit tool: `Home_api`, `Home_model`, `Home_vm`, `Jacob_router`.
    case gckit
}

/// A response wrapper such as `{ "status": 0, "message": "ok", "data": { … } }`: models are
/// inferred from the payload under `data`, and a `code` other than `success` is an error.
public struct Envelope: Sendable, Equatable {
    public enum Code: Sendable, Equatable {
        case int(Int)
        case string(String)
    }

    public var data: String
    public var code: String
    public var message: String?
    public var success: Code
    public var location: SourceLocation
}

/// One entry of `types:`, e.g. `Product.createdAt: Date`, or `Catalog.products: struct
/// CatalogProduct`, which also names the type.
public struct TypePin: Sendable, Equatable {
    public var path: Located<String>
    public var type: String
    /// The name given after `struct` or `enum`.
    public var name: String?

    public init(path: Located<String>, type: String, name: String? = nil) {
        self.path = path
        self.type = type
        self.name = name
    }
}

/// One endpoint as the manifest describes it.
public struct EndpointSpec: Sendable, Equatable {
    public var name: Located<String>
    /// Upper-cased HTTP method, `GET` when the manifest does not say.
    public var method: String = "GET"
    /// The request path with `{param}` placeholders.
    public var path: Located<String>?
    /// The sample file, relative to the manifest, instead of one found in `--json`.
    public var sample: Located<String>?
    /// Query parameters for GET and DELETE, body parameters otherwise.
    public var params: [Parameter] = []
    /// Headers the endpoint's requests carry, beside (or instead of) the module's.
    public var headers: [HTTPHeader] = []
    /// Paging, for list endpoints.
    public var list: Paging?
    /// The screen's URLNavigator pattern, e.g. `jacob/product/<id>`.
    public var route: Located<String>?
    /// The name of the payload's type, instead of the endpoint's name.
    public var model: Located<String>?
    /// The sample of the body of the endpoint's error answers, relative to the manifest.
    public var error: Located<String>?

    public init(name: Located<String>) {
        self.name = name
    }
}

/// A request parameter: `q: String`, `category: Int?`.
public struct Parameter: Sendable, Equatable {
    public var name: Located<String>
    public var type: String
}

/// How a list endpoint pages: `list: { page: page, size: pageSize, first: 1, pageSize: 20 }`.
public struct Paging: Sendable, Equatable {
    /// The request parameter that carries the page number.
    public var pageKey: String = "page"
    /// The request parameter that carries the page size.
    public var sizeKey: String = "size"
    /// The number of the first page.
    public var firstPage: Int = 1
    public var pageSize: Int = 20
    /// The property of the payload that holds the page's items; found when not given.
    public var items: Located<String>?
    public var location: SourceLocation
}

/// What the podspec and Package.swift say about the module.
public struct PackageSettings: Sendable, Equatable {
    public struct Dependency: Sendable, Equatable {
        public var name: String
        public var version: String
    }

    public var version = "0.1.0"
    /// `ios: "13.0"`, `macos: "12.0"`.
    public var platforms: [(name: String, version: String)] = [("ios", "13.0")]
    /// Extra dependencies beyond those the template set needs.
    public var dependencies: [Dependency] = []
    /// The podspec's authors, name to e-mail address, in manifest order.
    public var authors: [Dependency] = []
    /// The podspec's homepage, git repository and license type; nil leaves a placeholder.
    public var homepage: String?
    public var source: String?
    public var license: String?

    public static func == (lhs: PackageSettings, rhs: PackageSettings) -> Bool {
        lhs.version == rhs.version && lhs.dependencies == rhs.dependencies && lhs.authors == rhs.authors
            && lhs.homepage == rhs.homepage && lhs.source == rhs.source && lhs.license == rhs.license
            && lhs.platforms.map(\.name) == rhs.platforms.map(\.name) && lhs.platforms.map(\.version) == rhs.platforms.map(\.version)
    }
}

extension Manifest {
    /// Each endpoint's entry by its name, the first where two share one (that is reported
    /// elsewhere): a lookup per endpoint that costs the same however many endpoints there are.
    public var endpointsByName: [String: EndpointSpec] {
        Dictionary(endpoints.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
