import Foundation
import Testing
import TestSupport

/// Issue 40: values of gen.yml and of a HAR that reach generated Swift are checked before
/// anything is written.
@Suite struct GenYMLIntoCodeTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("{\"count\": 1, \"items\": [{\"id\": 1}]}", to: "samples/home.json")
    }

    @Test func lintRefusesATypePinThatInjectsCode() throws {
        try folder.write("module: Shop\ntypes:\n  Home.count: 'Int, injected: Int = { print(\"x\"); return 0 }()'\n", to: "gen.yml")
        let result = try folder.gen("lint")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("gen.yml:3:19: error: 'Int, injected: Int = { print(\"x\"); return 0 }()' is not a Swift type"), "\(result.errorOutput)")
    }

    @Test func aRouteThatInterpolatesCodeIsRefusedBeforeAnyWrite() throws {
        try folder.write("module: Shop\nendpoints:\n  - name: Home\n    path: /home/{id}\n    route: m/h\\(print(\"x\"))/<id>\n", to: "gen.yml")
        for set in ["rxswift", "async", "swiftui"] {
            let result = try folder.gen("module", "--templates", set)
            #expect(result.status == 1)
            #expect(result.errorOutput.hasPrefix("gen.yml:5:15: error: the route segment 'h\\(print(\"x\"))' has '\\'"), "\(result.errorOutput)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/Shop"))
        }
    }

    @Test func lintRefusesARowOpeningAScreenWhoseRouteTheItemCannotFill() throws {
        try folder.write("{\"id\": 1}", to: "samples/product.json")
        try folder.write("module: Shop\nendpoints:\n  - name: Home\n    list: { items: items }\n    opens: Product\n  - name: Product\n    path: /products/{code}\n    params: { code: String }\n", to: "gen.yml")
        let result = try folder.gen("lint")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("gen.yml:5:12: error: 'Home' opens 'Product', but its items carry no 'code' for it"), "\(result.errorOutput)")
    }

    @Test func aModuleNamedLikeALibraryIsRefused() throws {
        try folder.write("module: Foundation\n", to: "gen.yml")
        let lint = try folder.gen("lint")
        #expect(lint.status == 1)
        #expect(lint.errorOutput.hasPrefix("gen.yml:1:9: error: module name 'Foundation' is the name of a module Swift code uses"), "\(lint.errorOutput)")
        try FileManager.default.removeItem(atPath: folder.path + "/gen.yml")
        for name in ["Swift", "Dispatch", "SwiftUI", "RxSwift"] {
            let module = try folder.gen("module", name, "--samples", "samples")
            #expect(module.status == 64)
            #expect(module.errorOutput.hasPrefix("gen: error: module name '\(name)' is the name of a module Swift code uses\n"), "\(module.errorOutput)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + name))
        }
        let initialized = try folder.gen("init", "Combine")
        #expect(initialized.status == 1)
        #expect(initialized.errorOutput.hasPrefix("gen: error: module name 'Combine' is the name of a module Swift code uses\n"), "\(initialized.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/gen.yml"))
    }

    @Test func importLeavesOutKeysWithControlCharactersAndLintAcceptsWhatItWrote() throws {
        let capture = ImportCommandTests.har([
            ImportCommandTests.entry("GET", "https://api.test/v1/items?a%0Ab=1&c%09d=2&e%C2%85f=3&q=x", body: #"{"id": 1}"#),
            ImportCommandTests.entry("POST", "https://api.test/v1/orders", body: #"{"ok": true}"#, requestBody: #"{"x\\ny": 1, "note": "n"}"#),
            ImportCommandTests.entry("GET", "https://api.test/v1/feed?page=1&per_page=2", body: #"{"a\\nb": [{"id": 1}]}"#),
        ])
        try folder.write(capture, to: "capture.har")
        try FileManager.default.removeItem(atPath: folder.path + "/samples")
        let result = try folder.gen("import", "capture.har", "--module", "Shop")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains(#"left out  keys with control characters, which gen.yml cannot hold: "a\u{A}b", "c\u{9}d", "e\u{85}f", "x\u{A}y""#), "\(result.output)")
        let manifest = try String(contentsOfFile: folder.path + "/gen.yml", encoding: .utf8)
        #expect(manifest.contains("params: { q: String }"), "\(manifest)")
        #expect(manifest.contains("params: { note: String }"), "\(manifest)")
        #expect(manifest.contains("list: { page: page, size: per_page, first: 1, pageSize: 2 }"), "\(manifest)")
        let lint = try folder.gen("lint")
        #expect(lint.status == 0, "\(lint.errorOutput)")
    }
}
