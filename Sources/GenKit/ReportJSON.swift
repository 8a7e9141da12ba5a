import Renderer

/// Prints an `Encodable` report as `gen context` prints JSON: keys sorted, two spaces of
/// indentation, one value per line, so that every JSON document gen prints looks alike.
/// A `nil` property is left out.
enum ReportJSON {
    static func text(_ value: some Encodable) -> String {
        ContextJSON.text(TemplateValueEncoder.value(of: value, nilKeys: .omitted))
    }
}
