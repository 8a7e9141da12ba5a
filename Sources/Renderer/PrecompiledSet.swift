import Diagnostics
import Inputs
import Support
import TemplateEngine

/// A built-in template set compiled ahead of time: `set.compiled` beside its set.yml, read
/// instead of compiling the set, which is the longest step of a cold `gen module` on a small
/// module (docs/performance.md#cold-start). A test keeps the file of each set gen ships the
/// same as compiling the set gives (`GEN_RECORD=1 swift test` writes it anew).
///
/// The file holds set.yml's entries and the compiled templates, and is used only while
/// set.yml and every template it was compiled from read as they did: it records each one's
/// name, length and XXH64, and the run reads them through the set's loader as a compile
/// would. It is read only for a set in gen's own templates folder (the set's folder beside
/// the shared one), where it is installed with the gen that wrote it; a copy of a set
/// elsewhere, which a newer gen may read, compiles from its sources.
/// A file that does not match, is damaged (its last 8 bytes are the XXH64 of the others), or
/// cannot be read as a compiled set, is passed over; so is an entry whose templates cannot
/// be read, which is compiled from its files instead.
package struct PrecompiledSet: Sendable {
    package static let fileName = "set.compiled"
    private static let magic = Array("gen compiled template set\n".utf8)
    /// Changes whenever the layout of the file around the compiled templates does.
    private static let layoutVersion = 1

    /// set.yml, as the file records its entries.
    package let description: SetDescription
    private let costlyKeys: [CostlyKeys]
    /// Each entry's template, then its path.
    private let templates: TemplateArchive.Reader

    /// Whether `folders` is one of gen's own sets: a set folder beside the shared folder.
    package static func isBuiltIn(_ folders: TemplateFolders) -> Bool {
        folders.shared.map { Paths.directory(of: $0) == Paths.directory(of: folders.set) } ?? false
    }

    /// The file's bytes for `set`, compiled from `description` and templates of its folders.
    package static func bytes(of set: TemplateSet, description: SetDescription) -> [UInt8] {
        let (archive, sources) = TemplateArchive.encode(set.entries.flatMap { [$0.template, $0.path] })
        var writer = ByteWriter()
        writer.raw(magic)
        writer.int(layoutVersion)
        writer.int(TemplateArchive.formatVersion)
        writer.int(description.source.text.utf8.count)
        writer.uint64(XXHash64.hash(utf8: description.source.text))
        writer.int(set.entries.count)
        for (entry, described) in zip(set.entries, description.entries) {
            located(described.template, into: &writer)
            writer.int(SetDescription.Scope.allCases.firstIndex(of: described.scope) ?? 0)
            located(described.path, into: &writer)
            writer.int(Ownership.allCases.firstIndex(of: described.ownership) ?? 0)
            writer.string(described.layer)
            writer.int(entry.costlyKeys.rawValue)
        }
        writer.int(sources.count)
        for source in sources {
            let isDescription = source == description.source
            writer.bool(isDescription)
            writer.string(isDescription ? "" : templateName(of: source.path, in: set.folders))
            writer.int(source.text.utf8.count)
            writer.uint64(XXHash64.hash(utf8: source.text))
        }
        writer.run(archive)
        writer.uint64(XXHash64.hash(writer.bytes))
        return writer.bytes
    }

    /// The folder's `set.compiled`, when it is a built-in set's and set.yml and every
    /// template still read as recorded; nil otherwise. set.yml is not parsed again: its
    /// entries are in the file. The templates are read entry by entry (`entry(_:)`), so that
    /// several threads can share them out.
    package static func load(_ folders: TemplateFolders, fileSystem: any FileSystem) -> PrecompiledSet? {
        let path = Paths.join(folders.set, fileName)
        guard isBuiltIn(folders), fileSystem.kind(of: path) == .file, !fileSystem.isSymbolicLink(path),
              let bytes = try? fileSystem.readFile(path), bytes.count >= 8 else { return nil }
        let end = bytes.count - 8
        var trailer = ByteReader(bytes, from: end)
        guard (try? trailer.uint64()) == XXHash64.hash(bytes[..<end]),
              let setSource = try? SetDecoder.source(folder: folders.set, fileSystem: fileSystem) else { return nil }
        var reader = ByteReader(bytes, upTo: end)
        do throws(MalformedBytes) {
            guard try reader.raw(count: magic.count) == magic, try reader.int() == layoutVersion,
                  try reader.int() == TemplateArchive.formatVersion,
                  try reader.int() == setSource.text.utf8.count,
                  try reader.uint64() == XXHash64.hash(utf8: setSource.text) else { return nil }
            var entries: [SetDescription.Entry] = []
            var costlyKeys: [CostlyKeys] = []
            for _ in 0..<(try reader.count()) {
                let template = try located(from: &reader, in: setSource)
                let scope = SetDescription.Scope.allCases[try reader.int(upTo: SetDescription.Scope.allCases.count - 1)]
                let outputPath = try located(from: &reader, in: setSource)
                let ownership = Ownership.allCases[try reader.int(upTo: Ownership.allCases.count - 1)]
                entries.append(SetDescription.Entry(template: template, scope: scope, path: outputPath, ownership: ownership, layer: try reader.string()))
                costlyKeys.append(CostlyKeys(rawValue: try reader.int(upTo: CostlyKeys.all.rawValue)))
            }
            let description = SetDescription(folder: folders.set, source: setSource, entries: entries)
            let loader = FileTemplateLoader(folders: folders, fileSystem: fileSystem)
            var sources: [SourceText] = []
            for _ in 0..<(try reader.count()) {
                let isDescription = try reader.bool()
                let name = try reader.string()
                let length = try reader.int()
                let hash = try reader.uint64()
                guard let source = isDescription ? setSource : try? loader.load(name),
                      source.text.utf8.count == length, XXHash64.hash(utf8: source.text) == hash else { return nil }
                sources.append(source)
            }
            let archiveLength = try reader.count()
            guard reader.offset + archiveLength == end,
                  let templates = TemplateArchive.Reader(bytes, from: reader.offset, upTo: end, sources: sources, filters: .builtIn),
                  templates.count == 2 * entries.count else { return nil }
            return PrecompiledSet(description: description, costlyKeys: costlyKeys, templates: templates)
        } catch {
            return nil
        }
    }

    /// Entry `index` of set.yml with its template and path read from the file; nil when
    /// their bytes cannot be read as templates.
    package func entry(_ index: Int) -> TemplateSet.Entry? {
        guard description.entries.indices.contains(index),
              let template = templates.template(2 * index), let path = templates.template(2 * index + 1) else { return nil }
        return TemplateSet.Entry(description.entries[index], of: description, template: template, path: path, costlyKeys: costlyKeys[index])
    }

    private static func located(_ value: Located<String>, into writer: inout ByteWriter) {
        writer.string(value.value)
        writer.int(value.location.position.line)
        writer.int(value.location.position.column)
    }

    private static func located(from reader: inout ByteReader, in source: SourceText) throws(MalformedBytes) -> Located<String> {
        let value = try reader.string()
        let line = try reader.int(upTo: .max)
        let column = try reader.int(upTo: .max)
        return Located(value, at: SourceLocation(path: source.path, line: line, column: column))
    }

    /// The name a set's loader finds the template at `path` by: its path inside the first
    /// search folder that holds it.
    private static func templateName(of path: String, in folders: TemplateFolders) -> String {
        for folder in folders.searchOrder where path.hasPrefix(folder + "/") {
            return String(path.dropFirst(folder.count + 1))
        }
        return path
    }
}
