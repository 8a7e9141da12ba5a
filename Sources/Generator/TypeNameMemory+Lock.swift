import Inference

extension TypeNameMemory {
    /// The names a lock records (`ModelSignature.typeNames`); an entry whose identity does
    /// not read is left out, so a damaged line costs a name, never a wrong one.
    init(lockNames: [String: String], propertyNames: [String: [String: String]], propertyTypes: [String: String]) {
        var recorded: [TypeIdentity: String] = [:]
        for (text, name) in lockNames {
            if let identity = TypeIdentity(text: text) {
                recorded[identity] = name
            }
        }
        self.init(recorded: recorded, propertyNames: propertyNames, propertyTypes: propertyTypes)
    }
}
