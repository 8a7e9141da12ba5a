import Diagnostics
import Inputs
import Support

/// The names of the types and files the built-in sets declare for the module, in the
/// manifest's naming style, computed once so templates and set.yml never spell the style.
package struct ModuleNames: Sendable, Equatable, Encodable {
    /// The Moya target of the module: `JacobAPI`, `Jacob_api`.
    package var api: String
    /// `JacobRouter`, `Jacob_router`.
    package var router: String
    /// The route enum: `JacobRoute`, `Jacob_route`.
    package var route: String
    /// The module's entry point: `JacobModule`, `JacobCore`.
    package var entry: String
    /// The router's file, without `.swift`: `Router/JacobRouter`, `Module/Jacob_router`.
    package var routerFile: String
    /// The entry point's file, without `.swift`: `JacobModule`, `Module/JacobCore`.
    package var entryFile: String

    package init(module: String, naming: NamingStyle) {
        switch naming {
        case .swift:
            api = module + "API"
            router = module + "Router"
            route = module + "Route"
            entry = module + "Module"
            routerFile = "Router/" + router
            entryFile = entry
        case .gckit:
            api = module + "_api"
            router = module + "_router"
            route = module + "_route"
            entry = module + "Core"
            routerFile = "Module/" + router
            entryFile = "Module/" + entry
        }
    }
}

/// The names of the types and files the built-in sets declare for one endpoint.
package struct EndpointNames: Sendable, Equatable, Encodable {
    /// `HomeAPI`, `Home_api`.
    package var api: String
    /// `HomeViewModel`, `Home_vm`.
    package var viewModel: String
    /// `HomeViewController`, `Home_vc`.
    package var viewController: String
    /// `HomeCell`, `Home_tCell`.
    package var cell: String
    /// The action model of a write endpoint: `AddToCartAction`, `AddToCart_action`.
    package var action: String
    /// The model's file, without `.swift`: `Home`, `Home_model`.
    package var modelFile: String
    /// The cell's file, without `.swift`, in the `View` folder: `HomeCell`, `tCell/Home_tCell`.
    package var cellFile: String

    package init(endpoint: String, naming: NamingStyle) {
        switch naming {
        case .swift:
            api = endpoint + "API"
            viewModel = endpoint + "ViewModel"
            viewController = endpoint + "ViewController"
            cell = endpoint + "Cell"
            action = endpoint + "Action"
            modelFile = endpoint
            cellFile = cell
        case .gckit:
            api = endpoint + "_api"
            viewModel = endpoint + "_vm"
            viewController = endpoint + "_vc"
            cell = endpoint + "_tCell"
            action = endpoint + "_action"
            modelFile = endpoint + "_model"
            cellFile = "tCell/" + cell
        }
    }
}
