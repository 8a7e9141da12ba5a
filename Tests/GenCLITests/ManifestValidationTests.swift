import Foundation
import Testing
import TestSupport

/// Broken manifests, each with the exact diagnostics `gen module` prints, exit 1 and nothing
/// written.
@Suite struct ManifestValidationTests {
    static let cases: [(manifest: String, diagnostics: String)] = [
        ("modul: Shop\n", """
        gen.yml:1:1: error: unknown key 'modul' in the manifest
        modul: Shop
        ^
        note: did you mean 'module'?
        """),
        ("module: 12abc\n", """
        gen.yml:1:9: error: module name '12abc' starts with a digit
        module: 12abc
                ^
        note: use ASCII letters, digits and '_', starting with a letter, e.g. 'Jacob'
        """),
        ("module: Foundation\n", """
        gen.yml:1:9: error: module name 'Foundation' is the name of a module Swift code uses
        module: Foundation
                ^
        note: the generated code imports or uses a module of that name; choose another, such as FoundationFeature
        """),
        ("access: open\n", """
        gen.yml:1:9: error: unknown access level 'open'
        access: open
                ^
        note: use one of public, internal
        """),
        ("naming: gckitt\n", """
        gen.yml:1:9: error: unknown naming style 'gckitt'
        naming: gckitt
                ^
        note: did you mean 'gckit'?
        """),
        ("layers: api\n", """
        gen.yml:1:9: error: expected a list of layers, found a scalar
        layers: api
                ^
        """),
        ("layers: [api, viewmodels]\n", """
        gen.yml:1:15: error: unknown layer 'viewmodels'
        layers: [api, viewmodels]
                      ^
        note: did you mean 'viewmodel'?
        """),
        ("layers: [api, api]\n", """
        gen.yml:1:15: error: layer 'api' is listed twice
        layers: [api, api]
                      ^
        """),
        ("envelope: {data: data}\n", """
        gen.yml:1:11: error: the envelope needs 'code'
        envelope: {data: data}
                  ^
        gen.yml:1:11: error: the envelope needs 'success'
        envelope: {data: data}
                  ^
        """),
        ("envelope: {data: data, code: status, success: [0]}\n", """
        gen.yml:1:47: error: expected the success code to be a number or a string, found a list
        envelope: {data: data, code: status, success: [0]}
                                                      ^
        """),
        ("endpoints:\n  - name: Home\n    method: FETCH\n", """
        gen.yml:3:13: error: unknown HTTP method 'FETCH'
            method: FETCH
                    ^
        note: use one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS
        """),
        ("endpoints:\n  - name: Home\n    path: home\n", """
        gen.yml:3:11: error: the request path 'home' must start with '/'
            path: home
                  ^
        """),
        ("endpoints:\n  - name: Home\n    path: /home/{id\n", """
        gen.yml:3:17: error: '{' is never closed in the path
            path: /home/{id
                        ^
        """),
        ("endpoints:\n  - name: Home\n    params: [q]\n", """
        gen.yml:3:13: error: expected params to be a mapping of keys to values, found a list
            params: [q]
                    ^
        """),
        ("endpoints:\n  - name: Home\n    params: {q: \"Str ing\"}\n", """
        gen.yml:3:22: error: 'Str ing' is not a Swift type: unexpected 'i' after the type
            params: {q: "Str ing"}
                             ^
        note: write a type name (String, Catalog.Product), with generic arguments (Set<Int>), an array ([String]), a dictionary ([String: Int]) or an optional (Int?)
        """),
        ("endpoints:\n  - name: Home\n    list: {pageSize: 0}\n", """
        gen.yml:3:22: error: expected the page size to be a whole number of at least 1, found '0'
            list: {pageSize: 0}
                             ^
        """),
        ("endpoints:\n  - name: Home\n    list: {first: -1}\n", """
        gen.yml:3:19: error: expected the first page to be a whole number of at least 0, found '-1'
            list: {first: -1}
                          ^
        """),
        ("endpoints:\n  - name: Home\n    list: {items: rows}\n", """
        gen.yml:3:19: error: 'rows' is not an array property of Home
            list: {items: rows}
                          ^
        note: its arrays are items
        """),
        ("endpoints:\n  - name: Home\n    route: myapp://shop/home\n", """
        gen.yml:3:12: error: the route 'myapp://shop/home' must not have a scheme
            route: myapp://shop/home
                   ^
        note: write it without 'scheme://': the app passes its scheme to register(in:scheme:)
        """),
        ("endpoints:\n  - name: Home\n    route: shop//home\n", """
        gen.yml:3:17: error: the route 'shop//home' has an empty segment
            route: shop//home
                        ^
        note: remove the extra '/'
        """),
        ("endpoints:\n  - name: Home\n    route: shop/home/<id>\n", """
        gen.yml:3:22: error: the route placeholder '<id>' matches no path parameter or param of the endpoint
            route: shop/home/<id>
                             ^
        note: add {id} to the path, or a param named id
        """),
        ("endpoints:\n  - name: Home\n    route: shop/home/<long:id>\n", """
        gen.yml:3:22: error: the route placeholder '<long:id>' has an unknown type
            route: shop/home/<long:id>
                             ^
        note: URLNavigator knows float, int, path, string, uuid
        """),
        ("endpoints:\n  - name: Home\n    model: home-feed\n", """
        gen.yml:3:12: error: model name 'home-feed' holds '-', which is not an ASCII letter, digit or '_'
            model: home-feed
                   ^
        note: use ASCII letters, digits and '_', starting with a letter, e.g. 'Jacob'
        """),
        ("endpoints:\n  - name: Home\n    sample: missing.json\n", """
        gen.yml:3:13: error: sample 'missing.json' does not exist
            sample: missing.json
                    ^
        note: delete the endpoint's entry in gen.yml (line 2) to drop it, or restore the file; sample paths are relative to the manifest's folder, and gen looked for missing.json
        """),
        ("endpoints:\n  - name: Home\n  - name: Home\n", """
        gen.yml:3:11: error: duplicate endpoint 'Home'; it is already declared at gen.yml:2:11
          - name: Home
                  ^
        """),
        ("endpoints:\n  - method: GET\n", """
        gen.yml:2:5: error: the endpoint has no 'name'
          - method: GET
            ^
        note: add 'name: Home' for the sample home.json
        """),
        ("types:\n  Home.nope: Int\n", """
        gen.yml:2:3: error: 'Home.nope' names no property of the samples
          Home.nope: Int
          ^
        note: start with the endpoint, then JSON keys or Swift property names separated by dots, e.g. Home.items.price
        """),
        ("types:\n  Hom.id: Int\n", """
        gen.yml:2:3: error: 'Hom.id' starts with 'Hom', which is no endpoint or model of the module
          Hom.id: Int
          ^
        note: did you mean 'Home'?
        """),
        ("types:\n  Home..id: Int\n", """
        gen.yml:2:3: error: 'Home..id' is not a property path
          Home..id: Int
          ^
        note: write the endpoint, then keys separated by dots: Product.createdAt
        """),
        ("inference: {enumMaxCases: 0}\n", """
        gen.yml:1:27: error: expected enumMaxCases to be a whole number of at least 1, found '0'
        inference: {enumMaxCases: 0}
                                  ^
        """),
        ("inference: {detectFormats: yes}\n", """
        gen.yml:1:28: error: expected detectFormats to be true or false, found 'yes'
        inference: {detectFormats: yes}
                                   ^
        """),
        ("package: {version: one}\n", """
        gen.yml:1:20: error: 'one' is not a version like 1.2.0
        package: {version: one}
                           ^
        """),
        ("package: {platforms: {android: \"13.0\"}}\n", """
        gen.yml:1:23: error: unknown platform 'android'
        package: {platforms: {android: "13.0"}}
                              ^
        note: use one of ios, macos, tvos, watchos, visionos
        """),
        ("package: {platforms: {ios: latest}}\n", """
        gen.yml:1:28: error: 'latest' is not a version like 13.0
        package: {platforms: {ios: latest}}
                                   ^
        """),
        ("endpoints: Home\n", """
        gen.yml:1:12: error: expected a list of endpoints, found a scalar
        endpoints: Home
                   ^
        """),
        ("module: [Shop]\n", """
        gen.yml:1:9: error: expected the module name to be a string, found a list
        module: [Shop]
                ^
        """),
        ("module: Shop\nmodule: Shop\n", """
        gen.yml:2:1: error: key 'module' appears twice in the manifest
        module: Shop
        ^
        """),
        ("endpoints:\n  - name: Home\n   method: GET\n", """
        gen.yml:3:4: error: 'method' is indented by 3 spaces, which lines it up with nothing above it
           method: GET
           ^
        note: indent it by 4 spaces like 'name' on line 2 to make it part of that item, or start a new item with '- ' like the one on line 2
        """),
        ("module: Shop\naccess: open\nendpoints:\n  - name: Home\n    method: FETCH\n", """
        gen.yml:2:9: error: unknown access level 'open'
        access: open
                ^
        note: use one of public, internal
        gen.yml:5:13: error: unknown HTTP method 'FETCH'
            method: FETCH
                    ^
        note: use one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS
        """),
        ("module: !!int Shop\n", """
        gen.yml:1:9: error: unsupported YAML tag '!!int' on a scalar
        module: !!int Shop
                ^
        note: gen reads no YAML tags but !!str, !!seq and !!map; remove the tag, or quote the value to read it as a string
        """),
        ("endpoints: !custom [{name: Home}]\n", """
        gen.yml:1:12: error: unsupported YAML tag '!custom' on a list
        endpoints: !custom [{name: Home}]
                   ^
        note: gen reads no YAML tags but !!str, !!seq and !!map; remove the tag, or quote the value to read it as a string
        """),
        ("types:\n" + String(repeating: " [\n", count: 60_000) + String(repeating: " ]\n", count: 60_000), """
        gen.yml:101:2: error: nesting is deeper than 100 levels
         [
         ^
        note: gen reads YAML nested at most 100 lists and mappings deep
        """),
    ]

