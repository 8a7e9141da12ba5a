import Foundation
import JSONReader
import Renderer
import TemplateEngine

/// Prints an `Encodable` report as `gen context` prints JSON: keys sorted, two spaces of
/// indentation, one value per line, so that every JSON document gen prints looks alike.
enum ReportJSON {
    static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value),
              let document = try? JSONReader.read([UInt8](data), path: "report") else {
            return "{}"
        }
        return ContextJSON.text(templateValue(document.value))
    }

    private static func templateValue(_ value: JSONValue) -> TemplateValue {
        switch value.kind {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .number(let number): return number.isIntegerLiteral ? Int(number.literal).map(TemplateValue.int) ?? .string(number.literal) : Double(number.literal).map(TemplateValue.double) ?? .string(number.literal)
        case .string(let string): return .string(string)
        case .array(let items): return .array(items.map(templateValue))
        case .object(let members): return .dictionary(TemplateDictionary(members.map { ($0.key, templateValue($0.value)) }))
        }
    }
}
