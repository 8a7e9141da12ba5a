import Inference

/// Request keys that would make one Swift argument of the request method (`user_id` and
/// `userId`, `filter[status]` and `filter_status`), which `gen module` refuses: the first key
/// keeps its param, and the others are left out of `params:` and named in the endpoint's
/// comment, so that the imported gen.yml generates a module.
enum ParamNameClashes {
    /// `params` without the keys whose argument a path parameter or an earlier key has.
    static func split(_ params: [ImportedEndpoint.Param], pathParameters: [PathParameter]) -> (kept: [ImportedEndpoint.Param], clashing: [String]) {
        var taken = Set(pathParameters.map { argumentName($0.name) })
        var kept: [ImportedEndpoint.Param] = []
        var clashing: [String] = []
        for param in params {
            if taken.insert(argumentName(param.key)).inserted {
                kept.append(param)
            } else {
                clashing.append(param.key)
            }
        }
        return (kept, clashing)
    }

    private static func argumentName(_ key: String) -> String {
        Naming.propertyName(forKey: key).filter { $0 != "`" }
    }
}
