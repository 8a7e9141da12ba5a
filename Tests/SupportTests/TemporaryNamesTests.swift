@testable import Support
import Testing

/// The temporary names a run writes through are told apart from one another, and the next
/// run recognises each as gen's leftover (`GenFileNames.isTemporary`).
@Suite struct TemporaryNamesTests {
    @Test func eachNameIsNewAndRecognisedAsATemporaryFile() {
        let names = (0..<1_000).map { _ in TemporaryNames.shared.next() }
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { GenFileNames.isTemporary(GenFileNames.temporary(for: "Home.swift", unique: $0)) })
    }
}
