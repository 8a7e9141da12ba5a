import Diagnostics
import Inference
import Inputs
import Support

/// Pairs each endpoint's samples with its manifest entry, infers the models, and resolves
/// requests, routes and paging: everything the templates need, decided before rendering.
package enum ModulePlanner {
    /// Fails with every problem found when any endpoint does not plan.
    ///
    /// - Parameters:
    ///   - reservedTypes: the names no model type may take.
    ///   - memory: the names `.gen.lock` recorded, which the types keep.
    ///   - errorSamples: the samples of the error bodies the manifest's `error:` keys name.
    package static func plan(
        moduleName: String,
        samples: [EndpointSamples],
        manifest: Manifest,
        manifestSource: SourceText?,
        reservedTypes: Set<String>,
        memory: TypeNameMemory = TypeNameMemory(),
        errorSamples: [String: [Sample]] = [:]
    ) throws(DiagnosticError) -> ModulePlan {
        var problems = ManifestProblems(source: manifestSource)
        checkEndpointsWithoutSamples(manifest.endpoints, samples: samples, manifestSource: manifestSource, problems: &problems)
        let specs = manifest.endpointsByName
        let pending = samples.map { endpoint in
            Pending(
                endpoint,
                spec: specs[endpoint.name],
                manifest: manifest,
                manifestSource: manifestSource,
                moduleName: moduleName,
                reservedTypes: reservedTypes,
                problems: &problems
            )
        }
        ModelNameCollisions.check(pending.map { ($0.samples.name, $0.spec) }, problems: &problems)
        var settings = manifest.inference
        for pin in manifest.types {
            settings.overrides[pin.path.value] = TypeOverride(pin.type)
            settings.pinnedNames[pin.path.value] = pin.name
        }
        let errors = ErrorModelNaming(manifest: manifest, specs: specs, moduleName: moduleName, endpoints: samples.map(\.name))
        let payloadNames = Set(pending.map { $0.spec?.model?.value ?? $0.samples.name })
        errors.clashes(with: payloadNames, problems: &problems)
        let errorPayloads = errors.models.filter { !payloadNames.contains($0.name) }.compactMap { model in
            errorSamples[model.key].map { (model.name, $0) }
        }
        let inferred = ModelInference.infer(
            endpoints: pending.map { ($0.spec?.model?.value ?? $0.samples.name, $0.payloads) } + errorPayloads,
            settings: settings,
            reserved: ReservedTypeNames(names: reservedTypes, prefix: moduleName),
            memory: memory
        )
        let rootNames = pending.map(\.samples.name) + pending.compactMap { $0.spec?.model?.value } + errorPayloads.map(\.0)
        for pin in manifest.types where inferred.unusedOverrides.contains(pin.path.value) {
            let root = String(pin.path.value.prefix { $0 != "." })
            if !rootNames.contains(root) {
                problems.report(
                    "'\(pin.path.value)' starts with '\(root)', which is no endpoint or model of the module",
                    at: pin.path.location,
                    hint: Suggestion.nearest(to: root, in: rootNames).map { "did you mean '\($0)'?" } ?? "start with the endpoint, then JSON keys or Swift property names separated by dots, e.g. Home.items.price"
                )
                continue
            }
            problems.report(
                "'\(pin.path.value)' names no property of the samples",
                at: pin.path.location,
                hint: "start with the endpoint, then JSON keys or Swift property names separated by dots, e.g. Home.items.price"
            )
        }
        var plans = zip(pending, inferred.module.endpoints).map { item, model in
            item.plan(model: model, moduleName: moduleName, problems: &problems)
        }
        let errorModels = zip(errorPayloads, inferred.module.endpoints.dropFirst(pending.count)).map { error, model in
            let (name, samples) = error
            return (requested: name, plan: ErrorModelPlan(name: model.name, model: model, sample: samples.first?.source.text ?? ""))
        }
        let errorModelNames = Dictionary(errorModels.map { ($0.requested, $0.plan.name) }, uniquingKeysWith: { first, _ in first })
        for index in plans.indices {
            let spec = specs[plans[index].name]
            plans[index].headers = HeaderParameters.headers(of: plans[index], module: manifest.headers, endpoint: spec?.headers ?? [], problems: &problems)
            plans[index].arrays = spec?.arrays?.value ?? manifest.arrays
            plans[index].errorModel = errors.modelName(of: plans[index].name).flatMap { errorModelNames[$0] }
        }
        HeaderParameters.checkModule(manifest.headers, plans: plans, problems: &problems)
        if !problems.diagnostics.isEmpty {
            throw DiagnosticError(problems.diagnostics)
        }
        return ModulePlan(
            name: moduleName,
            endpoints: plans,
            sharedModels: inferred.module.shared,
            typeNames: inferred.module.typeNames,
            supportTypes: inferred.module.supportTypes,
            access: manifest.access,
            naming: manifest.naming,
            envelope: manifest.envelope,
            package: manifest.package,
            errorModels: errorModels.map(\.plan),
            auth: manifest.auth?.value
        )
    }

    /// The manifest's endpoints without samples are left out of the module: endpoints are
    /// planned from the samples, each paired with the manifest entry of its name, so an
    /// endpoint whose sample was deleted is removed (`SampleLoader.load(folder:manifest:)`
    /// warns of it). Their paths and routes are still checked, as the entries stay in the
    /// manifest.
    private static func checkEndpointsWithoutSamples(_ specs: [EndpointSpec], samples: [EndpointSamples], manifestSource: SourceText?, problems: inout ManifestProblems) {
        let sampleNames = Set(samples.map(\.name))
        for spec in specs where !sampleNames.contains(spec.name.value) {
            var path = RequestPath(template: "", parts: [])
            if let located = spec.path {
                do {
                    path = try RequestPath.parse(located, source: manifestSource)
                } catch {
                    problems.diagnostics.append(contentsOf: error.diagnostics)
                    continue
                }
            }
            let pathParameters = PathParameterTyping.apply(spec.params, to: path, problems: &problems).typedParameters
            if let route = spec.route {
                RoutePattern.validate(route, of: spec, pathParameters: pathParameters, problems: &problems)
            }
        }
    }

    /// One endpoint between reading its manifest entry and inference.
    private struct Pending {
        var samples: EndpointSamples
        var spec: EndpointSpec?
        var path: RequestPath
        /// The samples with the manifest's envelope taken off.
        var payloads: [Sample]

        init(_ samples: EndpointSamples, spec: EndpointSpec?, manifest: Manifest, manifestSource: SourceText?, moduleName: String, reservedTypes: Set<String>, problems: inout ManifestProblems) {
            self.samples = samples
            self.spec = spec
            let defaultPath = "/" + Naming.words(in: samples.name).joined(separator: "_").lowercased()
            path = RequestPath(template: defaultPath, parts: [.literal(defaultPath)])
            if let located = spec?.path {
                do {
                    path = try RequestPath.parse(located, source: manifestSource)
                } catch {
                    problems.diagnostics.append(contentsOf: error.diagnostics)
                }
            }
            if let spec {
                path = PathParameterTyping.apply(spec.params, to: path, problems: &problems)
            }
            payloads = samples.samples
            if let envelope = manifest.envelope {
                payloads = payloads.compactMap { EnvelopeUnwrapping.payload(of: $0, envelope: envelope, problems: &problems) }
            }
            if let model = spec?.model, reservedTypes.contains(model.value) {
                problems.report(
                    "model name '\(model.value)' is a type the generated code uses",
                    at: model.location,
                    hint: "a model named so would hide it; choose another name, such as \(moduleName)\(model.value)"
                )
            }
        }

        func plan(model: EndpointModel, moduleName: String, problems: inout ManifestProblems) -> EndpointPlan {
            let method = spec?.method ?? "GET"
            if let spec, let located = spec.route {
                RoutePattern.validate(located, of: spec, pathParameters: path.typedParameters, problems: &problems)
            }
            var route: String?
            if EndpointPlan.isScreen(method: method) {
                route = spec?.route?.value ?? RoutePattern.defaultPattern(module: moduleName, endpoint: samples.name, parameters: path.typedParameters)
            }
            var plan = EndpointPlan(
                name: samples.name,
                modelName: model.name,
                method: method,
                path: path,
                model: model,
                params: (spec?.params ?? []).filter { !path.parameters.contains($0.name.value) },
                list: spec?.list.flatMap { ListResolution.resolve($0, model: model, modelName: model.name, problems: &problems) },
                route: route,
                sample: samples.samples.first?.source.text ?? "",
                samplePaths: samples.samples.map(\.source.path)
            )
            if let spec {
                ArgumentCollisions.check(plan, spec: spec, problems: &problems)
                plan.opens = spec.opens
            }
            return plan
        }
    }
}
