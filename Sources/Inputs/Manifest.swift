import Diagnostics
import Inference
import Support

/// `gen.yml`: what the samples cannot say about a module. docs/manifest.md documents each key.
package struct Manifest: Sendable, Equatable {
    package var module: Located<String>?
    /// A built-in set's name, or a folder relative to the manifest.
    package var templates: Located<String>?
    /// The folder the module folder is written in, relative to the manifest.
    package var output: Located<String>?
    /// The folder of samples, one per endpoint, relative to the manifest.
    package var samples: Located<String>?
    package var access: AccessLevel = .public
    package var naming: NamingStyle = .swift
    /// The layers to emit; nil emits every layer of the template set.
    package var layers: [Located<String>]?
    package var envelope: Envelope?
    /// The sample of the body of every endpoint's error answers (non-2xx), relative to the
    /// manifest; an endpoint's own `error` overrides it.
    package var error: Located<String>?
    /// Headers every request of the module carries.
    package var headers: [HTTPHeader] = []
    /// `bearer` or `basic`: the requests carry the app's token in `Authorization`.
    package var auth: Located<String>?
    /// How a query sends an array, unless an endpoint says otherwise.
    package var arrays: QueryArrays = .repeated
    package var endpoints: [EndpointSpec] = []
    /// `types:` pins, property path → Swift type or `enum`, `map`, `struct`, `Date`, `String`.
    package var types: [TypePin] = []
    /// `inference:` thresholds; pins are applied from `types`.
    package var inference = InferenceSettings()
    package var package = PackageSettings()
    /// `render:` what rendering each file may spend; nil keeps the template engine's default.
    package var render = RenderLimits()

    package init() {}
}

/// `render: { steps: 20000000, bytes: 268435456 }`: the budgets of each rendered file.
package struct RenderLimits: Sendable, Equatable {
    package var steps: Int?
    package var bytes: Int?

    package init(steps: Int? = nil, bytes: Int? = nil) {
        self.steps = steps
        self.bytes = bytes
    }
}

package enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `internal`
}

/// How generated files and types are named.
package enum NamingStyle: String, Sendable, CaseIterable {
    /// Swift API Design Guidelines: `HomeAPI`, `Home`, `HomeViewModel`, `JacobRouter`.
    case swift
    /// The layout of the gckit tool: `Home_api`, `Home_model`, `Home_vm`, `Jacob_router`.
    case gckit
}

/// A response wrapper such as `{ "status": 0, "message": "ok", "data": { … } }`: models are
/// inferred from the payload under `data`, and a `code` other than `success` is an error.
package struct Envelope: Sendable, Equatable {
    package enum Code: Sendable, Equatable {
        case int(Int)
        case string(String)
    }

    package var data: String
    package var code: String
    package var message: String?
    package var success: Code
    package var location: SourceLocation
}

/// One entry of `types:`, e.g. `Product.createdAt: Date`, or `Catalog.products: struct
/// CatalogProduct`, which also names the type.
package struct TypePin: Sendable, Equatable {
    package var path: Located<String>
    package var type: String
    /// The name given after `struct` or `enum`.
    package var name: String?
    /// For a Swift type, the names of the types it is made of, where gen.yml writes them.
    package var typeNames: [Located<String>]

    package init(path: Located<String>, type: String, name: String? = nil, typeNames: [Located<String>] = []) {
        self.path = path
        self.type = type
        self.name = name
        self.typeNames = typeNames
    }
}

/// One endpoint as the manifest describes it.
package struct EndpointSpec: Sendable, Equatable {
    package var name: Located<String>
    /// Upper-cased HTTP method, `GET` when the manifest does not say.
    package var method: String = "GET"
    /// The request path with `{param}` placeholders.
    package var path: Located<String>?
    /// The sample file, relative to the manifest, instead of one found in `--json`.
    package var sample: Located<String>?
    /// Query parameters for GET and DELETE, body parameters otherwise.
    package var params: [Parameter] = []
    /// Headers the endpoint's requests carry, beside (or instead of) the module's.
    package var headers: [HTTPHeader] = []
    /// How its query sends an array, instead of the module's `arrays`.
    package var arrays: Located<QueryArrays>?
    /// Paging, for list endpoints.
    package var list: Paging?
    /// The screen's URLNavigator pattern, e.g. `jacob/product/<id>`.
    package var route: Located<String>?
    /// The name of the payload's type, instead of the endpoint's name.
    package var model: Located<String>?
    /// The screen a row of the endpoint's list opens.
    package var opens: RowOpening = .automatic
    /// The sample of the body of the endpoint's error answers, relative to the manifest.
    package var error: Located<String>?

    package init(name: Located<String>) {
        self.name = name
    }
}

/// `opens:`, the screen a row of a list opens.
package enum RowOpening: Sendable, Equatable {
    /// The first screen whose route the row's item carries.
    case automatic
    /// `opens: none`: rows open nothing.
    case nothing
    /// `opens: Product`: the screen of that endpoint, whose route the item must carry.
    case endpoint(Located<String>)

    /// The spelling of `.nothing`.
    package static let noneKeyword = "none"
}

/// A request parameter: `q: String`, `category: Int?`.
package struct Parameter: Sendable, Equatable {
    package var name: Located<String>
    package var type: String
    /// The names of the types `type` is made of, where gen.yml writes them.
    package var typeNames: [Located<String>] = []
    /// How a `Date` param is written, from the endpoint's `dates:`; nil writes ISO 8601.
    package var dateFormat: ParamDateFormat?
}

/// How a list endpoint pages: `list: { page: page, size: pageSize, first: 1, pageSize: 20 }`.
package struct Paging: Sendable, Equatable {
    /// The request parameter that carries the page number.
    package var pageKey: String = "page"
    /// The request parameter that carries the page size.
    package var sizeKey: String = "size"
    /// The number of the first page.
    package var firstPage: Int = 1
    package var pageSize: Int = 20
    /// The property of the payload that holds the page's items; found when not given.
    package var items: Located<String>?
    package var location: SourceLocation
}

/// What the podspec and Package.swift say about the module.
package struct PackageSettings: Sendable, Equatable {
    package struct Dependency: Sendable, Equatable {
        package var name: String
        package var version: String
    }

    package var version = "0.1.0"
    /// `ios: "13.0"`, `macos: "12.0"`.
    package var platforms: [(name: String, version: String)] = [("ios", "13.0")]
    /// Extra dependencies beyond those the template set needs.
    package var dependencies: [Dependency] = []
    /// The podspec's authors, name to e-mail address, in manifest order.
    package var authors: [Dependency] = []
    /// The podspec's homepage, git repository and license type; nil leaves a placeholder.
    package var homepage: String?
    package var source: String?
    package var license: String?

    package static func == (lhs: PackageSettings, rhs: PackageSettings) -> Bool {
        lhs.version == rhs.version && lhs.dependencies == rhs.dependencies && lhs.authors == rhs.authors
            && lhs.homepage == rhs.homepage && lhs.source == rhs.source && lhs.license == rhs.license
            && lhs.platforms.map(\.name) == rhs.platforms.map(\.name) && lhs.platforms.map(\.version) == rhs.platforms.map(\.version)
    }
}

extension Manifest {
    /// Each endpoint's entry by its name, the first where two share one (that is reported
    /// elsewhere): a lookup per endpoint that costs the same however many endpoints there are.
    package var endpointsByName: [String: EndpointSpec] {
        Dictionary(endpoints.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
