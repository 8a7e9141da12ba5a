import Diagnostics
import Inference
import Inputs
import Support

/// The names generated code declares or uses for itself, which names that come from samples
/// and the manifest must not take. README: "Names gen keeps for itself".
package enum ReservedNames {
    /// Types of Swift and Foundation that model files use or that apps use everywhere: the
    /// ones inference keeps nested types from shadowing, and those the generated Api layers
    /// and tests name.
    package static let swiftAndFoundation: Set<String> = Naming.libraryTypeNames.union([
        "AnyObject", "Collection", "DecodingError", "EncodingError", "HTTPURLResponse", "IndexPath", "JSONDecoder",
        "JSONEncoder", "JSONSerialization", "KeyPath", "LocalizedError", "MainActor", "Sequence", "URLComponents",
        "URLError", "URLQueryItem", "URLRequest", "URLResponse", "URLSession",
    ])

    /// Types of the libraries the built-in sets import: RxSwift, RxRelay, RxCocoa, Moya (with
    /// the Alamofire types it re-exports), URLNavigator and the UIKit classes the templates use.
    package static let libraries: Set<String> = [
        "Binder", "BehaviorRelay", "Completable", "ControlEvent", "ControlProperty", "Disposable", "Disposables",
        "DisposeBag", "Driver", "Event", "Infallible", "MainScheduler", "Maybe", "Observable", "ObservableType",
        "ObserverType", "PrimitiveSequence", "PublishRelay", "Reactive", "SharedSequence", "Signal", "Single",
        "Cancellable", "Completion", "Endpoint", "HTTPMethod", "JSONEncoding", "Method", "Moya", "MoyaError",
        "MoyaProvider", "MultiTarget", "ParameterEncoding", "Parameters", "ProgressResponse", "Response",
        "TargetType", "URLEncoding", "ValidationType", "Navigator", "NavigatorProtocol", "URLConvertible",
        "URLNavigator", "URLPattern", "ViewControllerFactory", "UIActivityIndicatorView", "UIAlertAction",
        "UIAlertController", "UIColor", "UIControl", "UIKit", "UILabel", "UIRefreshControl", "UITableView",
        "UITableViewCell", "UIView", "UIViewController",
    ]

    /// Types of SwiftUI, Observation and XCTest that the swiftui and async sets' views, models
    /// and tests name, and the modules they import: a model `Text` or `Label` would hide
    /// SwiftUI's in every view of the module. Only the names the templates use: each one kept
    /// renames the models of every set that would take it.
    package static let frameworks: Set<String> = [
        "AsyncImage", "Button", "ContentUnavailableView", "ForEach", "Form", "HStack", "Label", "LabeledContent", "List",
        "NavigationLink", "NavigationStack", "ProgressView", "Section", "Spacer", "State", "Text", "View", "ViewBuilder",
        "VStack", "Observable", "ObservationIgnored", "Observation", "Preview", "SwiftUI",
        "XCTest", "XCTestCase", "AsyncStream", "CharacterSet", "CheckedContinuation", "CustomStringConvertible",
        "Foundation", "FoundationNetworking", "KeyValuePairs", "NSLock", "Package", "PackageDescription", "Swift",
        "URLProtocol", "URLSessionConfiguration", "URLSessionDataTask",
    ]

    /// The helpers the built-in sets declare at the top level of a module, the types they
    /// nest in types whose members come from samples (`Input`, `State`, …), and the models
    /// whose value a ViewModel's output would name like another output (`isLoading`).
    package static let setHelpers: Set<String> = [
        "APIClient", "APIRequest", "CancellableDataTask", "Envelope", "HangingURLProtocol", "HTTPStatusError", "Input",
        "IsLoading", "IsSending", "Output", "Pager", "Pages", "Request", "RetryView",
        "ScriptedAPIClient", "ScriptedFailure", "ServerError", "ServerFailure", "State", "Status", "StubAPIClient", "URLSessionAPIClient",
    ]

    /// Every type name a module's models must avoid: the lists above, the module's own name
    /// and the names of the types the built-in sets declare for the module and its endpoints.
    package static func moduleTypes(moduleName: String, endpointNames: [String]) -> Set<String> {
        var generated = [moduleName, moduleName + "NavigationStack", moduleName + "Fixtures", moduleName + "FixturesTests"]
        for endpointName in endpointNames {
            generated += ["View", "Row", "Detail", "Preview"].map { endpointName + $0 }
        }
        for naming in NamingStyle.allCases {
            let module = ModuleNames(module: moduleName, naming: naming)
            generated += [module.api, module.router, module.route, module.entry]
            for endpointName in endpointNames {
                let endpoint = EndpointNames(endpoint: endpointName, naming: naming)
                generated += [endpoint.api, endpoint.viewModel, endpoint.viewController, endpoint.cell, endpoint.action]
            }
        }
        // Sized for every name at once: grown name by name, the set of a 1,000-endpoint module
        // was rehashed each time it doubled, a third of the instructions spent here.
        var names = swiftAndFoundation.union(libraries).union(frameworks).union(setHelpers)
        names.reserveCapacity(names.count + generated.count)
        names.formUnion(generated)
        return names
    }

    /// Members and local names the built-in sets declare in the types and functions that also
    /// hold the request's arguments: an argument named like one of them is renamed by adding
    /// `Value` (`state` → `stateValue`), and its key stays what the server reads.
    package static let members: Set<String> = [
        "actionUnderTest", "afterSuccess", "answer", "answers", "api", "arguments", "baseURL", "client", "decoded",
        "disposeBag", "error", "errors", "expected", "expectedPath", "failed", "firstCall", "firstPage",
        "hasNextPage", "ignored", "isLoading", "isLoadingMore", "isRefreshing", "isRunning", "isSending", "items",
        "lastError", "lastRequest", "load", "loadedPages", "loading", "loadMore", "page", "pager", "pageSize",
        "parameters", "perform", "provider", "refresh", "request", "requests", "retried", "retry", "run",
        "secondCall", "send", "sending", "sent", "sentURL", "showPager", "start", "state", "stateDidChange",
        "superseded", "task", "transform", "values", "viewModel",
    ]

    /// The Swift name of a request argument or route parameter sent under `key`.
    package static func argumentName(forKey key: String) -> String {
        let name = Naming.propertyName(forKey: key)
        return members.contains(name) ? name + "Value" : name
    }
}
