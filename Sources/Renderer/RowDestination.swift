import Diagnostics
import Inference
import Inputs
import Planner
import TemplateEngine

/// `endpoint.opens`: the screen a row of a list opens: the one gen.yml's `opens:` names, or
/// else the first whose route the list's item carries. An item carries another GET endpoint's
/// route with a property named (or keyed) as each placeholder of its route (the `route:` of
/// gen.yml, or the path's parameters) and as each required query argument, or the item's `id`
/// for a `productID` when the item is a `Product`; of the same type, or of any scalar type
/// when the route holds a `String`.
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

    /// The screen `list`'s rows open: the one the manifest's `opens:` names, none for
    /// `opens: none`, else the first screen, details before lists, whose every route placeholder
    /// and required query argument `list`'s item type carries; nil for an endpoint that is not a
    /// list or whose item carries none.
    static func destination(of list: EndpointContext, among endpoints: [EndpointContext], plan: EndpointPlan, sharedModels: [ModelDeclaration]) -> RowDestination? {
        guard let (item, entity) = item(of: plan, sharedModels: sharedModels) else {
            return nil
        }
        switch plan.opens {
        case .nothing:
            return nil
        case .endpoint(let name):
            guard let screen = endpoints.first(where: { $0.name == name.value && $0.isScreen }), case .carried(let arguments) = match(screen, with: item.properties, entity: entity) else {
                return nil
            }
            return RowDestination(name: screen.name, arguments: arguments)
        case .automatic:
            let candidates = endpoints.filter { $0.isScreen && $0.name != list.name && !$0.routeParameters.isEmpty }
            for screen in candidates.filter({ $0.list == nil }) + candidates.filter({ $0.list != nil }) {
                if case .carried(let arguments) = match(screen, with: item.properties, entity: entity) {
                    return RowDestination(name: screen.name, arguments: arguments)
                }
            }
            return nil
        }
    }

    /// Why the rows of a list cannot open the screen its `opens:` names: the endpoint is
    /// missing, is no screen, or the list's item lacks what the screen's route needs.
    package static func problems(in plan: ModulePlan, source: SourceText?) -> [Diagnostic] {
        var problems = ManifestProblems(source: source)
        for list in plan.endpoints {
            guard case .endpoint(let name) = list.opens else {
                continue
            }
            guard let target = plan.endpoints.first(where: { $0.name == name.value }) else {
                let hint = Suggestion.nearest(to: name.value, in: plan.endpoints.map(\.name)).map { "did you mean '\($0)'?" }
                problems.report("'\(list.name)' opens '\(name.value)', which is no endpoint of the module", at: name.location, hint: hint)
                continue
            }
            guard target.isScreen else {
                problems.report("'\(list.name)' opens '\(name.value)', a \(target.method) endpoint; rows open only screens, the GET endpoints", at: name.location)
                continue
            }
            guard let (item, entity) = item(of: list, sharedModels: plan.sharedModels) else {
                problems.report("'\(list.name)' opens '\(name.value)', but '\(list.name)' is no list of objects whose rows could", at: name.location, hint: "give '\(list.name)' a 'list:' whose items are objects, or remove 'opens'")
                continue
            }
            let screen = EndpointContext(plan: target, naming: plan.naming, sharedModels: plan.sharedModels, envelope: plan.envelope, costlyKeys: [])
            if case .lacking(let parameter) = match(screen, with: item.properties, entity: entity) {
                problems.report(
                    "'\(list.name)' opens '\(name.value)', but its items carry no '\(parameter)' for it",
                    at: name.location,
                    hint: "an item carries a route placeholder or required query argument as a property of that name or JSON key, of its type (or any scalar for a String)"
                )
            }
        }
        return problems.diagnostics
    }

    private enum Match {
        case carried([Argument])
        /// The name of the first route placeholder or required query argument the item lacks.
        case lacking(String)
    }

    /// The list's item type and its name lowercased, when the list's items are objects.
    private static func item(of plan: EndpointPlan, sharedModels: [ModelDeclaration]) -> (ModelStruct, String)? {
        guard let itemType = plan.list?.itemType else {
            return nil
        }
        let scope = ModelTypeScope(endpoint: plan.model.declarations, shared: sharedModels)
        guard let (declaration, _) = scope.resolve(itemType, in: nil), case .structure(let item) = declaration else {
            return nil
        }
        return (item, itemType.split(separator: ".").last.map { String($0).lowercased() } ?? "")
    }

    /// - Parameter entity: the item type's name, lowercased: its `id` is the `productID` of a
    ///   `Product`.
    private static func match(_ screen: EndpointContext, with properties: [ModelProperty], entity: String) -> Match {
        var arguments: [Argument] = []
        for parameter in screen.routeParameters {
            guard let value = value(named: parameter.name, key: parameter.key, type: parameter.type, in: properties, entity: entity) else {
                return .lacking(parameter.name)
            }
            arguments.append(Argument(label: parameter.name, name: parameter.name, value: value, inRoute: true))
        }
        let routed = Set(screen.routeParameters.map(\.name))
        for argument in screen.arguments where (argument.role == .path || argument.role == .param) && !routed.contains(argument.name) && !argument.type.hasSuffix("?") {
            guard let value = value(named: argument.name, key: argument.key, type: argument.type, in: properties, entity: entity) else {
                return .lacking(argument.name)
            }
            arguments.append(Argument(label: argument.label, name: argument.name, value: value, inRoute: false))
        }
        return .carried(arguments)
    }

    /// `model.id`, or `"\(model.id)"` for a `String` made of another scalar.
    private static func value(named name: String, key: String, type: String, in properties: [ModelProperty], entity: String) -> String? {
        let named = properties.first { $0.name.trimmingBackticks == name.trimmingBackticks || $0.key == key }
        guard let property = named ?? properties.first(where: { $0.name == "id" && name.trimmingBackticks.lowercased() == entity + "id" }) else {
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
