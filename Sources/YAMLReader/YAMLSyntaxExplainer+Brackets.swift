import Diagnostics

extension YAMLSyntaxExplainer {
    /// Text at `problem` right after a `]` or `}` on its line.
    func textAfterCloser(at problem: SourcePosition) -> YAMLSyntaxError? {
        guard let before = lines.previousScalar(before: problem), before.scalar == "]" || before.scalar == "}" else { return nil }
        return YAMLSyntaxError(
            message: "more text follows the '\(before.scalar)' that closes this \(before.scalar == "]" ? "list" : "mapping")",
            position: problem,
            hint: "remove it, or quote the whole value"
        )
    }

    func closesNothing(at position: SourcePosition) -> YAMLSyntaxError? {
        switch lines.scalar(at: position) {
        case "]": YAMLSyntaxError(message: "this ']' closes no list", position: position, hint: "remove it, or add the '[' it should close")
        case "}": YAMLSyntaxError(message: "this '}' closes no mapping", position: position, hint: "remove it, or add the '{' it should close")
        default: nil
        }
    }

    func neverClosed(isMapping: Bool, at opener: SourcePosition) -> YAMLSyntaxError {
        YAMLSyntaxError(
            message: "this \(isMapping ? "mapping" : "list") is never closed",
            position: opener,
            hint: "close it with '\(isMapping ? "}" : "]")' after its last \(isMapping ? "entry" : "item")"
        )
    }

    func unfinishedFlow(isMapping: Bool, at problem: SourcePosition, opener: SourcePosition?, progress: YAMLProgress) -> YAMLSyntaxError? {
        guard let opener = opener ?? progress.openFlow.map({ lines.position(ofMark: $0.mark) }) else { return nil }
        let noun = isMapping ? "mapping" : "list"
        let closer: Unicode.Scalar = isMapping ? "}" : "]"
        let found = lines.scalar(at: problem)
        if let found, found == "]" || found == "}" {
            return YAMLSyntaxError(
                message: "this '\(found)' cannot close the \(noun) opened at line \(opener.line), column \(opener.column); a \(noun) ends with '\(closer)'",
                position: problem,
                hint: "close each '[' with ']' and each '{' with '}'"
            )
        }
        if found == nil || problem.line > opener.line {
            return neverClosed(isMapping: isMapping, at: opener)
        }
        let item = isMapping ? "entry" : "item"
        return YAMLSyntaxError(
            message: "expected ',' or '\(closer)' here, after an \(item) of the \(noun) opened at column \(opener.column)",
            position: problem,
            hint: "separate the \(item == "entry" ? "entries" : "items") with ', ', and quote an \(item) that holds ': ' or brackets"
        )
    }

    func missingValue(at problem: SourcePosition, inFlow: Bool, progress: YAMLProgress) -> YAMLSyntaxError? {
        if let closer = closesNothing(at: problem) {
            return closer
        }
        switch lines.scalar(at: problem) {
        case "-" where inFlow, "?" where inFlow:
            if let open = progress.openFlow, lines.position(ofMark: open.mark).line < problem.line {
                return neverClosed(isMapping: open.isMapping, at: lines.position(ofMark: open.mark))
            }
            let scalar = lines.scalar(at: problem) ?? "-"
            return YAMLSyntaxError(message: "'\(scalar)' cannot begin a value inside brackets without quotes", position: problem, hint: "put the value in quotes")
        case ":" where inFlow:
            return YAMLSyntaxError(message: "a key is missing before this ':'", position: problem, hint: "write the key before the ':', or quote the value if the ':' is text")
        case ",":
            if inFlow {
                return YAMLSyntaxError(message: "a value is missing before this ','", position: problem, hint: "remove the extra ','")
            }
            return cannotStartToken(at: problem)
        case nil:
            guard let open = progress.openFlow else { return nil }
            return neverClosed(isMapping: open.isMapping, at: lines.position(ofMark: open.mark))
        default:
            return nil
        }
    }
}
