import Diagnostics
import Inference
import Inputs
import Planner
import Support
import TemplateEngine

/// What every template sees, module-wide. Each stored property is a key docs/templates.md
/// documents; `TemplateValueEncoder` turns it into the template's dictionary.
package struct ModuleContext: Sendable, Encodable {
    package struct Module: Sendable, Encodable {
        package var name: String
        package var names: ModuleNames
    }

    package var module: Module
    package var endpoints: [EndpointContext]
    /// The endpoints that are screens (GET), each with a ViewModel and a route.
    package var screens: [EndpointContext]
    /// The endpoints that are actions (POST, PUT, PATCH, DELETE), each with an action model.
    package var actions: [EndpointContext]
    /// The model types several places use, declared once apart from the endpoints' models.
    package var sharedModels: SharedModels
    /// The models of the error bodies the manifest's `error:` keys name.
    package var errorModels: [ErrorModelContext]
    /// The support types the models use, such as `ISO8601Date`.
    package var supportTypes: [String]
    package var access: String
    /// `public ` or nothing, to put before a declaration.
    package var accessModifier: String
    package var naming: String
    package var envelope: EnvelopeContext?
    /// The manifest's `auth` (`bearer`, `basic`), or null.
    package var auth: String?
    package var package: PackageContext
    /// What the file headers say generated them, e.g. `gen module Jacob`.
    package var command: String
    /// The core the module depends on; null for `gen model`, whose files stand alone.
    package var core: CoreReference?

    /// The names the context of each scope defines, so a template naming another fails when
    /// the set is loaded.
    package static let names: Set<String> = [
        "module", "endpoints", "screens", "actions", "sharedModels", "errorModels", "supportTypes", "access", "accessModifier", "naming", "envelope", "auth", "package", "command", "core",
    ]
    /// The name of the current endpoint in templates rendered once per endpoint.
    package static let endpointName = "endpoint"

    init(plan: ModulePlan, command: String, core: CoreReference?, costlyKeys: CostlyKeys) {
        module = Module(name: plan.name, names: plan.names)
        endpoints = ParallelMap.map(plan.endpoints) {
            EndpointContext(plan: $0, naming: plan.naming, sharedModels: plan.sharedModels, envelope: plan.envelope, costlyKeys: costlyKeys)
        }
        let all = endpoints
        for (index, endpoint) in plan.endpoints.enumerated() {
            endpoints[index].opens = RowDestination.destination(of: all[index], among: all, plan: endpoint, sharedModels: plan.sharedModels)
        }
        screens = endpoints.filter(\.isScreen)
        actions = endpoints.filter(\.isAction)
        sharedModels = SharedModels(
            declarations: DeclarationContext.declarations(of: plan.sharedModels),
            usesFoundation: ModelDeclaration.useFoundation(plan.sharedModels),
            usesSupportTypes: ModelDeclaration.useSupportTypes(plan.sharedModels)
        )
        errorModels = plan.errorModels.map(ErrorModelContext.init)
        supportTypes = plan.supportTypes.map(\.rawValue)
        access = plan.access.rawValue
        accessModifier = plan.access == .public ? "public " : ""
        naming = plan.naming.rawValue
        envelope = plan.envelope.map(EnvelopeContext.init)
        auth = plan.auth
        package = PackageContext(plan.package)
        self.command = command
        self.core = core
    }
}

/// `sharedModels`: the types several endpoints or places use, each declared once.
package struct SharedModels: Sendable, Encodable {
    /// Every declaration, outermost first, as `endpoint.declarations`.
    package var declarations: [DeclarationContext]
    /// Whether they name a Foundation type (only a type the manifest pins can).
    package var usesFoundation: Bool
    /// Whether they name a support type of the core (`ISO8601Date`, `JSONValue`, …).
    package var usesSupportTypes: Bool
}

/// `envelope`: the response wrapper the manifest declares.
package struct EnvelopeContext: Sendable, Encodable {
    package var data: String
    package var code: String
    package var message: String?
    /// The success code as a Swift literal: `0`, `"ok"`.
    package var successLiteral: String
    /// `Int` or `String`.
    package var codeType: String

    init(_ envelope: Envelope) {
        data = envelope.data
        code = envelope.code
        message = envelope.message
        switch envelope.success {
        case .int(let value):
            successLiteral = String(value)
            codeType = "Int"
        case .string(let value):
            successLiteral = SwiftStringLiteral.quoted(value)
            codeType = "String"
        }
    }
}

/// `package`: what the podspec and Package.swift say about the module.
package struct PackageContext: Sendable, Encodable {
    package struct Version: Sendable, Encodable {
        package var name: String
        package var version: String
    }

    package struct Author: Sendable, Encodable {
        package var name: String
        package var email: String
    }

    package var version: String
    package var platforms: [Version]
    package var dependencies: [Version]
    package var authors: [Author]
    package var homepage: String?
    package var source: String?
    package var license: String?

    init(_ settings: PackageSettings) {
        version = settings.version
        platforms = settings.platforms.map { Version(name: $0.name, version: $0.version) }
        dependencies = settings.dependencies.map { Version(name: $0.name, version: $0.version) }
        authors = settings.authors.map { Author(name: $0.name, email: $0.version) }
        homepage = settings.homepage
        source = settings.source
        license = settings.license
    }
}
