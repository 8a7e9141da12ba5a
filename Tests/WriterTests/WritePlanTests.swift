import Diagnostics
import Support
import Testing
@testable import Writer

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
