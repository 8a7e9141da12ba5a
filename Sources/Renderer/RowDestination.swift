import Inference
import Planner
import TemplateEngine

/// `endpoint.opens`: the screen a row of a list opens, for a list whose item carries what
/// another GET endpoint's route needs: a property named (or keyed) as each placeholder of its
/// route (the `route:` of gen.yml, or the path's parameters) and as each required query
/// argument, or the item's `id` for a `productID` when the item is a `Product`; of the same
/// type, or of any scalar type when the route holds a `String`.
package struct RowDestination: Sendable, Encodable, Equatable {
    /// `{label, name, value, inRoute}`: a value of the destination's route case. `value` is a
    /// Swift expression that reads the item as `model`; `inRoute` is false for a query argument,
    /// which only the swiftui set's route cases carry.
    package struct Argument: Sendable, Encodable, Equatable {
        package var label: String
        package var name: String
        package var value: String
        package var inRoute: Bool
    }

    /// The destination endpoint's name.
    package var name: String
    package var arguments: [Argument]

    /// The first screen, details before lists, whose every route placeholder and required query
    /// argument `list`'s item type carries; nil for an endpoint that is not a list or whose item
    /// carries none.
    static func destination(of list: EndpointContext, among endpoints: [EndpointContext], plan: EndpointPlan, sharedModels: [ModelDeclaration]) -> RowDestination? {
        guard let itemType = plan.list?.itemType else {
            return nil
        }
        let scope = ModelTypeScope(endpoint: plan.model.declarations, shared: sharedModels)
        guard let (declaration, _) = scope.resolve(itemType, in: nil), case .structure(let item) = declaration else {
            return nil
        }
        let candidates = endpoints.filter { $0.isScreen && $0.name != list.name && !$0.routeParameters.isEmpty }
        let entity = itemType.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        for screen in candidates.filter({ $0.list == nil }) + candidates.filter({ $0.list != nil }) {
            if let arguments = arguments(of: screen, from: item.properties, entity: entity) {
                return RowDestination(name: screen.name, arguments: arguments)
            }
        }
        return nil
    }

    /// - Parameter entity: the item type's name, lowercased: its `id` is the `productID` of a
    ///   `Product`.
    private static func arguments(of screen: EndpointContext, from properties: [ModelProperty], entity: String) -> [Argument]? {
        var arguments: [Argument] = []
        for parameter in screen.routeParameters {
            guard let value = value(named: parameter.name, key: parameter.key, type: parameter.type, in: properties, entity: entity) else {
                return nil
            }
            arguments.append(Argument(label: parameter.name, name: parameter.name, value: value, inRoute: true))
        }
        let routed = Set(screen.routeParameters.map(\.name))
        for argument in screen.arguments where (argument.role == .path || argument.role == .param) && !routed.contains(argument.name) && !argument.type.hasSuffix("?") {
            guard let value = value(named: argument.name, key: argument.key, type: argument.type, in: properties, entity: entity) else {
                return nil
            }
            arguments.append(Argument(label: argument.label, name: argument.name, value: value, inRoute: false))
        }
        return arguments
    }

    /// `model.id`, or `"\(model.id)"` for a `String` made of another scalar.
    private static func value(named name: String, key: String, type: String, in properties: [ModelProperty], entity: String) -> String? {
        let bare = { (name: String) in name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name }
        let named = properties.first { bare($0.name) == bare(name) || $0.key == key }
        guard let property = named ?? properties.first(where: { $0.name == "id" && bare(name).lowercased() == entity + "id" }) else {
            return nil
        }
        let spelling = property.type.spelling
        if spelling == type {
            return "model.\(property.name)"
        }
        if type == "String", ["Int", "Double", "Float", "Bool", "UUID", "Int64"].contains(spelling) {
            return "\"\\(model.\(property.name))\""
        }
        return nil
    }
}
