import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// Writes template contexts as JSON, pretty-printed with two-space indentation and sorted
/// keys, so the output is the same on every run and diffs well.
package enum ContextJSON {
    /// `{"endpoint": {"<Name>": context, …}, "module": context}`: the context of the
    /// templates rendered once per module, and by endpoint, what the templates rendered once
    /// per endpoint see besides it (`endpoint`); the module's lists appear once.
    /// With `endpoint`, only that endpoint's entry: `{"endpoint": {"<Name>": context}}`.
    package static func render(_ contexts: ModuleContexts, endpoint only: String? = nil) -> String {
        var endpoints = TemplateDictionary()
        for endpoint in contexts.endpoints where only == nil || endpoint.name == only {
            let own = endpoint.context[ModuleContext.endpointName] ?? .null
            endpoints[endpoint.name] = .dictionary(TemplateDictionary([(ModuleContext.endpointName, own)]))
        }
        var root: TemplateDictionary = ["endpoint": .dictionary(endpoints)]
        if only == nil {
            root["module"] = .dictionary(contexts.module)
        }
        var output = ""
        write(.dictionary(root), indentation: "", into: &output)
        return output
    }

    /// Any value, written as `render` writes contexts: gen's other JSON output uses it too.
    package static func text(_ value: TemplateValue) -> String {
        var output = ""
        write(value, indentation: "", into: &output)
        return output
    }

    static func write(_ value: TemplateValue, indentation: String, into output: inout String) {
        switch value {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .int(let number):
            output += String(number)
        case .double(let number):
            output += number.isFinite ? number.description : "null"
        case .string(let text):
            output += quoted(text)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (offset, item) in items.enumerated() {
                output += indentation + "  "
                write(item, indentation: indentation + "  ", into: &output)
                output += offset == items.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "]"
        case .dictionary(let dictionary):
            guard !dictionary.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = dictionary.keys.sorted()
            for (offset, key) in keys.enumerated() {
                output += indentation + "  " + quoted(key) + ": "
                write(dictionary[key] ?? .null, indentation: indentation + "  ", into: &output)
                output += offset == keys.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "}"
        }
    }

    /// A JSON string literal; only `"`, `\` and control characters are escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
