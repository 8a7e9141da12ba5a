import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// The contexts a module's templates are rendered with: the typed context, and the
/// dictionary each scope's templates read, encoded from it once.
package struct ModuleContexts: Sendable {
    package struct EndpointScope: Sendable {
        package var name: String
        /// The module's context with `endpoint` added.
        package var context: TemplateDictionary
    }

    package var context: ModuleContext
    /// What the templates rendered once for the module read.
    package var module: TemplateDictionary
    /// What the templates rendered once per endpoint read, in endpoint order.
    package var endpoints: [EndpointScope]
    /// The manifest's `layers`, or nil for the default ones.
    package var layers: [Located<String>]?
    /// What rendering each file may spend: the manifest's `render`, else the engine's default.
    package var renderBudget: RenderBudget

    /// - Parameters:
    ///   - command: what the file headers say generated them, e.g. `gen module Jacob`.
    ///   - costlyKeys: the costly keys each endpoint gets (`TemplateSet.costlyKeys`).
    ///   - core: the core the module's files import; nil for files that stand alone.
    package init(plan: ModulePlan, command: String, core: CoreReference? = nil, layers: [Located<String>]?, renderLimits: RenderLimits = RenderLimits(), costlyKeys: CostlyKeys = .all) {
        context = ModuleContext(plan: plan, command: command, core: core, costlyKeys: costlyKeys)
        module = Self.encode(context)
        var endpoints: [EndpointScope] = []
        if case .array(let values)? = module["endpoints"] {
            for (endpoint, value) in zip(context.endpoints, values) {
                var scope = module
                scope[ModuleContext.endpointName] = value
                endpoints.append(EndpointScope(name: endpoint.name, context: scope))
            }
        }
        self.endpoints = endpoints
        self.layers = layers
        renderBudget = RenderBudget(
            steps: renderLimits.steps ?? RenderBudget.standard.steps,
            bytes: renderLimits.bytes ?? RenderBudget.standard.bytes,
            raiseHint: "a module this big can raise the budget under 'render:' in gen.yml"
        )
    }

    package var moduleName: String { context.module.name }

    /// The context's dictionary, with each endpoint encoded once and on all cores: the
    /// endpoints are most of a module's context, and each screen or action is also one of
    /// `endpoints`, whose value it shares.
    private static func encode(_ context: ModuleContext) -> TemplateDictionary {
        let values = ParallelMap.map(context.endpoints) { TemplateValueEncoder.value(of: $0) }
        var rest = context
        rest.endpoints = []
        rest.screens = []
        rest.actions = []
        var dictionary = TemplateValueEncoder.dictionary(of: rest)
        dictionary["endpoints"] = .array(values)
        dictionary["screens"] = .array(zip(context.endpoints, values).filter { $0.0.isScreen }.map(\.1))
        dictionary["actions"] = .array(zip(context.endpoints, values).filter { $0.0.isAction }.map(\.1))
        return dictionary
    }
}
