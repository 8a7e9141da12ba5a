import Diagnostics
import Foundation
@testable import Renderer
import Support
import TemplateEngine
import Testing
import TestSupport

/// Loading a template set from a folder: includes resolved in the folder, and every name a
/// scope's context lacks reported when the set is loaded.
@Suite struct TemplateSetTests {
    private func folder(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (path, text) in files {
            try LocalFileSystem().writeFile(folder.path + "/" + path, contents: Array(text.utf8))
        }
        return folder
    }

    private func load(_ folder: TemporaryFolder) throws(DiagnosticError) -> TemplateSet {
        try TemplateSet.load(TemplateFolders(set: folder.path, shared: nil), fileSystem: LocalFileSystem(), filters: .builtIn)
    }

    /// The diagnostics of loading the set, with the temporary folder's path shortened to `SET`.
    private func failure(_ folder: TemporaryFolder) -> String? {
        do {
            _ = try load(folder)
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics).replacingOccurrences(of: folder.path, with: "SET")
        }
    }

    private static let moduleSet = "files:\n  - template: Main.stencil\n    for: module\n    path: \"Main.swift\"\n"

    @Test func includesAreFoundRelativeToTheSetFolder() throws {
        let set = try folder([
            "set.yml": Self.moduleSet,
            "Main.stencil": "{% include \"Partials/Header.stencil\" %}{{ module.name }}\n",
            "Partials/Header.stencil": "// {% include \"Partials/Line.stencil\" %}\n",
            "Partials/Line.stencil": "header",
        ])
        let template = try load(set).entries[0].template
        #expect(try template.render(["module": ["name": "Shop"], "endpoints": []]) == "// header\nShop\n")
    }

    @Test func aMissingIncludeIsReportedWhenTheSetLoads() throws {
        let set = try folder([
            "set.yml": Self.moduleSet,
            "Main.stencil": "{% include \"Partials/Heder.stencil\" %}",
            "Partials/Header.stencil": "",
        ])
        #expect(failure(set) == """
        SET/Main.stencil:1:12: error: cannot include 'Partials/Heder.stencil': there is no such file in 'SET'
        {% include "Partials/Heder.stencil" %}
                   ^
        note: did you mean 'Partials/Header.stencil'?
        """)
    }

    @Test func includesCannotLeaveTheSetFolder() throws {
        let set = try folder(["set.yml": Self.moduleSet, "Main.stencil": "{% include \"../secret\" %}"])
        #expect(failure(set) == """
        SET/Main.stencil:1:12: error: cannot include '../secret': a template name must be a relative path inside the template folder
        {% include "../secret" %}
                   ^
        note: name templates from the folder of set.yml, e.g. "Partials/Header.stencil", without '..'
        """)
    }

    @Test func moduleTemplatesCannotUseTheEndpoint() throws {
        let set = try folder(["set.yml": Self.moduleSet, "Main.stencil": "{{ endpoint.name }}"])
        #expect(failure(set) == """
        SET/Main.stencil:1:4: error: undefined variable 'endpoint'
        {{ endpoint.name }}
           ^
        note: did you mean 'endpoints'?
        """)
    }

    @Test func pathTemplatesAreCheckedAgainstTheirScope() throws {
        let set = try folder([
            "set.yml": "files:\n  - template: Main.stencil\n    for: endpoint\n    path: \"{{ endpont.name }}.swift\"\n",
            "Main.stencil": "{{ endpoint.name }}",
        ])
        #expect(failure(set) == """
        SET/set.yml:4:15: error: undefined variable 'endpont'
            path: "{{ endpont.name }}.swift"
                      ^
        note: did you mean 'endpoint'?
        """)
    }

    @Test(arguments: [("async", 19), ("rxswift", 19)])
    func theBuiltInSetsCompileUnderTheStrictRules(set name: String, files: Int) throws {
        let folders = TemplateFolders(set: Repository.templates + "/" + name, shared: Repository.templates + "/" + TemplateFolders.sharedFolderName)
        let set = try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn)
        #expect(set.entries.count == files)
    }

    /// `fixture`, the sample rebuilt as Swift, and `screen` are made only for a set that names
    /// them, and the sample's text kept by `gen model` only for one that names `sample`, in a
    /// template or in a file a template includes or extends.
    @Test func aSetNamesACostlyKeyWhenATemplateOrAnIncludedFileDoes() throws {
        let including = try load(try folder([
            "set.yml": Self.moduleSet,
            "Main.stencil": "{% include \"Partials/Preview.stencil\" %}{{ endpoints.0.screen.title.text }}\n",
            "Partials/Preview.stencil": "{{ endpoints.0[\"fixture\"] }}\n",
        ]))
        let extending = try load(try folder([
            "set.yml": Self.moduleSet,
            "Main.stencil": "{% extends \"Base.stencil\" %}",
            "Base.stencil": "{{ endpoints.0.sample }}\n",
        ]))
        let without = try load(try folder(["set.yml": Self.moduleSet, "Main.stencil": "{{ module.name }}\n"]))

        #expect(including.costlyKeys == [.fixture, .screen])
        #expect(extending.costlyKeys == .sample)
        #expect(without.costlyKeys == [])
    }

    /// Each entry knows the keys its own template and the files it reaches name, so the
    /// model layer alone (what `gen model` renders) asks for no more than it reads.
    @Test func eachEntryNamesTheCostlyKeysOfTheFilesItReaches() throws {
        let set = try load(try folder([
            "set.yml": """
            files:
              - template: Model.stencil
                kind: owned
                layer: model
                for: module
                path: "Model.swift"
              - template: Api.stencil
                kind: owned
                layer: api
                for: module
                path: "Api.swift"
            """,
            "Model.stencil": "{% include \"Header.stencil\" %}{{ module.name }}\n",
            "Header.stencil": "// {{ module.name }}\n",
            "Api.stencil": "{% include \"Header.stencil\" %}{{ endpoints.0.sample }}\n",
        ]))

        #expect(set.entries.map(\.costlyKeys) == [[], .sample])
        #expect(set.costlyKeys == .sample)
    }

    /// A mistake in a macro of the base template every template extends is one mistake: it
    /// is reported once, where the first template reached it, naming the others.
    @Test func aMistakeInASharedBaseIsReportedOnceNamingTheTemplatesThatReachIt() throws {
        let templates = ["A", "B", "C", "D", "E", "F", "G"]
        let entries = templates.map { "  - template: \($0).stencil\n    for: module\n    path: \"\($0).swift\"\n" }
        var files = [
            "set.yml": "files:\n" + entries.joined(),
            "Base.stencil": "{% macro name(type) %}{{ type.name|swiftStrng }}{% endmacro %}{% block body %}{% endblock %}",
        ]
        for name in templates {
            files[name + ".stencil"] = "{% extends \"Base.stencil\" %}{% block body %}{{ module.name }}{% endblock %}"
        }
        #expect(failure(try folder(files)) == """
        SET/Base.stencil:1:36: error: unknown filter 'swiftStrng'
        {% macro name(type) %}{{ type.name|swiftStrng }}{% endmacro %}{% block body %}{% endblock %}
                                           ^
        note: did you mean 'swiftString'?
        note: in 'Base.stencil' extended from SET/A.stencil:1:12
        note: also reached from 6 more templates of the set: B.stencil, C.stencil, D.stencil, E.stencil, F.stencil and 1 more
        """)
    }

    /// Mistakes of different places, or different mistakes in one place, stay apart.
    @Test func differentMistakesAreEachReported() throws {
        let set = try folder([
            "set.yml": "files:\n  - template: A.stencil\n    for: module\n    path: \"A.swift\"\n  - template: B.stencil\n    for: module\n    path: \"B.swift\"\n",
            "A.stencil": "{{ modul.name }}",
            "B.stencil": "{{ modul.name }}",
        ])
        #expect(failure(set)?.components(separatedBy: "error: undefined variable 'modul'").count == 3)
    }

    /// Only a whole word inside a `{{ }}` or `{% %}` tag counts: not a longer name that holds
    /// it, nor the word in a comment or in the text a template writes.
    @Test func aCostlyKeyCountsAsAWholeWordInsideATag() {
        #expect(CostlyKeys.named(in: ["{% if endpoint.isScreen %}{{ screens.count }}{% endif %}{# a screen #}/// the screen"]) == [])
        #expect(CostlyKeys.named(in: ["{# fixture #}{{endpoint.screen}}", "{{ fixtures }}"]) == .screen)
        #expect(CostlyKeys.named(in: ["{# unclosed comment {{ fixture }}", "fixture", "{{ x }"]) == [])
        #expect(CostlyKeys.named(in: ["{% set f = endpoint[\"fixture\"] %}"]) == .fixture)
        #expect(CostlyKeys.named(in: ["{{ unclosed fixture"]) == .fixture)
    }

    /// Every built-in set quotes the samples (in its Api tests or Moya's `sampleData`); only
    /// the swiftui set builds fixtures and screens, and of the model layer only its fixtures
    /// read a sample: `gen model` with the other sets keeps no sample text.
    @Test func onlyTheSwiftUISetOfTheBuiltInOnesNamesTheCostlyKeys() throws {
        for set in ["async", "rxswift", "swiftui"] {
            let folders = TemplateFolders(set: Repository.templates + "/" + set, shared: Repository.templates + "/" + TemplateFolders.sharedFolderName)
            let loaded = try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn)
            let models = loaded.entries.filter { $0.layer == .model }.reduce(into: CostlyKeys()) { $0.formUnion($1.costlyKeys) }
            #expect(loaded.costlyKeys == (set == "swiftui" ? .all : .sample), "\(set)")
            #expect(models == (set == "swiftui" ? .fixture : []), "\(set)")
        }
    }
}
