import Diagnostics
import Inference
import Inputs
import Support

/// Finds where a list endpoint's items are in its model.
enum ListResolution {
    /// The paging with its items property and element type, or nil (with a problem reported)
    /// when the payload holds no array of items.
    static func resolve(_ paging: Paging, model: EndpointModel, modelName: String, problems: inout ManifestProblems) -> ListPlan? {
        if case .array(let element) = model.payloadType {
            return ListPlan(paging: paging, itemsProperty: "", itemType: element.spelling)
        }
        guard case .structure(let root)? = model.declarations.first, root.name == modelName else {
            problems.report("a list endpoint's payload must be an object or an array", at: paging.location)
            return nil
        }
        let candidates = root.properties.filter { property in
            if case .array = property.type { return true }
            if case .optional(.array) = property.type { return true }
            return false
        }
        let chosen: ModelProperty?
        if let items = paging.items {
            chosen = candidates.first { $0.key == items.value || $0.name == items.value }
            if chosen == nil {
                problems.report(
                    "'\(items.value)' is not an array property of \(modelName)",
                    at: items.location,
                    hint: candidates.isEmpty ? nil : "its arrays are \(candidates.map(\.key).joined(separator: ", "))"
                )
                return nil
            }
        } else {
            chosen = candidates.first
        }
        guard let property = chosen else {
            problems.report("the list endpoint's payload \(modelName) has no array of items", at: paging.location)
            return nil
        }
        var elementType = property.type
        if case .optional(let wrapped) = elementType { elementType = wrapped }
        guard case .array(let element) = elementType else { return nil }
        let nestedNames = Set(root.nested.map(\.name))
        var spelling = element.spelling
        if case .named(let name) = element, nestedNames.contains(name) {
            spelling = modelName + "." + name
        }
        return ListPlan(paging: paging, itemsProperty: property.name, itemType: spelling)
    }
}
