import Foundation
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

    /// The type an endpoint's response decodes as is recorded where it is not the struct
    /// named as the endpoint; a lock without `response` lines (gen before 0.3) still reads,
    /// and its endpoints decode their own structs.
    @Test func responsesSurviveARoundTripAndOlderLocksReadWithout() throws {
        let models = ModelSignature(properties: ["Home.id": "Int", "FeedItem.id": "Int"], requests: ["Home": [], "Feed": []], responses: ["Feed": "[FeedItem]"])
        let lock = LockFile(inputs: LockFile.Inputs(module: "Jacob", samples: ["../samples"], manifest: nil, templates: "async"), files: [], models: models)
        #expect(lock.text.contains("response Feed [FeedItem]\n"))
        let read = try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text))
        #expect(read == lock)
        #expect(read.models.response(of: "Feed") == "[FeedItem]")
        #expect(read.models.response(of: "Home") == "Home")
        let older = try LockFile.parse(SourceText(path: ".gen.lock", text: lock.text.replacingOccurrences(of: "response Feed [FeedItem]\n", with: "")))
        #expect(older.models.response(of: "Feed") == nil)
        #expect(older.models.response(of: "Home") == "Home")
    }
}
