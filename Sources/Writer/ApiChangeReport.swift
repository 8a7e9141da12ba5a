import Diagnostics
import Foundation
import Support

/// How the public API of a module changed between two runs: model properties and types,
/// enum cases, endpoints, request parameters, route patterns, types renamed by a new
/// naming style, and support types gen renamed. Printed after a run, by `--check` too, and in the JSON output.
package struct ApiChangeReport: Sendable, Equatable {
    package struct Change: Sendable, Equatable {
        package enum Kind: String, Sendable {
            case typeAdded = "new type"
            case typeRemoved = "removed type"
            case typeRenamed = "renamed type"
            case added
            case requiredAdded = "added required"
            case removed
            case retyped
            case becameOptional = "optional"
            case becameRequired = "required"
            case caseAdded = "new case"
            case caseRemoved = "removed case"
            case endpointAdded = "new endpoint"
            case endpointRemoved = "removed endpoint"
            case parameterAdded = "new parameter"
            case requiredParameterAdded = "new required parameter"
            case parameterRemoved = "removed parameter"
            case parameterRetyped = "retyped parameter"
            case parameterRequired = "parameter required"
            case parameterOptional = "parameter optional"
            case routeChanged = "route changed"
            case routeParametersChanged = "route parameters changed"
            /// An action became a screen: a new case of the route enum.
            case routeAdded = "new route"
            /// A screen became an action (a GET became a write): its route case is gone.
            case routeRemoved = "removed route"

            /// A change to a whole type or endpoint, printed on one line.
            var isWhole: Bool {
                [.typeAdded, .typeRemoved, .typeRenamed, .endpointAdded, .endpointRemoved].contains(self)
            }

            /// The word a printed line starts with, under its type's or endpoint's heading.
            var label: String {
                switch self {
                case .requiredAdded, .parameterAdded, .requiredParameterAdded: return "added"
                case .parameterRemoved: return "removed"
                case .parameterRetyped: return "retyped"
                case .parameterRequired: return "required"
                case .parameterOptional: return "optional"
                case .routeChanged, .routeParametersChanged: return "changed"
                case .routeAdded: return "added"
                case .routeRemoved: return "removed"
                default: return rawValue
                }
            }

            /// The heading a change is printed under, after the type or endpoint name.
            var heading: String {
                switch self {
                case .parameterAdded, .requiredParameterAdded, .parameterRemoved, .parameterRetyped, .parameterRequired, .parameterOptional: return " request"
                case .routeChanged, .routeParametersChanged, .routeAdded, .routeRemoved: return " route"
                default: return ""
                }
            }
        }

        /// The type, enum or endpoint that changed.
        package var type: String
        /// The property, enum case or parameter; empty for a change to a whole type or
        /// endpoint and for a route.
        package var property: String
        package var kind: Kind
        /// The property's or parameter's type, the route pattern, or the type's name, before
        /// and after.
        package var oldType: String?
        package var newType: String?

        init(type: String, property: String = "", kind: Kind, oldType: String? = nil, newType: String? = nil) {
            self.type = type
            self.property = property
            self.kind = kind
            self.oldType = oldType
            self.newType = newType
        }

        var group: String { type + kind.heading }
    }

    package var changes: [Change]

    /// - Parameter renamedTypes: old name → new name of each type a new naming style renamed.
    package init(from old: ModelSignature, to new: ModelSignature, renamedTypes: [(old: String, new: String)] = []) {
        guard old != new || !renamedTypes.isEmpty else {
            changes = []
            return
        }
        var changes = Self.modelChanges(from: old, to: new)
        let renamedSupportTypes = Self.supportTypeRenames(in: &changes)
        changes += renamedSupportTypes
        changes += Self.enumChanges(from: old, to: new)
        changes += Self.endpointChanges(from: old, to: new)
        changes += renamedTypes.map { Change(type: $0.old, kind: .typeRenamed, oldType: $0.old, newType: $0.new) }
        self.changes = changes.sorted { ($0.group, $0.property, $0.kind.rawValue) < ($1.group, $1.property, $1.kind.rawValue) }
    }

    /// The report of changes a run found, as its JSON document keeps them (in order).
    package init(changes: [Change]) {
        self.changes = changes
    }

    package var isEmpty: Bool { changes.isEmpty }

    /// Whether code written against the old API may stop compiling.
    package var isBreaking: Bool { changes.contains { $0.kind.isBreaking } }

    /// The report as printed after a run:
    ///
    ///     API changes (4 breaking):
    ///       Cart  (new endpoint, breaking: exhaustive switches)
    ///       Home.Item
    ///         added     discount: Double?
    ///         retyped   price: Int → Double  (breaking)
    ///       Home.Item.State
    ///         new case  draft  (breaking: exhaustive switches)
    ///       Home route
    ///         changed   jacob/home/<id> → jacob/home/<int:id>  (breaking)
    package var text: String {
        let breaking = changes.filter(\.kind.isBreaking).count
        var lines = ["API changes (\(breaking) breaking):"]
        var currentGroup: String?
        for change in changes {
            if change.kind.isWhole {
                let renamed = change.kind == .typeRenamed ? " → \(change.newType ?? "")" : ""
                lines.append("  \(change.type)\(renamed)  (\(change.kind.rawValue)\(change.kind.isBreaking ? ", " + change.kind.breakage : ""))")
                currentGroup = nil
                continue
            }
            if change.group != currentGroup {
                lines.append("  \(change.group)")
                currentGroup = change.group
            }
            let detail: String
            switch change.kind {
            case .caseAdded, .caseRemoved: detail = change.property
            case .routeChanged, .routeParametersChanged: detail = "\(change.oldType ?? "") → \(change.newType ?? "")"
            case .routeAdded: detail = change.newType ?? ""
            case .routeRemoved: detail = change.oldType ?? ""
            case .added, .requiredAdded, .parameterAdded, .requiredParameterAdded: detail = "\(change.property): \(change.newType ?? "")"
            case .removed, .parameterRemoved: detail = "\(change.property): \(change.oldType ?? "")"
            default: detail = "\(change.property): \(change.oldType ?? "") → \(change.newType ?? "")"
            }
            let marker = change.kind.isBreaking ? "  (\(change.kind.breakage))" : ""
            let label = change.kind.label.padding(toLength: max(9, change.kind.label.count), withPad: " ", startingAt: 0)
            lines.append("    \(label) \(detail)\(marker)")
        }
        return lines.joined(separator: "\n")
    }
}
