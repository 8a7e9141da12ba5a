import Diagnostics
import Inference
import Inputs
import Planner
import Support
import TemplateEngine

/// `endpoint`, and each item of `endpoints`: one endpoint as templates see it.
package struct EndpointContext: Sendable, Encodable {
    /// `{name, key, type}`: a path parameter's Swift name, the key it is sent under and its
    /// Swift type (`String`, `Int` or `UUID`).
    package struct PathParameter: Sendable, Encodable {
        package var name: String
        package var key: String
        package var type: String
    }

    /// A part of the path: a `literal` (percent-escaped, and the contents of a Swift string
    /// literal), or with `literal` null a parameter's `name`, `key` and `type`.
    package struct PathPart: Sendable, Encodable {
        package var literal: String?
        package var parameter: PathParameter?

        private enum CodingKeys: String, CodingKey {
            case literal, name, key, type
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let literal {
                try container.encode(literal, forKey: .literal)
                return
            }
            try container.encodeNil(forKey: .literal)
            try container.encode(parameter?.name, forKey: .name)
            try container.encode(parameter?.key, forKey: .key)
            try container.encode(parameter?.type, forKey: .type)
        }
    }

    /// `{name, key, type}`: a query or body parameter.
    package struct Param: Sendable, Encodable {
        package var name: String
        package var key: String
        package var type: String
    }

    /// `{name, value, argument}`: a header; `argument`, the Swift name of the argument it
    /// sends for a value written `{locale}`, is left out for a fixed value.
    package struct Header: Sendable, Encodable {
        package var name: String
        package var value: String
        package var argument: String?
    }

    /// `list`: the paging of a list endpoint.
    package struct List: Sendable, Encodable {
        package var pageKey: String
        package var sizeKey: String
        package var firstPage: Int
        package var pageSize: Int
        /// The payload property holding the items; empty when the payload is the array.
        package var items: String
        package var itemType: String
    }

    package var name: String
    package var names: EndpointNames
    package var method: String
    package var path: String
    /// The contents of a Swift string literal that builds the path, its parameters unescaped:
    /// `/products/\(id)`.
    package var pathLiteral: String
    /// The path's literal text and parameters in order, for templates that percent-escape
    /// each parameter as they build the path.
    package var pathParts: [PathPart]
    package var pathParameters: [PathParameter]
    /// The URLNavigator pattern of a screen; nil for an action.
    package var route: String?
    /// Whether the endpoint is a screen: a GET, with a ViewModel and a route.
    package var isScreen: Bool
    /// Whether the endpoint is an action a screen runs (POST, PUT, PATCH, DELETE): an Api
    /// and a model, an action model, no ViewModel and no route.
    package var isAction: Bool
    package var routeSegments: [RouteSegmentContext]
    /// The placeholders among `routeSegments`.
    package var routeParameters: [RouteSegmentContext]
    package var params: [Param]
    /// Path parameters, params, then `page` and `pageSize` for a list, each with its `role`.
    package var arguments: [RequestArgument]
    /// `query` for GET, DELETE and HEAD; `body` otherwise.
    package var paramsIn: String
    /// The headers its requests carry: the manifest's module-wide ones, then its own.
    package var headers: [Header]
    /// How its query sends an array: `repeated` (`size=38&size=39`) or `comma` (`size=38,39`).
    package var arrays: String
    package var list: List?
    /// The text of the endpoint's first sample, envelope included.
    package var sample: String
    package var payloadType: String
    package var modelName: String
    /// Whether the model file names a Foundation type (only a type the manifest pins can).
    package var modelUsesFoundation: Bool
    /// Whether the model file names a support type of the core (`ISO8601Date`, `JSONValue`, …).
    package var modelUsesSupportTypes: Bool
    /// Whether a declaration of the model file is named `modelName`; otherwise the file ends
    /// with `typealias modelName = payloadType`.
    package var declaresPayload: Bool
    /// Every declaration of the model file, outermost first.
    package var declarations: [DeclarationContext]
    /// The model of the body of the endpoint's error answers (an item of `errorModels`);
    /// nil when the manifest names no `error:` for it.
    package var errorModel: String?
    /// The payload of the first sample as a Swift expression of `modelName`, or nil.
    package var fixture: String?
    /// How a screen shows the model; nil for an action.
    package var screen: ScreenLayout?
    /// The screen a row of this list opens; nil when the list's item carries no other
    /// screen's route, and for any other endpoint. Set by `ModuleContext`, which knows them all.
    package var opens: RowDestination?

    /// - Parameter costlyKeys: whether to make `fixture`, the sample rebuilt as Swift (as
    ///   large as the sample several times over), and `screen`.
    init(plan: EndpointPlan, naming: NamingStyle, sharedModels: [ModelDeclaration], envelope: Envelope?, costlyKeys: CostlyKeys) {
        let segments = plan.route.map(RouteSegmentContext.segments) ?? []
        name = plan.name
        names = EndpointNames(endpoint: plan.name, naming: naming)
        method = plan.method
        path = plan.path.template
        pathLiteral = plan.path.interpolated
        pathParameters = plan.path.typedParameters.map { PathParameter(name: ReservedNames.argumentName(forKey: $0.name), key: $0.name, type: $0.type.rawValue) }
        pathParts = plan.path.parts.map { part in
            switch part {
            case .literal(let text):
                return PathPart(literal: Self.percentEscaped(text))
            case .parameter(let key, let type):
                return PathPart(parameter: PathParameter(name: ReservedNames.argumentName(forKey: key), key: key, type: (type ?? .string).rawValue))
            }
        }
        route = plan.route
        isScreen = plan.isScreen
        isAction = !plan.isScreen
        routeSegments = segments
        routeParameters = segments.filter { $0.literal == nil }
        params = plan.params.map { Param(name: ReservedNames.argumentName(forKey: $0.name.value), key: $0.name.value, type: $0.type) }
        arguments = plan.arguments
        paramsIn = ManifestKeys.queryMethods.contains(plan.method) ? "query" : "body"
        headers = plan.headers.map { header in
            Header(name: header.name, value: header.value, argument: header.parameter.map { ReservedNames.argumentName(forKey: $0.value) })
        }
        arrays = plan.arrays.rawValue
        list = plan.list.map { list in
            List(
                pageKey: list.paging.pageKey,
                sizeKey: list.paging.sizeKey,
                firstPage: list.paging.firstPage,
                pageSize: list.paging.pageSize,
                items: list.itemsProperty,
                itemType: list.itemType
            )
        }
        sample = plan.sample
        payloadType = plan.model.payloadType.spelling
        modelName = plan.modelName
        modelUsesFoundation = ModelDeclaration.useFoundation(plan.model.declarations, payloadType: plan.model.payloadType)
        modelUsesSupportTypes = ModelDeclaration.useSupportTypes(plan.model.declarations, payloadType: plan.model.payloadType)
        declaresPayload = plan.model.declarations.contains { $0.name == plan.modelName }
        declarations = DeclarationContext.declarations(of: plan.model.declarations)
        let scope = ModelTypeScope(endpoint: plan.model.declarations, shared: sharedModels)
        fixture = costlyKeys.contains(.fixture) ? FixturePayload.value(of: plan.sample, envelope: envelope).flatMap {
            FixtureExpression.expression(payload: $0, type: plan.model.payloadType, scope: scope)
        } : nil
        screen = !costlyKeys.contains(.screen) ? nil : ScreenLayout.layout(isScreen: plan.isScreen, isList: plan.list != nil, type: plan.list?.itemType ?? plan.modelName, payload: plan.model.payloadType, scope: scope)
        errorModel = plan.errorModel
    }

    /// The path's literal text percent-escaped, `/` kept: generated code sets it as a
    /// `percentEncodedPath`, which traps on a space, a non-ASCII letter or a lone `%`. The
    /// result holds no `"` or `\`, so it is also the inside of a Swift string literal.
    private static func percentEscaped(_ literal: String) -> String {
        URLPathEscaping.escaped(literal)
    }
}