    @Test func thereAreAtLeastTwentyFiveBrokenManifests() {
        #expect(Self.cases.count >= 25)
    }

    @Test(arguments: cases.map(BrokenManifest.init))
    func brokenManifestIsReportedWhereItIsWrong(_ broken: BrokenManifest) throws {
        let (manifest, diagnostics) = (broken.manifest, broken.diagnostics)
        let folder = try TemporaryFolder()
        let fileSystem = FileManager.default
        try fileSystem.createDirectory(atPath: folder.path + "/samples", withIntermediateDirectories: true)
        try #"{"id": 1, "items": [{"a": 1}]}"#.write(toFile: folder.path + "/samples/home.json", atomically: true, encoding: .utf8)
        try manifest.write(toFile: folder.path + "/gen.yml", atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(ProcessRunner.genExecutable, ["module", "Shop", "--json", "samples"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == diagnostics + "\n")
        #expect(try fileSystem.contentsOfDirectory(atPath: folder.path).sorted() == ["gen.yml", "samples"])
    }
}

/// A case of `brokenManifestIsReportedWhereItIsWrong`, shown in the test log by its first
/// line and size: some manifests are 120,000 lines long.
struct BrokenManifest: CustomTestStringConvertible, Sendable {
    var manifest: String
    var diagnostics: String

    init(_ pair: (manifest: String, diagnostics: String)) {
        manifest = pair.manifest
        diagnostics = pair.diagnostics
    }

    var testDescription: String {
        let first = manifest.prefix { $0 != "\n" }.prefix(60)
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        return "\"\(first)\" (\(lines) \(lines == 1 ? "line" : "lines"))"
    }
}
