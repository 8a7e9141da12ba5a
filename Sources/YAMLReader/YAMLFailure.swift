import Diagnostics

/// What libyaml reported when it stopped: its `problem` and `context` words and their marks,
/// each a count of Unicode scalars from the start (libyaml's `mark.index`).
struct YAMLFailure {
    enum Stage {
        /// Bad input bytes or characters: located by `byteOffset`, not by the marks.
        case reader
        case scanner
        case parser
        case other
    }

    var stage: Stage
    var problem: String
    var problemMark: Int
    var context: String?
    var contextMark: Int
    var byteOffset: Int
    /// The character a reader error is about.
    var value: Int32
}

/// What the tree builder had read when libyaml stopped.
struct YAMLProgress {
    /// The innermost `[` or `{` still open.
    var openFlow: (isMapping: Bool, mark: Int)?
    /// The last event when it was a single- or double-quoted scalar: the mark where its event
    /// starts (its anchor or tag, or else its opening quote), the mark just past its closing
    /// quote, and the quote.
    var lastQuoted: (start: Int, end: Int, quote: Unicode.Scalar)?
}
