import Inference
import Planner

/// Each item of `errorModels`: the model of an error body the manifest's `error:` names.
package struct ErrorModelContext: Sendable, Encodable {
    /// `ShopError`, `CartError`.
    package var name: String
    package var payloadType: String
    /// Whether a declaration is named `name`; otherwise the file declares
    /// `typealias name = payloadType`.
    package var declaresPayload: Bool
    package var declarations: [DeclarationContext]
    /// Whether the declarations name a Foundation type (only a type the manifest pins can).
    package var usesFoundation: Bool
    /// Whether the declarations name a support type of the core (`ISO8601Date`, `JSONValue`, …).
    package var usesSupportTypes: Bool
    /// The text of the error body's first sample, for tests.
    package var sample: String

    init(_ plan: ErrorModelPlan) {
        name = plan.name
        payloadType = plan.model.payloadType.spelling
        declaresPayload = plan.model.declarations.contains { $0.name == plan.name }
        declarations = DeclarationContext.declarations(of: plan.model.declarations)
        usesFoundation = ModelDeclaration.useFoundation(plan.model.declarations, payloadType: plan.model.payloadType)
        usesSupportTypes = ModelDeclaration.useSupportTypes(plan.model.declarations, payloadType: plan.model.payloadType)
        sample = plan.sample
    }
}
