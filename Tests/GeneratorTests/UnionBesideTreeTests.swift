import Foundation
import Testing
import TestSupport

/// A tree whose nodes hold, beside nodes like themselves, other objects (a TypeDoc-like
/// documentation tree: `toRadians` has a `type` no node has) is a union of the tree's struct
/// and a struct of the others, told apart by the `type` the others require. Another
/// endpoint holds objects of the same keys where `type` is sometimes missing; shared with
/// them, the union's other struct required only `name`, and the node `FULL_TURN` decoded as
/// it and lost its `children` and `groups` (found by `make property-test`, seed 2).
@Suite struct UnionBesideTreeTests {
    static let tree = #"""
    {"login": [{"class": {"id": 121, "name": "Unit", "kind": "project", "flags": {}, "children": [
      {"id": 134, "name": "area", "kind": "enumMember", "flags": {}, "sources": [{"fileName": "src/shapes.ts", "line": 12}]},
      {"id": 102, "name": "FULL_TURN", "kind": "class", "flags": {"isExported": true}, "children": [
        {"id": 911, "name": "toRadians", "kind": "property", "flags": {"isOptional": true}, "type": {"type": "intrinsic", "name": "number"}, "sources": [{"fileName": "src/shapes.ts", "line": 12}]}
      ], "groups": [{"title": "Properties", "children": [1, 2]}], "sources": [{"fileName": "src/shapes.ts", "line": 12}]}
    ], "groups": [{"title": "Properties", "children": [1, 2]}], "sources": [{"fileName": "src/shapes.ts", "line": 12}]}},
    {"class": {"description": "A+", "none": "main"}}]}
    """#

    static let other = #"""
    {"items": [
      {"id": 5, "name": "a", "kind": "property", "flags": {"isOptional": true}, "type": {"type": "intrinsic", "name": "number"}, "sources": [{"fileName": "a.ts", "line": 1}]},
      {"id": 6, "name": "b", "kind": "property", "flags": {}, "sources": [{"fileName": "b.ts", "line": 2}]}
    ]}
    """#

    @Test func theNodesOfATreeDecodeWithEveryKey() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.tree, to: "samples/tree.json")
        try folder.write(Self.other, to: "samples/other.json")
        let result = try RoundTrip.check(samplesFolder: folder.path + "/samples", moduleName: "Docs")
        #expect(result.compileErrors.isEmpty, "swiftc failed:\n\(result.compileErrors.prefix(4000))")
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
        #expect(result.passed == 2)
    }
}
