import Support
extension LockFile {
    /// The lock's bytes without a `digest` line, and where that line goes. A module's lock
    /// has a line per file and per model property (tens of thousands for a large module) and
    /// is rendered twice a run, so it is written as bytes, and the lines of `models` (sorted,
    /// the costliest part) can be rendered once for both (`modelLines`).
    func rendered(modelLines: [UInt8]? = nil) -> (bytes: [UInt8], digestAt: Int) {
        var text = LockText()
        text.line("# Written by gen: what it last wrote in this folder, so that a rerun can tell your edits")
        text.line("# from its own output. Commit it with the module and do not edit it.")
        text.line(inputs.isPayload ? "payload" : "module", inputs.module)
        for samples in inputs.samples {
            text.line("samples", samples)
        }
        if let manifest = inputs.manifest {
            text.line("manifest", manifest)
        }
        text.line("templates", inputs.templates)
        if let naming = inputs.naming {
            text.line("naming", naming)
        }
        if let core = inputs.core {
            text.line("core", core)
        }
        let digestAt = text.bytes.count
        for entry in files {
            if let orphanOf = entry.orphanOf {
                text.line("orphan", orphanOf.isEmpty ? "-" : orphanOf, entry.hash, entry.path)
            } else if let layer = entry.layer {
                text.line("file", entry.ownership.rawValue, layer.rawValue, entry.hash, entry.path)
            } else {
                text.line("file", entry.ownership.rawValue, entry.hash, entry.path)
            }
        }
        for entry in files {
            if let kept = entry.kept {
                text.line("kept", kept, entry.path)
            }
        }
        for entry in pending {
            text.line("pending", entry.ownership.rawValue, entry.hash, entry.path)
        }
        text.bytes += modelLines ?? Self.modelLines(models)
        return (text.bytes, digestAt)
    }

    /// The `model`, `key`, `enum`, `request`, `route`, `response` and `name` lines of a lock recording
    /// `models`. A key is percent-escaped: JSON keys hold spaces and line feeds.
    package static func modelLines(_ models: ModelSignature) -> [UInt8] {
        var text = LockText()
        func add<Value>(_ keyword: String, _ table: [String: Value], _ field: (Value) -> String) {
            for (key, value) in table.sorted(by: { $0.key < $1.key }) {
                text.line(keyword, key, field(value))
            }
        }
        add("model", models.properties) { $0 }
        add("key", models.propertyKeys, URLPathEscaping.escaped)
        add("enum", models.enums) { $0.joined(separator: ", ") }
        add("request", models.requests) { $0.joined(separator: ", ") }
        add("route", models.routes) { $0 }
        add("response", models.responses) { $0 }
        add("name", models.typeNames) { $0 }
        return text.bytes
    }

    static func inserting(digest: String, into unsealed: (bytes: [UInt8], digestAt: Int)) -> [UInt8] {
        var line = LockText()
        line.line("digest", digest)
        var bytes = unsealed.bytes
        bytes.insert(contentsOf: line.bytes, at: unsealed.digestAt)
        return bytes
    }
}

/// Lines of space-separated fields, as UTF-8.
private struct LockText {
    var bytes: [UInt8] = []

    mutating func line(_ fields: String...) {
        for (index, field) in fields.enumerated() {
            if index > 0 {
                bytes.append(UInt8(ascii: " "))
            }
            bytes.append(contentsOf: field.utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
    }
}
