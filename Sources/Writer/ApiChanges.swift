import Diagnostics
import Support

/// The comparisons behind `ApiChangeReport`, one part of the API at a time.
extension ApiChangeReport {
    static func modelChanges(from old: ModelSignature, to new: ModelSignature) -> [Change] {
        let oldTypes = Set(old.properties.keys.map { split($0).name }).union(old.enums.keys)
        let newTypes = Set(new.properties.keys.map { split($0).name }).union(new.enums.keys)
        var changes: [Change] = []
        for type in newTypes.subtracting(oldTypes) {
            changes.append(Change(type: type, kind: .typeAdded))
        }
        for type in oldTypes.subtracting(newTypes) {
            changes.append(Change(type: type, kind: .typeRemoved))
        }
        for key in Set(old.properties.keys).union(new.properties.keys) {
            let (type, property) = split(key)
            guard oldTypes.contains(type), newTypes.contains(type) else { continue }
            guard var kind = memberChange(old.properties[key], new.properties[key]) else { continue }
            if kind == .added, new.properties[key]?.hasSuffix("?") == false {
                kind = .requiredAdded
            }
            changes.append(Change(type: type, property: property, kind: kind, oldType: old.properties[key], newType: new.properties[key]))
        }
        return changes
    }

    static func enumChanges(from old: ModelSignature, to new: ModelSignature) -> [Change] {
        var changes: [Change] = []
        for (type, oldCases) in old.enums {
            guard let newCases = new.enums[type] else { continue }
            changes += newCases.filter { !oldCases.contains($0) }.map { Change(type: type, property: $0, kind: .caseAdded) }
            changes += oldCases.filter { !newCases.contains($0) }.map { Change(type: type, property: $0, kind: .caseRemoved) }
        }
        return changes
    }

    /// Endpoints added and removed, and for the endpoints of both runs their request
    /// parameters and route patterns: a route appears when an action becomes a screen and
    /// goes when a screen becomes an action.
    static func endpointChanges(from old: ModelSignature, to new: ModelSignature) -> [Change] {
        var changes: [Change] = []
        for endpoint in new.endpoints where old.requests[endpoint] == nil {
            changes.append(Change(type: endpoint, kind: .endpointAdded))
        }
        for endpoint in old.endpoints {
            guard let newParameters = new.requests[endpoint] else {
                changes.append(Change(type: endpoint, kind: .endpointRemoved))
                continue
            }
            let before = Dictionary((old.requests[endpoint] ?? []).map(ModelSignature.nameAndType), uniquingKeysWith: { first, _ in first })
            let after = Dictionary(newParameters.map(ModelSignature.nameAndType), uniquingKeysWith: { first, _ in first })
            for name in Set(before.keys).union(after.keys) {
                guard let change = memberChange(before[name], after[name]) else { continue }
                let kind: Change.Kind
                switch change {
                case .added: kind = after[name]?.hasSuffix("?") == true ? .parameterAdded : .requiredParameterAdded
                case .removed: kind = .parameterRemoved
                case .becameOptional: kind = .parameterOptional
                case .becameRequired: kind = .parameterRequired
                default: kind = .parameterRetyped
                }
                changes.append(Change(type: endpoint, property: name, kind: kind, oldType: before[name], newType: after[name]))
            }
            switch (old.routes[endpoint], new.routes[endpoint]) {
            case (let oldRoute?, let newRoute?) where oldRoute != newRoute:
                let kind: Change.Kind = routeParameters(of: oldRoute) == routeParameters(of: newRoute) ? .routeChanged : .routeParametersChanged
                changes.append(Change(type: endpoint, kind: kind, oldType: oldRoute, newType: newRoute))
            case (nil, let newRoute?):
                changes.append(Change(type: endpoint, kind: .routeAdded, newType: newRoute))
            case (let oldRoute?, nil):
                changes.append(Change(type: endpoint, kind: .routeRemoved, oldType: oldRoute))
            default:
                break
            }
        }
        return changes
    }

    /// How a property's (or parameter's) type changed, or nil when it did not.
    private static func memberChange(_ before: String?, _ after: String?) -> Change.Kind? {
        switch (before, after) {
        case (nil, nil): return nil
        case (nil, _?): return .added
        case (_?, nil): return .removed
        case (let before?, let after?) where before == after: return nil
        case (let before?, let after?) where after == before + "?": return .becameOptional
        case (let before?, let after?) where before == after + "?": return .becameRequired
        default: return .retyped
        }
    }

    /// The associated values of a route's case: each placeholder's key and the Swift type
    /// its kind converts to (`jacob/product/<int:id>` → `["id: Int"]`), as URLNavigator's
    /// kinds and the planner's `RouteSegment` spell them.
    private static func routeParameters(of pattern: String) -> [String] {
        let types = ["int": "Int", "float": "Float", "uuid": "UUID"]
        return pattern.split(separator: "/").compactMap { segment in
            guard segment.hasPrefix("<"), segment.hasSuffix(">") else { return nil }
            let parts = segment.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: false)
            let kind = parts.count > 1 ? parts.dropLast().joined(separator: ":") : "string"
            return "\(parts.last ?? ""): \(types[kind] ?? "String")"
        }
    }

    /// The support types gen declares in ModelSupport.swift under a new name, old → new:
    /// `WebURL` was the main type of the swift-url package. SupportType in Inference names
    /// them; GeneratorTests' SupportTypeRenameTests keeps the two in step.
    static let renamedSupportTypes: [(old: String, new: String)] = [("WebURL", "URLText")]

    /// A change for each renamed support type that explains retyped properties of `changes`
    /// (`url: WebURL → URLText`), which are dropped from them: the type is what changed.
    static func supportTypeRenames(in changes: inout [Change]) -> [Change] {
        var renames: [Change] = []
        for (oldName, newName) in renamedSupportTypes {
            let explained = { (change: Change) -> Bool in
                guard change.kind == .retyped, let before = change.oldType, let after = change.newType else { return false }
                return replacing(type: oldName, with: newName, in: before) == after
            }
            guard changes.contains(where: explained) else { continue }
            changes.removeAll(where: explained)
            renames.append(Change(type: oldName, kind: .typeRenamed, oldType: oldName, newType: newName))
        }
        return renames
    }

    /// `type` with every whole-word `name` in it replaced: `[WebURL]?` → `[URLText]?`.
    private static func replacing(type name: String, with newName: String, in type: String) -> String {
        var result = ""
        var word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += word == name ? newName : word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    /// `Home.Item.price` → (`Home.Item`, `price`).
    private static func split(_ key: String) -> (name: String, member: String) {
        guard let dot = key.lastIndex(of: ".") else { return ("", key) }
        return (String(key[..<dot]), String(key[key.index(after: dot)...]))
    }
}
