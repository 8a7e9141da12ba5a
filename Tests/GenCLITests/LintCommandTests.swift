import Foundation
import Testing
import TestSupport

/// Drives `gen lint` on temporary folders of samples.
@Suite struct LintCommandTests {

    @Test func validSamplesPassQuietly() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"id\": 1, \"name\": \"Ünïcode\"}\n", to: "samples/home.json")
        try folder.write("[1, 2.5, -0, 1e3, true, null]", to: "samples/product.json")
        let result = try folder.gen(["lint", "--json", "samples"])
        #expect(result.status == 0)
        #expect(result.errorOutput == "")
        #expect(result.output == "2 files checked, no problems\n")
    }

    @Test func warningsAloneDoNotFail() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\n  \"id\": 1,\n  \"id\": 2,\n  \"size\": 1E400\n}\n", to: "home.json")
        let result = try folder.gen(["lint", "--json", "home.json"])
        #expect(result.status == 0)
        #expect(result.errorOutput == """
        home.json:3:3: warning: duplicate key "id"; the object already has it at home.json:2:3
          "id": 2,
          ^
        note: decoders keep only one of the two values
        home.json:4:11: warning: the number 1E400 is too large for a Double
          "size": 1E400
                  ^
        note: Swift's JSONDecoder rejects a response that holds it

        """)
        #expect(result.output == "1 file checked, 0 errors, 2 warnings\n")
    }

    @Test func everyProblemInEveryFileIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("[1, 2,]", to: "samples/a.json")
        try folder.write("{\"id\": 1, \"id\": 2, \"name\": 'x'}", to: "samples/b.json")
        try folder.write("{\"ok\": true}", to: "samples/c.json")
        try folder.write("not a sample", to: "samples/notes.txt")
        try folder.write("{", to: "samples/.hidden/broken.json")
        try folder.write("// a comment\n{}", to: "samples/v2/d.json")
        try folder.write("{", to: "samples/v2/deeper/ignored.json")
        let result = try folder.gen(["lint", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        samples/a.json:1:7: error: expected a value after ',', found ']'
        [1, 2,]
              ^
        note: JSON allows no comma after the last element; remove it
        samples/b.json:1:11: warning: duplicate key "id"; the object already has it at samples/b.json:1:2
        {"id": 1, "id": 2, "name": 'x'}
                  ^
        note: decoders keep only one of the two values
        samples/b.json:1:28: error: expected a JSON value, found '''
        {"id": 1, "id": 2, "name": 'x'}
                                   ^
        note: JSON strings use double quotes
        samples/v2/d.json:1:1: error: expected a JSON value, found '/'
        // a comment
        ^
        note: JSON has no comments; remove them from the sample

        """)
        #expect(result.output == "4 files checked, 3 errors, 1 warning\n")
    }

    @Test func filesAndFoldersAreCheckedInTheOrderGivenEachFileOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("[1 2]", to: "samples/home.json")
        try folder.write("{\"a\":\n", to: "extra/response.txt")
        let result = try folder.gen(["lint", "--json", "extra/response.txt", "missing.json", "samples/", "--json", "samples/home.json"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        extra/response.txt:2:1: error: expected a value for the key "a", found end of file
        
        ^
        gen: error: 'missing.json' does not exist
        samples/home.json:1:4: error: expected ',' or ']' after an array element, found '2'
        [1 2]
           ^

        """)
        #expect(result.output == "2 files checked, 3 errors, 0 warnings\n")
    }

    @Test func encodingProblemsAreLocated() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data([0xEF, 0xBB, 0xBF] + Array("{\"a\": \"é\"}".utf8)), to: "samples/bom.json")
        try folder.write(Data(Array("{\"é\": \"a".utf8) + [0xC3, 0x28] + Array("\"}".utf8)), to: "samples/latin.json")
        try folder.write(#"["\ud83d"]"#, to: "samples/surrogate.json")
        let result = try folder.gen(["lint", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        samples/latin.json:1:9: error: invalid UTF-8 byte 0xC3 in string
        {"é": "a\u{FFFD}("}
                ^
        note: save the sample as UTF-8
        samples/surrogate.json:1:3: error: unpaired high surrogate \\uD83D in string
        ["\\ud83d"]
          ^

        """)
        #expect(result.output == "3 files checked, 2 errors, 0 warnings\n")
    }

    @Test func folderWithoutSamplesIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes", to: "samples/readme.txt")
        let result = try folder.gen(["lint", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: no JSON samples in 'samples'
        note: gen lint reads the *.json files of a folder and of its immediate subfolders

        """)
        #expect(result.output == "0 files checked, 1 error, 0 warnings\n")
    }

    @Test func samplesOrAManifestAreRequired() throws {
        let folder = try TemporaryFolder()
        let result = try folder.gen(["lint"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errorOutput == """
        gen: error: nothing to check: no gen.yml in this folder or any folder above it
        note: give the samples: gen lint --samples samples/, or a manifest: gen lint --manifest path/to/gen.yml

        """)
    }

    @Test func manifestProblemsOfEveryKindAreListedTogether() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"id\": 1}", to: "samples/home.json")
        try folder.write("module: Shop\nacces: public\nendpoints:\n  - name: Cart\ntypes:\n  Home.nope: Int\n", to: "gen.yml")
        let result = try folder.gen(["lint", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.output == "2 files checked, 2 errors, 1 warning\n")
        #expect(result.errorOutput == """
        gen.yml:2:1: error: unknown key 'acces' in the manifest
        acces: public
        ^
        note: did you mean 'access'?
        gen.yml:6:3: error: 'Home.nope' names no property of the samples
          Home.nope: Int
          ^
        note: start with the endpoint, then JSON keys or Swift property names separated by dots, e.g. Home.items.price
        gen.yml:4:11: warning: endpoint 'Cart' has no sample in 'samples' and is left out
          - name: Cart
                  ^
        note: add samples/cart.json, or delete the endpoint's entry from gen.yml to silence this

        """)
    }

    /// The samples the manifest names are read and counted like those given with --json.
    @Test func manifestSamplesAreCheckedAndCounted() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "api/home.json")
        try folder.write(#"{"id": 1,}"#, to: "api/create_issue.json")
        try folder.write("""
        module: Shop
        endpoints:
          - name: Home
            sample: api/home.json
          - name: CreateIssue
            method: POST
            sample: api/create_issue.json

        """, to: "gen.yml")
        let result = try folder.gen(["lint"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        api/create_issue.json:1:10: error: expected a key after ',', found '}'
        {"id": 1,}
                 ^
        note: JSON allows no comma after the last member; remove it

        """)
        #expect(result.output == "3 files checked, 1 error, 0 warnings\n")

        let verbose = try folder.gen(["lint", "--verbose", "--json", "api/home.json"])
        #expect(verbose.output == """
        checked   gen.yml
        checked   api/home.json
        checked   api/create_issue.json
        3 files checked, 1 error, 0 warnings

        """)

        try folder.write(#"{"id": 1}"#, to: "api/create_issue.json")
        let clean = try folder.gen(["lint", "--quiet"])
        #expect(clean.status == 0)
        #expect(clean.output == "3 files checked, no problems\n")
    }

    @Test func helpExplainsPathsAndExitStatus() throws {
        let folder = try TemporaryFolder()
        let result = try folder.gen(["lint", "--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: Check the manifest, samples and templates for mistakes, without\nwriting anything.\n"))
        #expect(result.output.contains("USAGE: gen lint [--samples <path> ...] [--manifest <file>] [--templates <set|dir>] [--all] [--color <when>] [--quiet] [--verbose] [--format <format>]\n"))
        #expect(result.output.contains("Exit status: 0 when nothing has an error (warnings alone do not fail), 1\notherwise."))
        #expect(result.output.contains("  --samples, --json <path>\n                          The JSON samples to check: files, or folders of them.\n"))
    }
}
