import Foundation
import Inputs
import Renderer
import Support
import Testing
import TestSupport

/// The built-in sets compiled ahead of time (`PrecompiledSet`): each `set.compiled` is what
/// compiling its set gives, renders every example as the compile does, and is passed over
/// when a file it was compiled from changed, or when it is damaged.
@Suite struct PrecompiledSetTests {
    static let sets = ["async", "rxswift", "swiftui"]

    static func compiledPath(_ set: String) -> String {
        Repository.templates + "/" + set + "/" + PrecompiledSet.fileName
    }

    /// With `GEN_RECORD=1`, writes the file anew instead.
    @Test(arguments: sets)
    func theCompiledFileOfABuiltInSetIsWhatCompilingTheSetGives(set: String) throws {
        let folders = BuiltInTemplates.folders(set)
        let compiled = try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn, aheadOfTime: false)
        let bytes = PrecompiledSet.bytes(of: compiled, description: try SetDecoder.load(folder: folders.set, fileSystem: LocalFileSystem()))
        if ProcessInfo.processInfo.environment["GEN_RECORD"] == "1" {
            try LocalFileSystem().writeFile(Self.compiledPath(set), contents: bytes)
            return
        }
        let recorded = try LocalFileSystem().readFile(Self.compiledPath(set))
        #expect(recorded == bytes, "templates/\(set)/\(PrecompiledSet.fileName) is not what compiling the set gives: run GEN_RECORD=1 swift test --filter PrecompiledSetTests")
    }

    /// set.yml is not parsed when the file is read: the entries it holds are set.yml's.
    @Test(arguments: sets)
    func theEntriesInTheCompiledFileAreThoseSetYMLDescribes(set: String) throws {
        let folders = BuiltInTemplates.folders(set)
        let parsed = try SetDecoder.load(folder: folders.set, fileSystem: LocalFileSystem())
        let read = try #require(PrecompiledSet.load(folders, fileSystem: LocalFileSystem())).description
        #expect(read.source == parsed.source)
        #expect(read.folder == parsed.folder)
        #expect(read.entries.count == parsed.entries.count)
        for (entry, expected) in zip(read.entries, parsed.entries) {
            #expect(entry.template == expected.template)
            #expect(entry.path == expected.path)
            #expect(entry.scope == expected.scope)
            #expect(entry.ownership == expected.ownership)
            #expect(entry.layer == expected.layer)
        }
    }

    @Test(arguments: Examples.pairs)
    func everyExampleRendersFromTheCompiledFileAsFromItsTemplates(example: String, set: String) throws {
        let folders = BuiltInTemplates.folders(set)
        #expect(Self.precompiled(folders) != nil, "the set was compiled, not read from \(PrecompiledSet.fileName)")
        let allLayers = set == Examples.defaultSet
        let compiled = try Examples.generate(example, set: set, allLayers: allLayers)
        let read = try Examples.generate(example, set: set, allLayers: allLayers, aheadOfTime: true)
        #expect(read.map(\.path) == compiled.map(\.path))
        for (file, expected) in zip(read, compiled) {
            #expect(file.contents == expected.contents, "\(example), \(set): \(file.path)")
        }
    }

    /// Included, extended and named by set.yml alike: a changed file is compiled again, and
    /// what it now says is rendered.
    @Test(arguments: ["rxswift/set.yml", "rxswift/Base.stencil", "rxswift/Router.swift.stencil", "common/Swift.stencil"])
    func aSetWithAFileChangedSinceItsCompileIsCompiledFromItsTemplates(changed: String) throws {
        let copy = try Self.copyOfTheBuiltInSets()
        let folders = TemplateFolders(set: copy.path + "/rxswift", shared: copy.path + "/common")
        #expect(Self.precompiled(folders) != nil)
        let path = copy.path + "/" + changed
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + (changed.hasSuffix(".yml") ? "# changed\n" : "{# changed #}\n")).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.precompiled(folders) == nil)
        #expect(try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn).entries.count == 16)
    }

    /// A copy of a set outside gen's templates folder may be read by a newer gen than the one
    /// that compiled it, so its `set.compiled` is not read.
    @Test func aCopyOfABuiltInSetOutsideGensTemplatesIsCompiledFromItsTemplates() throws {
        let copy = try Self.copyOfTheBuiltInSets()
        #expect(Self.precompiled(TemplateFolders(set: copy.path + "/rxswift", shared: Repository.templates + "/common")) == nil)
        #expect(Self.precompiled(TemplateFolders(set: copy.path + "/rxswift", shared: nil)) == nil)
    }

    /// The entries read from the compiled file in turns, as threads share them out, make the
    /// set the compile makes.
    @Test(arguments: sets)
    func entriesReadInTurnsRenderAsTheCompile(set: String) throws {
        let (contexts, _) = try ParallelRenderTests.contexts(endpoints: 8)
        let copy = try Self.copyOfTheBuiltInSets()
        let folders = TemplateFolders(set: copy.path + "/" + set, shared: copy.path + "/common")
        let expected = SharedSetCompileTests.outcome(contexts, try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn, aheadOfTime: false), root: copy)
        for turns in [[1, 2, 1], [0, 5], [0, 1, 1, 1, 1]] {
            let read = try SharedSetCompileTests.compiledInTurns(folders, turns: turns, aheadOfTime: true)
            #expect(SharedSetCompileTests.outcome(contexts, read, root: copy) == expected, "turns \(turns)")
        }
    }

    /// A file whose checksum holds but whose templates name a filter gen does not have (as a
    /// file from another build could): the entries that use it are compiled from their
    /// files, the others read, and the set renders as the compile's.
    @Test func anEntryTheCompiledFileCannotGiveIsCompiledFromItsFiles() throws {
        let (contexts, _) = try ParallelRenderTests.contexts(endpoints: 8)
        let copy = try Self.copyOfTheBuiltInSets()
        let folders = TemplateFolders(set: copy.path + "/rxswift", shared: copy.path + "/common")
        let expected = SharedSetCompileTests.outcome(contexts, try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn, aheadOfTime: false), root: copy)
        let path = folders.set + "/" + PrecompiledSet.fileName
        var bytes = Array(try LocalFileSystem().readFile(path).dropLast(8))
        let filter = Array("indent".utf8)
        let at = try #require((0...(bytes.count - filter.count)).first { Array(bytes[$0..<$0 + filter.count]) == filter })
        bytes[at + filter.count - 1] = UInt8(ascii: "T")
        let checksum = XXHash64.hash(bytes)
        try LocalFileSystem().writeFile(path, contents: bytes + (0..<8).map { UInt8(truncatingIfNeeded: checksum >> UInt64(8 * $0)) })
        let read = try #require(PrecompiledSet.load(folders, fileSystem: LocalFileSystem()))
        #expect(Self.readWhole(read) == nil)
        #expect((0..<read.description.entries.count).contains { read.entry($0) != nil })
        let templates = try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn)
        #expect(SharedSetCompileTests.outcome(contexts, templates, root: copy) == expected)
    }

    /// Every byte changed in turn, and the file cut short at every length: the damage is
    /// found and the file passed over.
    @Test func aDamagedCompiledFileIsPassedOver() throws {
        let copy = try Self.copyOfTheBuiltInSets()
        let folders = TemplateFolders(set: copy.path + "/async", shared: copy.path + "/common")
        let path = copy.path + "/async/" + PrecompiledSet.fileName
        let bytes = try LocalFileSystem().readFile(path)
        var random = SeededGenerator(seed: 7)
        let offsets = (0..<200).map { _ in Int(random.next() % UInt64(bytes.count)) } + [0, bytes.count - 1]
        for offset in offsets {
            var damaged = bytes
            damaged[offset] ^= UInt8(truncatingIfNeeded: random.next() % 255 + 1)
            try LocalFileSystem().writeFile(path, contents: damaged)
            #expect(Self.precompiled(folders) == nil, "byte \(offset) changed")
        }
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            try LocalFileSystem().writeFile(path, contents: Array(bytes[..<length]))
            #expect(Self.precompiled(folders) == nil, "cut to \(length) bytes")
        }
    }

    /// The set read whole from its compiled file; nil when the file is passed over or an
    /// entry cannot be read from it.
    static func precompiled(_ folders: TemplateFolders) -> [TemplateSet.Entry]? {
        guard let read = PrecompiledSet.load(folders, fileSystem: LocalFileSystem()) else { return nil }
        return readWhole(read)
    }

    static func readWhole(_ read: PrecompiledSet) -> [TemplateSet.Entry]? {
        var entries: [TemplateSet.Entry] = []
        for index in read.description.entries.indices {
            guard let entry = read.entry(index) else { return nil }
            entries.append(entry)
        }
        return entries
    }

    /// gen's templates folder copied whole, as `make install` copies it.
    static func copyOfTheBuiltInSets() throws -> TemporaryFolder {
        let root = try TemporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.templates) {
            try FileManager.default.copyItem(atPath: Repository.templates + "/" + name, toPath: root.path + "/" + name)
        }
        return root
    }
}
