import Diagnostics
@testable import Generator
import Testing

@Suite struct SHA256Tests {
    @Test func matchesPublishedVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}

@Suite struct UnifiedDiffTests {
    @Test func newFileIsAllInsertions() {
        #expect(UnifiedDiff.render(old: "", new: "a\nb\n", oldPath: nil, newPath: "x.swift") == """
        --- /dev/null
        +++ b/x.swift
        @@ -0,0 +1,2 @@
        +a
        +b

        """)
    }

    @Test func changesAreGroupedIntoHunksWithThreeLinesOfContext() {
        let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
        var lines = (1...20).map(String.init)
        lines[1] = "two"
        lines.remove(at: 17)
        let new = lines.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.render(old: old, new: new, oldPath: "f", newPath: "f") == """
        --- a/f
        +++ b/f
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -15,6 +15,5 @@
         15
         16
         17
        -18
         19
         20

        """)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", oldPath: "f", newPath: "f") == "")
        #expect(UnifiedDiff.render(old: "a\n", new: "", oldPath: "f", newPath: nil) == """
        --- a/f
        +++ /dev/null
        @@ -1 +0,0 @@
        -a

        """)
    }
}

@Suite struct LockFileTests {
    let lock = LockFile(
        inputs: LockFile.Inputs(module: "Jacob", samples: ["../samples"], manifest: "../gen.yml", templates: "rxswift"),
        files: [
            LockFile.Entry(path: "Model/Home.swift", ownership: .owned, hash: String(repeating: "a", count: 64)),
            LockFile.Entry(path: "Api/Home API.swift", ownership: .scaffold, hash: String(repeating: "b", count: 64)),
        ],
        models: ModelSignature(properties: ["Home.items": "[Item]", "Home.Item.price": "Double?"])
    )

    @Test func textIsSortedAndParsesBack() throws {
        #expect(lock.text == """
        # Written by gen: what it last wrote in this folder, so that a rerun can tell your edits
        # from its own output. Commit it with the module and do not edit it.
        module Jacob
        samples ../samples
        manifest ../gen.yml
        templates rxswift
        file scaffold \(String(repeating: "b", count: 64)) Api/Home API.swift
        file owned \(String(repeating: "a", count: 64)) Model/Home.swift
        model Home.Item.price Double?
        model Home.items [Item]

        """)
        #expect(try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text)) == lock)
    }

    @Test func damagedLockIsLocated() {
        do {
            _ = try LockFile.parse(SourceText(path: ".gen.lock", text: "module J\nsamples s\ntemplates t\nfile owned xyz A.swift\n"))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            .gen.lock:4:6: error: expected 'file owned|scaffold <sha256> <path>'
            file owned xyz A.swift
                 ^
            """)
        }
    }

    @Test func inputsAreRecordedRelativeToTheModuleFolder() {
        let inputs = LockFile.Inputs(
            module: "Jacob",
            samples: ["api/samples"],
            manifestPath: "gen.yml",
            templates: "my-templates/",
            moduleFolder: "Modules/Jacob",
            workingDirectory: "/work/app"
        )
        #expect(inputs == LockFile.Inputs(module: "Jacob", samples: ["../../api/samples"], manifest: "../../gen.yml", templates: "../../my-templates"))
        #expect(inputs.fromModuleFolder(inputs.samples[0], moduleFolder: "Modules/Jacob") == "Modules/Jacob/../../api/samples")
        let local = LockFile.Inputs(module: "J", samples: ["J/samples"], manifestPath: nil, templates: "J", moduleFolder: "J", workingDirectory: "/w")
        #expect(local.samples == ["./samples"])
        #expect(local.templates == "J")
    }
}

@Suite struct WritePlanTests {
    let owned = GeneratedFile(path: "A.swift", contents: "new\n", ownership: .owned, layer: "model")
    let scaffold = GeneratedFile(path: "B.swift", contents: "new\n", ownership: .scaffold, layer: "viewmodel")

    private func entry(_ text: String) -> LockFile.Entry {
        LockFile.Entry(path: "A.swift", ownership: .owned, hash: SHA256.hex(Array(text.utf8)))
    }

