import Renderer
@testable import TemplateEngine

/// Swift code a user of a generated module might have written against its public API, in
/// two files: one reads every property with its type spelled out, switches over every enum
/// without `default`, calls every endpoint's Api type with every parameter, and names every
/// route (and, with rxswift, every `Request` case); the other calls every public initialiser
/// of the models with every argument, as a test fixture or a preview does. Written from the template context, so it names whatever types the module
/// declares; compiled against a newer module, it fails exactly where that module broke it.
/// Every function is `@inlinable public`: the compiler then holds it to the module's public
/// declarations, as it would code in another module, and checks its body even when it skips
/// the module's own function bodies.
struct ConsumerWriter {
    let context: ModuleContext
    let set: String

    /// The code that reads, switches and calls, and the code that constructs the models.
    func sources() throws -> (reading: String, constructing: String) {
        let scopes = TypeScopes(context)
        let declarations = context.endpoints.flatMap(\.declarations) + context.sharedModels.declarations
        var constructing = ["import Foundation"]
        for (index, declaration) in declarations.enumerated() {
            constructing += [""] + construction(declaration, number: index + 1, scopes: scopes)
        }
        return (try source(), constructing.joined(separator: "\n") + "\n")
    }

    private func source() throws -> String {
        var lines = ["import Foundation"]
        if set == "rxswift" {
            lines += ["import Moya", "import RxSwift", "import UIKit", "import URLNavigator"]
        }
        lines += ["", "@inlinable public func evolutionValue<T>() -> T {", "    fatalError()", "}"]
        let scopes = TypeScopes(context)
        var index = 0
        for declaration in context.endpoints.flatMap(\.declarations) + context.sharedModels.declarations {
            index += 1
            lines += [""] + models(declaration, number: index, scopes: scopes)
        }
        for (number, endpoint) in context.endpoints.enumerated() {
            lines += [""] + (try request(endpoint, number: number))
        }
        lines += [""] + (try routes())
        if set == "rxswift" {
            lines += [""] + (try target())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a struct, or switches over an enum or union.
    private func models(_ declaration: DeclarationContext, number: Int, scopes: TypeScopes) -> [String] {
        let type = scopes.qualifiedName(of: declaration)
        var lines = ["@inlinable public func consumeModel\(number)(_ value: \(type)) {"]
        switch declaration.kind {
        case .structure(_, let properties):
            for property in properties {
                lines.append("    let _: \(scopes.qualify(property.type, in: type)) = value.\(property.name)")
            }
        case .enumeration(let unknownCase, let cases):
            lines.append(exhaustiveSwitch(over: "value", cases: cases.map(\.name) + [unknownCase]))
        case .union(let cases, _):
            lines.append(exhaustiveSwitch(over: "value", cases: cases.map(\.name)))
        }
        return lines + ["}"]
    }

    /// Builds a struct with its memberwise initialiser, every argument given.
    private func construction(_ declaration: DeclarationContext, number: Int, scopes: TypeScopes) -> [String] {
        guard case .structure(_, let properties) = declaration.kind else { return [] }
        let type = scopes.qualifiedName(of: declaration)
        let arguments = properties.map { "\($0.name): \(value(of: scopes.qualify($0.type, in: type)))" }
        return ["@inlinable public func constructModel\(number)() {", "    _ = \(type)(\(arguments.joined(separator: ", ")))", "}"]
    }

    /// Calls the endpoint's Api type with every argument.
    private func request(_ endpoint: EndpointContext, number: Int) throws -> [String] {
        let arguments = endpoint.arguments.map { "\($0.name): \(value(of: $0.type))" }.joined(separator: ", ")
        let api = endpoint.names.api
        switch set {
        case "async", "swiftui":
            return [
                "@inlinable public func consumeRequest\(number)() async throws {",
                "    let _: \(endpoint.modelName) = try await \(api)(client: evolutionValue()).request(\(arguments))",
                "}",
            ]
        default:
            let target = context.module.names.api
            return [
                "@inlinable public func consumeRequest\(number)() {",
                "    let _: Single<\(endpoint.modelName)> = \(api)(provider: evolutionValue(), baseURL: evolutionValue()).request(\(arguments))",
                "    let _: \(target).Request = .\(try caseName(endpoint))\(endpoint.arguments.isEmpty ? "" : "(\(arguments))")",
                "}",
            ]
        }
    }

    /// Switches over the route, as the screen factory an app registers does, and makes
    /// every route and its URL.
    private func routes() throws -> [String] {
        if set == "swiftui" {
            return try swiftUIRoutes()
        }
        let route = context.module.names.route
        let router = context.module.names.router
        var lines = ["@inlinable public func consumeRoute(_ route: \(route)) -> \(set == "async" ? "URL?" : "UIViewController?") {"]
        lines.append(exhaustiveSwitch(over: "route", cases: try context.screens.map(caseName)))
        for endpoint in context.screens {
            let arguments = endpoint.routeParameters.map { "\($0.name): \(value(of: $0.type))" }.joined(separator: ", ")
            lines.append("    let _: \(route) = .\(try caseName(endpoint))\(arguments.isEmpty ? "" : "(\(arguments))")")
        }
        if set == "async" {
            lines += [
                "    let _: \(route)? = \(router).route(for: evolutionValue())",
                "    return \(router).url(for: route, scheme: \"app\")",
            ]
        } else {
            lines += [
                "    let _: String = route.url(scheme: \"app\")",
                "    \(context.module.names.entry).register(navigator: evolutionValue(), scheme: \"app\", viewController: consumeRoute)",
                "    return nil",
            ]
        }
        return lines + ["}"]
    }

    /// The swiftui set's routes: one per GET endpoint, carrying the route's placeholders and,
    /// as query items, the screen's other arguments.
    private func swiftUIRoutes() throws -> [String] {
        let route = context.module.names.route
        let screens = context.endpoints.filter { $0.screen != nil }
        var lines = ["@inlinable public func consumeRoute(_ route: \(route)) -> URL? {"]
        lines.append(exhaustiveSwitch(over: "route", cases: try screens.map(caseName)))
        for endpoint in screens {
            let placeholders = endpoint.routeParameters.map { "\($0.name): \(value(of: $0.type))" }
            let queried = endpoint.arguments
                .filter { ($0.role == .path || $0.role == .param) && !endpoint.routeParameters.map(\.name).contains($0.name) }
                .map { "\($0.label): \(value(of: $0.type))" }
            let arguments = (placeholders + queried).joined(separator: ", ")
            lines.append("    let _: \(route) = .\(try caseName(endpoint))\(arguments.isEmpty ? "" : "(\(arguments))")")
        }
        lines += [
            "    let _: \(route)? = \(route)(url: evolutionValue())",
            "    return route.url(scheme: \"app\")",
        ]
        return lines + ["}"]
    }

    /// Switches over rxswift's Moya target, as a plugin that treats requests apart does.
    private func target() throws -> [String] {
        let target = context.module.names.api
        return [
            "@inlinable public func consumeTarget(_ request: \(target).Request) {",
            exhaustiveSwitch(over: "request", cases: try context.endpoints.map(caseName)),
            "    _ = \(target)(baseURL: evolutionValue(), request: request)",
            "}",
        ]
    }

    private func exhaustiveSwitch(over value: String, cases: [String]) -> String {
        (["    switch \(value) {"] + cases.map { "    case .\($0): break" } + ["    }"]).joined(separator: "\n")
    }

    /// A value of exactly `type`, so that a parameter of another type does not accept it.
    private func value(of type: String) -> String {
        "evolutionValue() as \(type)"
    }

    /// The case of an endpoint in the route and `Request` enums, as templates/common/Swift.stencil
    /// spells it.
    private func caseName(_ endpoint: EndpointContext) throws -> String {
        try SwiftFilters.identifier(endpoint.name.prefix(1).lowercased() + endpoint.name.dropFirst())
    }
}
