import Diagnostics

/// An array or object whose children are being read.
struct OpenContainer {
    enum Kind {
        case array
        case object
    }

    var kind: Kind
    /// Where its children start on the parser's `elementStack` or `memberStack`.
    var start: Int
    var line: Int
    var column: Int
    /// For an object too large to search its keys one by one, the index of each key's first
    /// member on `memberStack`.
    var keyIndexes: [String: Int]?

    init(_ kind: Kind, start: Int, line: Int, column: Int) {
        self.kind = kind
        self.start = start
        self.line = line
        self.column = column
    }
}

extension JSONParser {
    /// Starts the array at `offset`. Returns false when it is empty and already read, true
    /// when it is open and the parser stands at its first element.
    mutating func openArray(line: Int, column: Int) throws(DiagnosticError) -> Bool {
        try checkDepth()
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return false
        }
        guard offset < bytes.count else {
            throw failure("expected a value in the array, found end of file")
        }
        openContainers.append(OpenContainer(.array, start: elementStack.count, line: line, column: column))
        sink?.openArray()
        return true
    }

    /// Starts the object at `offset`. Returns false when it is empty and already read, true
    /// when it is open and the parser stands at the value of its first member.
    mutating func openObject(line: Int, column: Int) throws(DiagnosticError) -> Bool {
        try checkDepth()
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return false
        }
        openContainers.append(OpenContainer(.object, start: memberStack.count, line: line, column: column))
        sink?.openObject()
        try readKey()
        return true
    }

    /// Adds a value just read to the innermost open container. Then either moves to the
    /// container's next child and returns nil, or closes the container and returns it.
    mutating func add(_ value: JSONValue) throws(DiagnosticError) -> JSONValue? {
        let top = openContainers.count - 1
        let start = openContainers[top].start
        switch openContainers[top].kind {
        case .array:
            if keepsValues {
                elementStack.append(value)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
                guard offset < bytes.count else {
                    throw failure("expected a value in the array, found end of file")
                }
                if bytes[offset] == UInt8(ascii: "]") {
                    throw failure("expected a value after ',', found ']'", hint: "JSON allows no comma after the last element; remove it")
                }
                return nil
            case UInt8(ascii: "]"):
                offset += 1
                return close(.array(keepsValues ? Self.pop(&elementStack, from: start) : []))
            default:
                throw failure("expected ',' or ']' after an array element, found \(describeFound())")
            }
        case .object:
            let member = memberStack.count - 1
            if keepsValues {
                memberStack[member].value = value
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
                try readKey()
                return nil
            case UInt8(ascii: "}"):
                offset += 1
                keyFingerprints.removeLast(keyFingerprints.count - start)
                guard keepsValues else {
                    memberStack.removeLast(memberStack.count - start)
                    return close(.object([]))
                }
                return close(.object(Self.pop(&memberStack, from: start)))
            default:
                throw failure("expected ',' or '}' after the value of \"\(memberStack[member].key)\", found \(describeFound())")
            }
        }
    }

    /// Reads the key and colon of the innermost object's next member and moves to its value.
    /// The member goes on `memberStack` with a placeholder value: until its value is read,
    /// nested containers take their children off the stacks as they close, so it is the
    /// last member on the stack when `add` fills its value in.
    private mutating func readKey() throws(DiagnosticError) {
        let top = openContainers.count - 1
        let start = openContainers[top].start
        guard peek() == UInt8(ascii: "\"") else {
            if peek() == UInt8(ascii: "}"), memberStack.count > start {
                throw failure("expected a key after ',', found '}'", hint: "JSON allows no comma after the last member; remove it")
            }
            throw failure("expected a key in double quotes, found \(describeFound())", hint: hintForKey())
        }
        let keyLine = line
        let keyColumn = currentColumn
        let keyOffset = offset
        let (key, fingerprint) = try parseKey()
        if let first = firstIndex(of: key, fingerprint: fingerprint, inContainer: top) {
            warnDuplicate(key, first: memberStack[first].keyPosition, keyOffset: keyOffset, line: keyLine, column: keyColumn)
        }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw failure("expected ':' after the key \"\(key)\", found \(describeFound())")
        }
        offset += 1
        skipWhitespace()
        guard offset < bytes.count else {
            throw failure("expected a value for the key \"\(key)\", found end of file")
        }
        memberStack.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: JSONValue(.null, line: 0, column: 0)))
        keyFingerprints.append(fingerprint)
        sink?.key(key)
    }

    private mutating func close(_ kind: JSONValue.Kind) -> JSONValue {
        let container = openContainers.removeLast()
        sink?.close()
        return JSONValue(kind, line: container.line, column: container.column)
    }

    /// Takes the items from `start` on off a scratch stack, into an array of exactly their
    /// count. `Array(stack[start...])` would share the stack's buffer, spare capacity and
    /// all, when `start` is 0.
    private static func pop<Item>(_ stack: inout [Item], from start: Int) -> [Item] {
        let count = stack.count - start
        let items = [Item](unsafeUninitializedCapacity: count) { buffer, initialized in
            stack.withUnsafeBufferPointer { source in
                _ = buffer.initialize(fromContentsOf: source[start...])
            }
            initialized = count
        }
        stack.removeLast(count)
        return items
    }

    /// Refuses to open a container deeper than `JSONReader.maximumDepth`: the tree is
    /// released, and inference walks it, by recursion.
    private func checkDepth() throws(DiagnosticError) {
        guard openContainers.count < JSONReader.maximumDepth else {
            throw failure(
                "nesting is deeper than \(JSONReader.maximumDepth) levels",
                hint: "gen reads samples nested at most \(JSONReader.maximumDepth) arrays and objects deep"
            )
        }
    }
}
