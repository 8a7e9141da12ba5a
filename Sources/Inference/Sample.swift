import Diagnostics
import JSONReader

/// One JSON sample of an endpoint's response: the shape of its values, which inference
/// reads, where its value starts, and its text when the run keeps it for templates.
package struct Sample: Sendable {
    /// The sample's path, and its text when the loader kept it (empty otherwise): templates
    /// quote it as `endpoint.sample`, and the `fixture` key reads it again.
    package var source: SourceText
    /// Where the top-level value starts.
    package var position: SourcePosition
    /// The top-level value, when the sample was read whole (`gen init` looks at values);
    /// nil when it was streamed.
    package var value: JSONValue?
    var shape: TypeShape

    /// A sample read whole: its shape is built from the tree, which it keeps.
    package init(source: SourceText, value: JSONValue) {
        self.source = source
        self.position = value.position
        self.value = value
        shape = TypeShape()
        shape.add(value.kind)
    }

    private init(source: SourceText, position: SourcePosition, shape: TypeShape) {
        self.source = source
        self.position = position
        self.shape = shape
    }

    /// Reads a sample without building its tree: the shape of its values grows as the
    /// reader reads, so memory is that of the shape, not of the document. `source` gives
    /// the path, and the text when it is kept.
    package static func streamed(_ bytes: [UInt8], source: SourceText) throws(DiagnosticError) -> (sample: Sample, warnings: [Diagnostic]) {
        let builder = ShapeBuilder()
        let document = try JSONReader.stream(bytes, path: source.path, into: builder)
        return (Sample(source: source, position: document.position, shape: builder.shape), document.warnings)
    }

    /// Streams the sample's own text, which it keeps.
    package static func streamed(_ source: SourceText) throws(DiagnosticError) -> (sample: Sample, warnings: [Diagnostic]) {
        let builder = ShapeBuilder()
        let document = try JSONReader.stream(source.text, path: source.path, into: builder)
        return (Sample(source: source, position: document.position, shape: builder.shape), document.warnings)
    }

    /// The shape of the value under `key` when this sample is an object holding it, for a
    /// manifest's envelope; nil otherwise. A key written twice gives the shape of both
    /// values, as it does anywhere else in a sample. The payload keeps the sample's source
    /// and position, and no tree.
    package func payload(under key: String) -> Sample? {
        guard shape.kindCount == 1, !shape.isNullable, let object = shape.object,
              let field = object.fields.first(where: { $0.key == key }) else {
            return nil
        }
        return Sample(source: source, position: position, shape: field.shape)
    }
}
