import Diagnostics
import Writer

/// `gen model NAME --output DIR` keeps one payload's models and lock in DIR, so it refuses a
/// folder whose lock another run wrote: a module's (it would replace the module's lock, and
/// the next `gen module` would see conflicts on files nobody edited) or another payload's
/// (it would remove that payload's files as no longer generated).
package enum PayloadFolder {
    package static func check(_ lock: LockFile?, payload: String, folder: String) throws(DiagnosticError) {
        guard let lock else { return }
        let owner = lock.inputs.module
        if !lock.inputs.isPayload {
            throw DiagnosticError(Diagnostic(
                .error,
                "'\(folder)' is the folder of the module \(owner) (so says its \(LockFile.fileName)); gen model \(payload) would replace that lock",
                hint: "write the payload's models into a folder of their own with --output, or regenerate the module's models with: gen model --module \(folder)"
            ))
        }
        if owner != payload {
            throw DiagnosticError(Diagnostic(
                .error,
                "'\(folder)' holds the models of the payload \(owner); gen model \(payload) would remove them",
                hint: "give each payload a folder of its own with --output"
            ))
        }
    }
}
