/// `arrays:`, how a query sends an array: `size=38&size=39` or `size=38,39`.
package enum QueryArrays: String, Sendable, CaseIterable, Encodable {
    /// The key repeated, once per element.
    case repeated
    /// One value, the elements' texts joined with `,`.
    case comma
}
