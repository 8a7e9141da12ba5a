import Diagnostics
import Foundation
import Support

/// The public API of a module as recorded in the lock file and compared between runs: the
/// properties of every struct, keyed by qualified name (`Home.Item.price` → `Double`), the
/// cases of every string enum (`Home.State` → `["draft", "sold"]`), the parameters of every
/// endpoint's request method (`Home` → `["page: Int", "pageSize: Int"]`) and every
/// endpoint's route pattern (`Home` → `jacob/home`), the type each endpoint's response
/// decodes as where it is not the struct of the endpoint's name (`Feed` → `[Feed.Post]`),
/// and the name of each model type.
package struct ModelSignature: Sendable, Equatable {
    package private(set) var properties: [String: String]
    package private(set) var enums: [String: [String]]
    package private(set) var requests: [String: [String]]
    package private(set) var routes: [String: String]
    /// The name of every model type but the endpoints' own, by what it is (`struct
    /// Home.items` → `Home.Item`, see `TypeIdentity`), so that the next run keeps them.
    package private(set) var typeNames: [String: String]
    /// The JSON key of every property whose name is not its key (`Home.userID` → `user_id`),
    /// so that the next run gives each key the name it had (`TypeNameMemory.propertyNames`).
    package private(set) var propertyKeys: [String: String]
    /// The type each endpoint's response decodes as, qualified from the top level, where it
    /// is not the struct named as the endpoint (`Feed` → `[Feed.Post]`, `Cart` → `Basket`),
    /// so that the next run can tell whether the builds made from this one decode its samples
    /// (`WireCheck`). A lock written before gen recorded it has none.
    package private(set) var responses: [String: String]

    package init(
        properties: [String: String] = [:],
        enums: [String: [String]] = [:],
        requests: [String: [String]] = [:],
        routes: [String: String] = [:],
        typeNames: [String: String] = [:],
        propertyKeys: [String: String] = [:],
        responses: [String: String] = [:]
    ) {
        self.properties = properties
        self.enums = enums
        self.requests = requests
        self.routes = routes
        self.typeNames = typeNames
        self.propertyKeys = propertyKeys
        self.responses = responses
    }

    /// The type `endpoint`'s response decodes as: the one recorded, else the struct named as
    /// the endpoint, when there is one.
    package func response(of endpoint: String) -> String? {
        if let recorded = responses[endpoint] {
            return recorded
        }
        let prefix = endpoint + "."
        return properties.keys.contains { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".") } ? endpoint : nil
    }

    /// The property each struct had for each key (`Home` → `user_id` → `userID`): the key
    /// `propertyKeys` records, else the property's own name, which was its key.
    package var propertyNames: [String: [String: String]] {
        var names: [String: [String: String]] = [:]
        for qualified in properties.keys {
            guard let dot = qualified.lastIndex(of: ".") else { continue }
            let name = String(qualified[qualified.index(after: dot)...])
            let key = propertyKeys[qualified] ?? (name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name)
            names[String(qualified[..<dot]), default: [:]][key] = name
        }
        return names
    }

    /// A request parameter as the lock records it: `name: Type` (without the `= nil` of an
    /// optional).
    package static func parameter(name: String, type: String) -> String {
        "\(name): \(type)"
    }

    /// The name and type of a request parameter the lock records.
    package static func nameAndType(of parameter: String) -> (name: String, type: String) {
        guard let colon = parameter.firstIndex(of: ":") else { return (parameter, "") }
        return (String(parameter[..<colon]), parameter[parameter.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    /// The endpoints of the module, sorted.
    package var endpoints: [String] { requests.keys.sorted() }
}