/// A segment of the route: a `literal`, or a placeholder with its Swift `name`, its `key`,
/// the `kind` URLNavigator converts it with (`string` when it names none), the Swift `type`
/// of its value and its `index` among the segments.
package struct RouteSegmentContext: Sendable, Encodable {
    package var literal: String?
    package var name = ""
    package var key = ""
    package var kind = ""
    package var type = ""
    package var index = 0

    static func segments(of route: String) -> [RouteSegmentContext] {
        RouteSegment.segments(of: route).enumerated().map { index, segment in
            switch segment {
            case .literal(let text):
                return RouteSegmentContext(literal: text)
            case .placeholder(let kind, let key):
                let kind = kind ?? "string"
                return RouteSegmentContext(
                    literal: nil,
                    name: ReservedNames.argumentName(forKey: key),
                    key: key,
                    kind: kind,
                    type: RouteSegment.kinds[kind] ?? "String",
                    index: index
                )
            }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case literal, name, key, kind, type, index
    }

    /// A literal segment has only `literal`; a placeholder has `literal: null` and the rest.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let literal {
            try container.encode(literal, forKey: .literal)
            return
        }
        try container.encodeNil(forKey: .literal)
        try container.encode(name, forKey: .name)
        try container.encode(key, forKey: .key)
        try container.encode(kind, forKey: .kind)
        try container.encode(type, forKey: .type)
        try container.encode(index, forKey: .index)
    }
}
