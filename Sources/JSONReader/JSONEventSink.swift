/// Told what the reader reads, in document order, instead of being handed a tree: a reader
/// that only summarises a document (inference builds the shape of every position) then
/// holds the summary, never the document.
///
/// For `{"a": [1, {}]}` the calls are `openObject`, `key("a")`, `openArray`,
/// `value(.number(1))`, `value(.object([]))`, `close`, `close`. An empty array or object
/// comes as a `value`, as it comes in a tree; any other comes as an open, its children, and
/// a close.
public protocol JSONEventSink: AnyObject {
    /// A scalar, or an array or object with nothing in it.
    func value(_ kind: JSONValue.Kind)
    /// An array with elements starts; each element follows.
    func openArray()
    /// An object with members starts; each member follows as a key and a value.
    func openObject()
    /// The key of the innermost open object's next member; its value follows.
    func key(_ key: String)
    /// The innermost open array or object ends.
    func close()
}
