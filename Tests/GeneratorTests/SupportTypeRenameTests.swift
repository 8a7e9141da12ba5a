import Inference
import Testing
@testable import Writer

/// The change report knows the support types gen renamed (Writer imports no Inference):
/// each new name is a support type inference writes, and no old name is one any more.
@Suite struct SupportTypeRenameTests {
    @Test func renamedSupportTypesMatchTheSupportTypes() {
        let names = Set(SupportType.allCases.map(\.rawValue))
        for (old, new) in ApiChangeReport.renamedSupportTypes {
            #expect(names.contains(new), "\(new) is not a support type")
            #expect(!names.contains(old), "\(old) is still a support type")
        }
    }
}
