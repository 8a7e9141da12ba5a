import Diagnostics
import Inference
import Inputs
import Support

/// Every endpoint's plan, the support types their models use, and the module-wide settings.
package struct ModulePlan: Sendable {
    package var name: String
    package var endpoints: [EndpointPlan]
    /// The types several places use, declared apart from every endpoint's model.
    package var sharedModels: [ModelDeclaration]
    /// Every model type's name by identity, for the lock.
    package var typeNames: [TypeIdentity: String]
    package var supportTypes: [SupportType]
    package var access: AccessLevel
    package var naming: NamingStyle
    package var envelope: Envelope?
    package var package: PackageSettings
    /// The models of the error bodies the manifest's `error:` keys name.
    package var errorModels: [ErrorModelPlan] = []
    /// The manifest's `auth`: `bearer`, `basic`, or nil.
    package var auth: String?

    package var names: ModuleNames { ModuleNames(module: name, naming: naming) }
}

/// Everything known about one endpoint once samples, manifest and inference are combined.
package struct EndpointPlan: Sendable {
    package var name: String
    /// The payload's type name: the manifest's `model`, or the endpoint's name.
    package var modelName: String
    package var method: String
    package var path: RequestPath
    package var model: EndpointModel
    package var params: [Parameter] = []
    /// The module's headers and the endpoint's.
    package var headers: [HTTPHeader] = []
    /// How its query sends an array: the endpoint's `arrays`, else the module's.
    package var arrays: QueryArrays = .repeated
    package var list: ListPlan?
    /// The URLNavigator pattern of the endpoint's screen; nil for an action.
    package var route: String?
    /// The text of the endpoint's first sample, envelope included.
    package var sample: String
    /// The path of every sample of the endpoint, envelope included.
    package var samplePaths: [String] = []
    /// The type of the body of the endpoint's error answers, from the manifest's `error:`.
    package var errorModel: String?
    /// The manifest's `opens`.
    package var opens: RowOpening = .automatic

    /// Whether the endpoint is a screen (a GET), with a ViewModel and a route; every other
    /// method (POST, PUT, PATCH, DELETE) is an action a screen runs.
    package var isScreen: Bool { Self.isScreen(method: method) }

    package static func isScreen(method: String) -> Bool {
        method == "GET"
    }

    /// What a request of the endpoint takes, in order: the path parameters, the query or
    /// body parameters, then for a list endpoint the page and its size.
    package var arguments: [RequestArgument] { RequestArgument.arguments(of: self) }
}

/// Paging of a list endpoint, resolved against its model.
package struct ListPlan: Sendable {
    package var paging: Paging
    /// The Swift name of the payload property that holds the items.
    package var itemsProperty: String
    /// The items' element type, qualified from the top level of the model file.
    package var itemType: String
}

/// The model of an error body: `ShopError` for the module's `error:`, `CartError` for the
/// endpoint Cart's own.
package struct ErrorModelPlan: Sendable {
    package var name: String
    package var model: EndpointModel
    /// The text of its first sample.
    package var sample: String
}
