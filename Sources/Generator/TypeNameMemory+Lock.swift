import Inference
import Writer

extension TypeNameMemory {
    /// What the lock recorded of the models (nothing without one): the type names
    /// (`ModelSignature.typeNames`), the property names by key and the property types. An
    /// entry whose identity does not read is left out, so a damaged line costs a name, never a
    /// wrong one.
    init(lock models: ModelSignature?) {
        guard let models else {
            self.init()
            return
        }
        var recorded: [TypeIdentity: String] = [:]
        for (text, name) in models.typeNames {
            if let identity = TypeIdentity(text: text) {
                recorded[identity] = name
            }
        }
        self.init(recorded: recorded, propertyNames: models.propertyNames, propertyTypes: models.properties)
    }
}
