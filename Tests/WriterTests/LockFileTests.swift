import Foundation
import Diagnostics
import Support
import Testing
@testable import Writer

@Suite struct LockFileTests {
    let lock = LockFile(
        inputs: LockFile.Inputs(module: "Jacob", samples: ["../samples"], manifest: "../gen.yml", templates: "rxswift"),
        files: [
            LockFile.Entry(path: "Model/Home.swift", ownership: .owned, hash: String(repeating: "a", count: 64)),
            LockFile.Entry(path: "Api/Home API.swift", ownership: .scaffold, hash: String(repeating: "b", count: 64)),
        ],
        models: ModelSignature(
            properties: ["Home.items": "[Item]", "Home.Item.price": "Double?"],
            typeNames: ["struct Home.items": "Home.Item", "enum %Price.currency": "Price.Currency"]
        )
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
        name enum %Price.currency Price.Currency
        name struct Home.items Home.Item

        """)
        #expect(try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text)) == lock)
    }

    @Test func crlfLineEndingsParseAsLineFeeds() throws {
        let windows = lock.text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try LockFile.parse(SourceText(path: ".gen.lock", text: windows)) == lock)
    }

    @Test func damagedLockIsLocated() {
        do {
            _ = try LockFile.parse(SourceText(path: ".gen.lock", text: "module J\nsamples s\ntemplates t\nfile owned xyz A.swift\n"))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            .gen.lock:4:6: error: expected 'file owned|scaffold [<layer>] <sha256> <path>'
            file owned xyz A.swift
                 ^
            """)
        }
    }

    /// Two branches that both regenerated a module merge into a lock with git's conflict
    /// markers, which read as three unknown entries before.
    @Test func mergeConflictMarkersAreNamedOnce() {
        let merged = "module J\ntemplates t\n<<<<<<< HEAD\nnaming swift\n||||||| base\n=======\nnaming gckit\n>>>>>>> feature\n"
        do {
            _ = try LockFile.parse(SourceText(path: ".gen.lock", text: merged))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            .gen.lock:3:1: error: a merge left its conflict markers in the lock
            <<<<<<< HEAD
            ^
            note: keep one side's lines between the markers, or one branch's whole .gen.lock, then rerun gen module
            """)
        }
    }

    @Test func aLineOfSpacesIsLocatedNotATrap() {
        do {
            _ = try LockFile.parse(SourceText(path: ".gen.lock", text: "module J\ntemplates t\n   \n"))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics).hasPrefix(".gen.lock:3:1: error: unknown entry ''"))
        }
    }

    @Test(arguments: ["name struct Home.items", "name class Home.items Home.Item", "name struct Home.items Home.Item extra"])
    func aDamagedNameLineIsLocated(line: String) {
        do {
            _ = try LockFile.parse(SourceText(path: ".gen.lock", text: "module J\ntemplates t\n\(line)\n"))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics).hasPrefix(".gen.lock:3:6: error: expected 'name <kind> <key path> <type name>'"))
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
        #expect(Paths.resolve(inputs.samples[0], from: "Modules/Jacob") == "Modules/Jacob/../../api/samples")
        let local = LockFile.Inputs(module: "J", samples: ["J/samples"], manifestPath: nil, templates: "J", moduleFolder: "J", workingDirectory: "/w")
        #expect(local.samples == ["./samples"])
        #expect(local.templates == "J")
    }
}
