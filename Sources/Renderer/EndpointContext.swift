import Diagnostics
import Inference
import Inputs
import Planner
import Support
import TemplateEngine

/// `endpoint`, and each item of `endpoints`: one endpoint as templates see it.
package struct EndpointContext: Sendable, Encodable {
    /// `{name, key}`: a path parameter's Swift name and the key it is sent under.
    package struct PathParameter: Sendable, Encodable {
        package var name: String
        package var key: String
    }

    /// `{name, key, type}`: a query or body parameter.
    package struct Param: Sendable, Encodable {
        package var name: String
        package var key: String
        package var type: String
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
    /// The contents of a Swift string literal that builds the path: `/products/\(id)`.
    package var pathLiteral: String
    package var pathParameters: [PathParameter]
    package var route: String
    package var routeSegments: [RouteSegmentContext]
    /// The placeholders among `routeSegments`.
    package var routeParameters: [RouteSegmentContext]
    package var params: [Param]
    /// Path parameters, params, then `page` and `pageSize` for a list, each with its `role`.
    package var arguments: [RequestArgument]
    /// `query` for GET, DELETE and HEAD; `body` otherwise.
    package var paramsIn: String
    package var list: List?
    /// The text of the endpoint's first sample, envelope included.
    package var sample: String
    package var payloadType: String
    package var modelName: String
    /// Whether the model file names a Foundation type (only a type the manifest pins can).
    package var modelUsesFoundation: Bool
    /// Whether a declaration of the model file is named `modelName`; otherwise the file ends
    /// with `typealias modelName = payloadType`.
    package var declaresPayload: Bool
    /// Every declaration of the model file, outermost first.
    package var declarations: [DeclarationContext]
    /// The payload of the first sample as a Swift expression of `modelName`, or nil.
    package var fixture: String?
    /// How a screen shows the model, for a GET endpoint; nil for another method.
    package var screen: ScreenLayout?

    init(plan: EndpointPlan, naming: NamingStyle, sharedModels: [ModelDeclaration], envelope: Envelope?) {
        let segments = RouteSegmentContext.segments(of: plan.route)
        name = plan.name
        names = EndpointNames(endpoint: plan.name, naming: naming)
        method = plan.method
        path = plan.path.template
        pathLiteral = plan.path.interpolated
        pathParameters = plan.path.parameters.map { PathParameter(name: ReservedNames.argumentName(forKey: $0), key: $0) }
        route = plan.route
        routeSegments = segments
        routeParameters = segments.filter { $0.literal == nil }
        params = plan.params.map { Param(name: ReservedNames.argumentName(forKey: $0.name.value), key: $0.name.value, type: $0.type) }
        arguments = plan.arguments
        paramsIn = ["GET", "DELETE", "HEAD"].contains(plan.method) ? "query" : "body"
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
        declaresPayload = plan.model.declarations.contains { $0.name == plan.modelName }
        declarations = DeclarationContext.declarations(of: plan.model.declarations)
        let scope = ModelTypeScope(endpoint: plan.model.declarations, shared: sharedModels)
        fixture = FixturePayload.value(of: plan.sample, envelope: envelope).flatMap {
            FixtureExpression.expression(payload: $0, type: plan.model.payloadType, scope: scope)
        }
        screen = ScreenLayout.layout(method: plan.method, isList: plan.list != nil, type: plan.list?.itemType ?? plan.modelName, scope: scope)
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
