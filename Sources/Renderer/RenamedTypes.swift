import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// The types a change of naming style renames: the module rendered with the old style and
/// with the new one, each file paired with the one the same template rendered for the same
/// endpoint, and their top-level declarations compared in order.
package enum RenamedTypes {
    package static func between(
        _ contexts: ModuleContexts,
        plan: ModulePlan,
        oldNaming: NamingStyle,
        templates: TemplateSet,
        newFiles: [GeneratedFile]
    ) throws(DiagnosticError) -> [(old: String, new: String)] {
        guard oldNaming != plan.naming else { return [] }
        var oldPlan = plan
        oldPlan.naming = oldNaming
        var old = ModuleContexts(plan: oldPlan, command: contexts.context.command, layers: contexts.layers, costlyKeys: templates.costlyKeys)
        old.renderBudget = contexts.renderBudget
        let oldFiles = try ModuleRenderer.render(old, with: templates)
        var renamed: [(old: String, new: String)] = []
        for file in newFiles {
            guard let before = oldFiles.first(where: { $0.template == file.template && $0.endpoint == file.endpoint }) else { continue }
            for (oldName, newName) in zip(declaredTypes(in: before.contents), declaredTypes(in: file.contents)) where oldName != newName {
                renamed.append((oldName, newName))
            }
        }
        return renamed.sorted { $0.old < $1.old }
    }

    /// The names of the types a Swift file declares at its top level, in order.
    static func declaredTypes(in contents: String) -> [String] {
        let modifiers: Set<Substring> = ["public", "internal", "open", "final", "fileprivate", "private", "indirect"]
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        return contents.split(separator: "\n").compactMap { line in
            guard let first = line.first, first.isLetter else { return nil }
            let words = line.split(separator: " ").drop { modifiers.contains($0) }
            guard let kind = words.first, kinds.contains(kind), words.count > 1 else { return nil }
            let name = words[words.index(after: words.startIndex)].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
    }
}
