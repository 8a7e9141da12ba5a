/// Which code written against the old API a change may stop compiling, as
/// Tests/GeneratorTests/Evolution checks for each kind with a consumer that reads the models,
/// switches over them and calls the API, and one that only constructs the models.
extension ApiChangeReport.Change.Kind {
    package enum Breakage: String, Sendable, CaseIterable {
        /// Code that reads a model's properties or names an enum case.
        case reading
        /// Code that builds a model with its memberwise `init` (a test fixture, a preview).
        case constructing
        /// An exhaustive `switch` over an enum, the route enum or rxswift's `Request`.
        case switches
        /// Code that makes a request, or builds a route or `Request` case.
        case calling
    }

    /// What a change breaks. A new required property is a new argument of the model's
    /// initialiser, and a property made required takes an optional no more, while code that
    /// reads either still compiles (a `T` reads as a `T?`); a property made optional is the
    /// other way round. A new enum case breaks every exhaustive `switch`, and a new endpoint
    /// is a new case of the route enum (and of rxswift's `Request`), which the screen factory
    /// an app registers switches over. A route whose placeholders stay the same only opens
    /// other URLs: a change of behaviour, reported but not breaking.
    package var breaks: [Breakage] {
        switch self {
        case .typeAdded, .added, .parameterAdded, .parameterOptional, .routeChanged: return []
        case .requiredAdded, .becameRequired: return [.constructing]
        case .becameOptional, .caseRemoved: return [.reading]
        case .typeRemoved, .typeRenamed, .removed, .retyped: return [.reading, .constructing]
        case .caseAdded, .endpointAdded, .routeAdded: return [.switches]
        case .endpointRemoved, .requiredParameterAdded, .parameterRemoved, .parameterRetyped, .parameterRequired, .routeParametersChanged, .routeRemoved: return [.calling]
        }
    }

    /// Whether code written against the old API may stop compiling.
    package var isBreaking: Bool { !breaks.isEmpty }

    /// Whether only an exhaustive `switch` over the enum stops compiling, so code that
    /// calls the API (a scaffold file, say) keeps compiling.
    package var breaksOnlyExhaustiveSwitches: Bool { breaks == [.switches] }

    /// Whether only code that builds the model stops compiling: the app that reads it, and
    /// every build already shipped, are not concerned.
    package var breaksOnlyConstructing: Bool { breaks == [.constructing] }

    /// What breaks, printed after a breaking change.
    var breakage: String {
        breaksOnlyExhaustiveSwitches ? "breaking: exhaustive switches" : breaksOnlyConstructing ? "breaking: constructing" : "breaking"
    }
}

extension ApiChangeReport.Change {
    /// What the change breaks: its kind's, but for a type a new naming style renamed (an Api,
    /// route, router or ViewModel type, never a model), which breaks the code that calls it.
    package var breaks: [Kind.Breakage] {
        guard kind == .typeRenamed, !ApiChangeReport.renamedSupportTypes.contains(where: { $0.old == type }) else { return kind.breaks }
        return [.calling]
    }
}