    @Test func decidesEachAction() {
        #expect(WritePlan.decide(owned, existing: nil, lockEntry: nil, force: false) == .create)
        #expect(WritePlan.decide(owned, existing: Array("new\n".utf8), lockEntry: nil, force: false) == .unchanged)
        #expect(WritePlan.decide(owned, existing: Array("old\n".utf8), lockEntry: entry("old\n"), force: false) == .update)
        #expect(WritePlan.decide(owned, existing: Array("edited\n".utf8), lockEntry: entry("old\n"), force: false) == .conflict)
        #expect(WritePlan.decide(owned, existing: Array("mine\n".utf8), lockEntry: nil, force: false) == .conflict)
        #expect(WritePlan.decide(owned, existing: Array("edited\n".utf8), lockEntry: entry("old\n"), force: true) == .update)
        #expect(WritePlan.decide(scaffold, existing: Array("edited\n".utf8), lockEntry: nil, force: true) == .skip)
        #expect(WritePlan.decide(scaffold, existing: nil, lockEntry: nil, force: false) == .create)
    }
}

@Suite struct ApiChangeReportTests {
    @Test func classifiesEveryChange() {
        let old = ModelSignature(properties: [
            "Home.a": "Int", "Home.b": "String", "Home.c": "Int?", "Home.d": "Int", "Gone.x": "Int",
        ])
        let new = ModelSignature(properties: [
            "Home.a": "Int", "Home.b": "String?", "Home.c": "Int", "Home.d": "Double", "Home.e": "Bool", "Fresh.y": "Int",
        ])
        #expect(ApiChangeReport(from: old, to: new).text == """
        API changes (3 breaking):
          Fresh  (new type)
          Gone  (removed type, breaking)
          Home
            optional  b: String → String?  (breaking)
            required  c: Int? → Int
            retyped   d: Int → Double  (breaking)
            added     e: Bool
        """)
    }

    @Test func coversEnumCasesEndpointsRequestsRoutesAndRenamedTypes() {
        let old = ModelSignature(
            enums: ["Home.State": ["draft", "sold"]],
            requests: ["Home": ["page: Int", "sort: String?", "query: String?"], "Gone": []],
            routes: ["Home": "jacob/home", "Gone": "jacob/gone"]
        )
        let new = ModelSignature(
            enums: ["Home.State": ["draft", "archived"]],
            requests: ["Home": ["page: Int", "query: String", "region: String", "tag: String?"], "Cart": []],
            routes: ["Home": "jacob/list", "Cart": "jacob/cart"]
        )
        #expect(ApiChangeReport(from: old, to: new, renamedTypes: [("HomeAPI", "Home_api")]).text == """
        API changes (8 breaking):
          Cart  (new endpoint)
          Gone  (removed endpoint, breaking)
          Home request
            required  query: String? → String  (breaking)
            added     region: String  (breaking)
            removed   sort: String?  (breaking)
            added     tag: String?
          Home route
            changed   jacob/home → jacob/list  (breaking)
          Home.State
            new case  archived  (breaking: exhaustive switches)
            removed case sold  (breaking)
          HomeAPI → Home_api  (renamed type, breaking)
        """)
    }
}

@Suite struct LockFileRecordsTests {
    @Test func orphansEnumsRoutesAndNamingSurviveARoundTrip() throws {
        let hash = String(repeating: "a", count: 64)
        let lock = LockFile(
            inputs: LockFile.Inputs(module: "Jacob", samples: ["../samples"], manifest: "../gen.yml", templates: "rxswift", naming: "gckit"),
            files: [
                LockFile.Entry(path: "ViewModel/Gone_vm.swift", ownership: .scaffold, hash: hash, orphanOf: "Gone"),
                LockFile.Entry(path: "Old.swift", ownership: .scaffold, hash: hash, orphanOf: ""),
                LockFile.Entry(path: "Model/Home_model.swift", ownership: .owned, hash: hash),
            ],
            models: ModelSignature(enums: ["Home.State": ["draft", "sold"]], requests: ["Home": ["page: Int"]], routes: ["Home": "jacob/home"])
        )
        #expect(lock.text.contains("""
        naming gckit
        file owned \(hash) Model/Home_model.swift
        orphan - \(hash) Old.swift
        orphan Gone \(hash) ViewModel/Gone_vm.swift
        enum Home.State draft, sold
        request Home page: Int
        route Home jacob/home

        """))
        #expect(try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text)) == lock)
    }
}
