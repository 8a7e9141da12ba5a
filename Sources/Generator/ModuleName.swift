import Diagnostics
import Inference
import Inputs
import Planner
import Renderer
import Support
import Writer

/// Checks the names a command line gives for a module or a payload type.
enum ModuleName {
    /// The module's name: the command line's, or else the manifest's `module`; both must
    /// agree when both are given.
    static func resolve(_ given: String?, manifest: ManifestFile) throws(DiagnosticError) -> String {
        switch (given, manifest.manifest.module) {
        case (nil, nil):
            throw DiagnosticError(Diagnostic(
                .error,
                "no module name",
                hint: "name it on the command line (gen module Jacob --samples samples/) or with 'module: Jacob' in gen.yml"
            ))
        case (let given?, let declared?) where given != declared.value:
            let message = "the manifest names the module '\(declared.value)', but the command line names it '\(given)'"
            let hint = "drop the name from the command line, or make both the same"
            if let source = manifest.source {
                throw DiagnosticError(.error(message, in: source, at: declared.location.position, hint: hint))
            }
            throw DiagnosticError(Diagnostic(.error, message, at: declared.location, hint: hint))
        case (let given?, _):
            try ReservedModuleNames.check(given, hint: "use ASCII letters, digits and '_', starting with a letter, e.g. Jacob")
            return given
        case (nil, let declared?):
            return declared.value
        }
    }

    /// The name `gen model` gives a payload's type must be an identifier that hides no Swift
    /// or Foundation type.
    static func validateTypeName(_ name: String) throws(DiagnosticError) {
        if let problem = Naming.identifierProblem(name) {
            throw DiagnosticError(Diagnostic(
                .error,
                "type name '\(name)' \(problem)",
                hint: "use ASCII letters, digits and '_', starting with a letter, e.g. Event"
            ))
        }
        guard !ReservedNames.swiftAndFoundation.contains(name) else {
            throw DiagnosticError(Diagnostic(
                .error,
                "type name '\(name)' is a Swift or Foundation type",
                hint: "a model named so would hide it wherever the model is visible; choose another name, such as \(name)Item"
            ))
        }
    }

    /// Why a core folder's name cannot be the core's Swift module name, or nil.
    static func problem(withCoreName name: String) -> String? {
        if let problem = Naming.identifierProblem(name) {
            return "'\(name)' \(problem), and the folder's name is the core's module name"
        }
        guard !ReservedModuleNames.names.contains(name) else {
            return "'\(name)' is the name of a module Swift code uses"
        }
        return nil
    }
}
