import Foundation
import Testing
import TestSupport

/// A template that would exhaust memory stops at its render budget with a located error and
/// writes nothing; `render:` in gen.yml sets the budget of a module.
@Suite struct RenderBudgetCLITests {

    /// A set of one template rendered per endpoint, with Jacob's two samples.
    private func module(template: String, render: String = "") throws -> TemporaryFolder {
        try JacobWithOneTemplate.make(
            template: "Hostile.stencil",
            scope: "endpoint",
            path: "\"{{ endpoint.name }}.swift\"",
            manifestTail: render,
            files: ["set/Hostile.stencil": template]
        )
    }

    @Test func aDoublingMacroStopsAtTheByteBudgetOnceAndWritesNothing() throws {
        let template = "{% macro d(s) %}{{ s }}{{ s }}{% endmacro %}{% set a = endpoint.name %}\n"
            + String(repeating: "{% set a = d(a) %}\n", count: 40) + "{{ a }}\n"
        let folder = try module(template: template)
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == """
        set/Hostile.stencil:1:20: error: 'set/Hostile.stencil' builds more than its render budget of 16777216 bytes of text
        {% macro d(s) %}{{ s }}{{ s }}{% endmacro %}{% set a = endpoint.name %}
                           ^
        note: the output and every string built on the way count, such as text a macro doubles; a module this big can raise the budget under 'render:' in gen.yml
        note: in macro 'd' called from set/Hostile.stencil:23:12

        """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
    }

    @Test func templatesThatIncludeTheNextTwiceStopWhenTheSetLoadsAndWriteNothing() throws {
        var files: [String: String] = ["set/T22.stencil": "leaf\n"]
        for level in 0..<22 {
            files["set/T\(level).stencil"] = "\(level){% include \"T\(level + 1).stencil\" %}{% include \"T\(level + 1).stencil\" %}\n"
        }
        let folder = try JacobWithOneTemplate.make(template: "T0.stencil", scope: "module", path: "Out.swift", files: files)
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorOutput.hasPrefix("""
        set/T21.stencil:1:1: error: 'set/T0.stencil' expands to more than 100000 tags and runs of text once includes and block.super are inlined
        21{% include "T22.stencil" %}{% include "T22.stencil" %}
        ^
        """), "\(result.errorOutput)")
        #expect(result.errorOutput.hasSuffix("note: in 'T1.stencil' included from set/T0.stencil:1:13\n"), "\(result.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
    }

    @Test func renderInGenYmlSetsTheBudget() throws {
        let template = "{% for a in endpoints %}{% for b in endpoints %}{{ a.name }}{{ b.name }}{% endfor %}{% endfor %}\n"
        let tight = try module(template: template, render: "render:\n  steps: 10\n")
        let failed = try tight.gen("module")
        #expect(failed.status == 1)
        #expect(failed.errorOutput == """
        set/Hostile.stencil:1:13: error: 'set/Hostile.stencil' takes more than its render budget of 10 steps
        {% for a in endpoints %}{% for b in endpoints %}{{ a.name }}{{ b.name }}{% endfor %}{% endfor %}
                    ^
        note: a loop or a recursion that does not end, or loops nested over long lists, take this many; a module this big can raise the budget under 'render:' in gen.yml

        """)
        let enough = try module(template: template, render: "render:\n  steps: 20\n  bytes: 1000\n")
        let succeeded = try enough.gen("module")
        #expect(succeeded.status == 0, "\(succeeded.errorOutput)")
        #expect(try enough.read("Jacob/Home.swift") == "HomeHomeHomeProductProductHomeProductProduct\n")
    }

    @Test func renderTakesWholeNumbersOfAtLeastOne() throws {
        let folder = try module(template: "{{ endpoint.name }}\n", render: "render:\n  steps: 0\n  byte: 10\n")
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen.yml:5:10: error: expected the render steps to be a whole number of at least 1, found '0'
          steps: 0
                 ^
        gen.yml:6:3: error: unknown key 'byte' in render
          byte: 10
          ^
        note: did you mean 'bytes'?

        """)
    }
}
