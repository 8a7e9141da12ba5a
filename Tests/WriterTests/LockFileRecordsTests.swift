import Diagnostics
import Support
import Testing
@testable import Writer

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
