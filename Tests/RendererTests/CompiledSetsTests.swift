import Foundation
import Inputs
@testable import Renderer
import Support
import TemplateEngine
import Testing
import TestSupport

/// A compiled set is reused only while every file it was compiled from reads the same.
@Suite struct CompiledSetsTests {
    private static let moduleSet = "files:\n  - template: Main.stencil\n    for: module\n    path: \"Main.swift\"\n"
    private let context: TemplateDictionary = ["module": ["name": "Shop"], "endpoints": []]

    private func load(_ folder: TemporaryFolder) throws -> String {
        let set = try TemplateSet.load(TemplateFolders(set: folder.path, shared: nil), fileSystem: LocalFileSystem(), filters: .builtIn)
        return try set.entries[0].template.render(context)
    }

    @Test func anEditedTemplateIncludeOrSetYmlIsCompiledAgain() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.moduleSet, to: "set.yml")
        try folder.write("{% include \"Partials/Header.stencil\" %}{{ module.name }}\n", to: "Main.stencil")
        try folder.write("// one\n", to: "Partials/Header.stencil")
        #expect(try load(folder) == "// one\nShop\n")
        #expect(try load(folder) == "// one\nShop\n")
        try folder.write("// two\n", to: "Partials/Header.stencil")
        #expect(try load(folder) == "// two\nShop\n")
        try folder.write("{{ module.name }}!\n", to: "Main.stencil")
        #expect(try load(folder) == "Shop!\n")
        try folder.write(Self.moduleSet.replacingOccurrences(of: "Main.stencil", with: "Other.stencil"), to: "set.yml")
        try folder.write("other {{ module.name }}\n", to: "Other.stencil")
        #expect(try load(folder) == "other Shop\n")
    }

    @Test func aStoredSetIsFoundOnlyWhileItsFilesReadTheSame() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.moduleSet, to: "set.yml")
        try folder.write("{{ module.name }}\n", to: "Main.stencil")
        let folders = TemplateFolders(set: folder.path, shared: nil)
        _ = try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn)
        let description = try SetDecoder.load(folder: folder.path, fileSystem: LocalFileSystem())
        let loader = FileTemplateLoader(folders: folders, fileSystem: LocalFileSystem())
        #expect(CompiledSets.shared.set(for: folders, setText: description.source.text, loader: loader) != nil)
        try folder.write("{{ module.name }}?\n", to: "Main.stencil")
        #expect(CompiledSets.shared.set(for: folders, setText: description.source.text, loader: loader) == nil)
    }

    /// A replayed run renders its core from the core's entries alone, compiled once for all
    /// the modules of an `--all`; a module that is generated must still get the whole set.
    @Test func thePartOfASetCompiledForOneScopeIsReusedForItsScopeAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.moduleSet + "  - template: Core.stencil\n    for: core\n    path: \"Core.swift\"\n", to: "set.yml")
        try folder.write("{{ module.name }}\n", to: "Main.stencil")
        try folder.write("{{ core.name }}\n", to: "Core.stencil")
        let folders = TemplateFolders(set: folder.path, shared: nil)
        let core = try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn, scope: .core)
        #expect(core.entries.map(\.scope) == [.core])
        let description = try SetDecoder.load(folder: folder.path, fileSystem: LocalFileSystem())
        let loader = FileTemplateLoader(folders: folders, fileSystem: LocalFileSystem())
        #expect(CompiledSets.shared.set(for: folders, setText: description.source.text, loader: loader, scope: .core) != nil)
        #expect(CompiledSets.shared.set(for: folders, setText: description.source.text, loader: loader) == nil)
        let whole = try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn)
        #expect(whole.entries.map(\.scope) == [.module, .core])
        #expect(try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn, scope: .core).entries.count == 2)
    }

    @Test func aSetWithFiltersOfItsOwnIsNeverReused() {
        var filters = FilterSet.builtIn
        #expect(filters.isBuiltIn)
        filters.register("shout", TemplateFilter(argumentCounts: 0...0) { value, _ in value })
        #expect(!filters.isBuiltIn)
    }
}
