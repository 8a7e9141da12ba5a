import Foundation
import Testing
import TestSupport

/// `--format json`: one document on standard output for `module` (also with `--check`) and
/// `lint`, as docs/json-output.md describes it, and nothing on standard error.
@Suite struct JSONOutputTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
    }

    @Test func checkListsEveryFileTheSummaryAndTheModelChanges() throws {
        _ = try folder.gen("module", "Shop", "--json", "samples")
        try folder.write(#"{"id": "1"}"#, to: "samples/home.json")
        let result = try folder.gen("module", "Shop", "--json", "samples", "--check", "--format", "json")
        #expect(result.status == 1)
        #expect(result.errorOutput == "")
        #expect(result.output == """
        {
          "command": "module",
          "core": {
            "diagnostics": [],
            "files": [
              {
                "action": "unchanged",
                "kind": "owned",
                "layer": "package",
                "path": "APICore/APICore.podspec"
              },
              {
                "action": "unchanged",
                "kind": "owned",
                "layer": "model",
                "path": "APICore/Sources/ModelSupport.swift"
              },
              {
                "action": "unchanged",
                "kind": "owned",
                "layer": "viewmodel",
                "path": "APICore/Sources/Pager.swift"
              },
              {
                "action": "unchanged",
                "kind": "owned",
                "layer": "api",
                "path": "APICore/Sources/RequestParameters.swift"
              },
              {
                "action": "unchanged",
                "kind": "owned",
                "layer": "api",
                "path": "APICore/Tests/RequestParametersTests.swift"
              }
            ],
            "path": "APICore",
            "state": "unchanged",
            "summary": {
              "backedUp": 0,
              "conflicts": 0,
              "created": 0,
              "kept": 0,
              "orphaned": 0,
              "removed": 0,
              "unchanged": 5,
              "updated": 0
            }
          },
          "diagnostics": [],
          "elapsedMilliseconds": 38,
          "exitCode": 1,
          "files": [
            {
              "action": "unchanged",
              "kind": "owned",
              "layer": "api",
              "path": "Shop/Api/HomeAPI.swift"
            },
            {
              "action": "update",
              "kind": "owned",
              "layer": "api",
              "path": "Shop/Api/ShopAPI.swift"
            },
            {
              "action": "update",
              "kind": "owned",
              "layer": "model",
              "path": "Shop/Model/Home.swift"
            },
            {
              "action": "unchanged",
              "kind": "owned",
              "layer": "router",
              "path": "Shop/Router/ShopRouter.swift"
            },
            {
              "action": "unchanged",
              "kind": "scaffold",
              "layer": "package",
              "path": "Shop/Shop.podspec"
            },
            {
              "action": "unchanged",
              "kind": "owned",
              "layer": "module",
              "path": "Shop/ShopModule.swift"
            },
            {
              "action": "unchanged",
              "kind": "scaffold",
              "layer": "viewmodel",
              "path": "Shop/ViewModel/HomeViewModel.swift"
            }
          ],
          "mode": "check",
          "modelChanges": [
            {
              "breaking": true,
              "breaks": [
                "reading",
                "constructing"
              ],
              "change": "retyped",
              "newType": "String",
              "oldType": "Int",
              "property": "id",
              "type": "Home"
            }
          ],
          "schemaVersion": 1,
          "summary": {
            "backedUp": 0,
            "conflicts": 0,
            "created": 0,
            "kept": 0,
            "orphaned": 0,
            "removed": 0,
            "unchanged": 5,
            "updated": 2
          },
          "wireChanges": [
            {
              "breaksDecoding": true,
              "change": "type mismatch",
              "endpoint": "Home",
              "found": "a string",
              "message": "now a string, where the old model reads Int; builds before this change fail to decode Home",
              "oldType": "Int",
              "property": "id",
              "sample": "samples/home.json",
              "type": "Home"
            }
          ],
          "written": false
        }

        """)
    }

    @Test func aWriteRunSaysWhatItWrote() throws {
        let result = try folder.gen("module", "Shop", "--json", "samples", "--format", "json")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["mode"] as? String == "write")
        #expect(document["written"] as? Bool == true)
        #expect(document["summary"] as? [String: Int] == ["backedUp": 0, "conflicts": 0, "created": 7, "kept": 0, "orphaned": 0, "removed": 0, "unchanged": 0, "updated": 0])
        let files = try #require(document["files"] as? [[String: String]])
        #expect(files.map { $0["action"] } == Array(repeating: "create", count: 7))
        #expect(try folder.read("Shop/Model/Home.swift").contains("public let id: Int"))
    }

    @Test func diffPutsEachFilesDiffInItsEntry() throws {
        let result = try folder.gen("module", "Shop", "--json", "samples", "--diff", "--format", "json")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["mode"] as? String == "diff")
        let files = try #require(document["files"] as? [[String: String]])
        #expect(files[2]["path"] == "Shop/Model/Home.swift")
        #expect(files[2]["diff"]?.hasPrefix("--- /dev/null\n+++ b/Shop/Model/Home.swift\n") == true)
    }

    @Test func inputErrorsAreDiagnosticsOfTheDocument() throws {
        try folder.write("[1, 2,]", to: "samples/home.json")
        let result = try folder.gen("module", "Shop", "--json", "samples", "--format", "json")
        #expect(result.status == 1)
        #expect(result.errorOutput == "")
        #expect(result.output == """
        {
          "command": "module",
          "diagnostics": [
            {
              "column": 7,
              "file": "samples/home.json",
              "line": 1,
              "message": "expected a value after ',', found ']'",
              "notes": [
                "JSON allows no comma after the last element; remove it"
              ],
              "severity": "error",
              "sourceLine": "[1, 2,]"
            }
          ],
          "elapsedMilliseconds": 38,
          "exitCode": 1,
          "schemaVersion": 1
        }

        """)
    }

    @Test func lintListsFilesProblemsAndCounts() throws {
        try folder.write("[1, 2,]", to: "samples/bad.json")
        try folder.write(#"{"a": 1, "a": 2}"#, to: "samples/dup.json")
        let result = try folder.gen("lint", "--json", "samples", "--format", "json")
        #expect(result.status == 1)
        #expect(result.errorOutput == "")
        #expect(result.output == #"""
        {
          "command": "lint",
          "diagnostics": [
            {
              "column": 7,
              "file": "samples/bad.json",
              "line": 1,
              "message": "expected a value after ',', found ']'",
              "notes": [
                "JSON allows no comma after the last element; remove it"
              ],
              "severity": "error",
              "sourceLine": "[1, 2,]"
            },
            {
              "column": 10,
              "file": "samples/dup.json",
              "line": 1,
              "message": "duplicate key \"a\"; the object already has it at samples/dup.json:1:2",
              "notes": [
                "decoders keep only one of the two values"
              ],
              "severity": "warning",
              "sourceLine": "{\"a\": 1, \"a\": 2}"
            }
          ],
          "elapsedMilliseconds": 38,
          "exitCode": 1,
          "files": [
            "samples/bad.json",
            "samples/dup.json",
            "samples/home.json"
          ],
          "schemaVersion": 1,
          "summary": {
            "errors": 1,
            "filesChecked": 3,
            "warnings": 1
          }
        }

        """#)
    }
}
