import Diagnostics

/// Reading other templates: inlining includes, loading and parsing each file once, and
/// registering each file's source and the names its `{% set %}`s define.
extension TemplateCompiler {
    /// Inlines the included file here, so it sees the variables in scope at the tag.
    mutating func compileInclude(_ name: SyntaxName, source: Int) -> Node? {
        let site = Location(source: source, position: name.position)
        guard let (template, includedSource) = load(name, at: site, verb: "include") else { return nil }
        notes.append("in '\(name.text)' included from \(describe(site))")
        fileStack.append(template.source.path)
        defer {
            notes.removeLast()
            fileStack.removeLast()
        }
        return .traced(compileDocument(template, source: includedSource), .include(name.text, from: site))
    }

    /// Loads and parses the template `name` names, reporting a missing file, a parse error
    /// or a cycle.
    mutating func load(_ name: SyntaxName, at site: Location, verb: String) -> (ParsedTemplate, Int)? {
        let text: SourceText
        if let known = loaded[name.text] {
            text = known
        } else {
            do {
                text = try loader.load(name.text)
            } catch {
                report("cannot \(verb) '\(name.text)': \(error.message)", at: site, hint: error.hint)
                return nil
            }
            loaded[name.text] = text
        }
        if fileStack.contains(text.path) {
            let cycle = (fileStack.drop { $0 != text.path } + [text.path]).joined(separator: " → ")
            report("'\(name.text)' \(verb)s itself: \(cycle)", at: site)
            return nil
        }
        if fileStack.count >= Self.maximumFileDepth {
            report("includes and extends are nested deeper than \(Self.maximumFileDepth) files", at: site)
            return nil
        }
        if let template = parsed[text.path] {
            return (template, register(template))
        }
        do {
            let template = try parses.parse(text)
            parsed[text.path] = template
            return (template, register(template))
        } catch {
            let chain = ["in '\(name.text)' \(verb == "include" ? "included" : "extended") from \(describe(site))"]
            for diagnostic in error.diagnostics {
                var noted = diagnostic
                noted.notes += (notes + chain).reversed()
                add(noted)
            }
            return nil
        }
    }

    @discardableResult
    mutating func register(_ template: ParsedTemplate) -> Int {
        if let index = sourceIndexes[template.source.path] { return index }
        sources.append(template.source)
        sourceIndexes[template.source.path] = sources.count - 1
        setNames.formUnion(template.setNames)
        parsed[template.source.path] = template
        return sources.count - 1
    }

    mutating func globalIndex(of name: String) -> Int {
        if let index = globalIndexes[name] { return index }
        globalNames.append(name)
        globalIndexes[name] = globalNames.count - 1
        return globalNames.count - 1
    }
}
