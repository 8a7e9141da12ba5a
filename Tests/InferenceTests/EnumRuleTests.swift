@testable import Inference
import Testing

@Suite struct EnumRuleTests {
    @Test(arguments: ["id", "user_id", "node_id", "name", "full_name", "login", "username", "email", "title", "description", "html_url", "sha", "token", "slug", "default_branch", "userNames"])
    func identityKeysAreNeverEnums(key: String) {
        #expect(EnumRule.meaning(ofKey: key) == .identity)
        #expect(!EnumRule.isEnumeration(stats(["a", "b", "a", "b", "a", "b"]), key: key, settings: InferenceSettings()))
    }

    @Test(arguments: ["status", "order_status", "state", "type", "kind", "role", "level", "category", "currency", "grades"])
    func categoryKeysNeedTwoValues(key: String) {
        #expect(EnumRule.meaning(ofKey: key) == .category)
        #expect(EnumRule.isEnumeration(stats(["open", "closed"]), key: key, settings: InferenceSettings()))
        #expect(!EnumRule.isEnumeration(stats(["open"]), key: key, settings: InferenceSettings()))
    }

    @Test func otherKeysNeedRepeatedValues() {
        let settings = InferenceSettings()
        #expect(EnumRule.isEnumeration(stats(["red", "blue", "red", "blue"]), key: "color", settings: settings))
        #expect(!EnumRule.isEnumeration(stats(["red", "blue", "green"]), key: "color", settings: settings))
        #expect(!EnumRule.isEnumeration(stats(["red", "red", "red"]), key: "color", settings: settings))
    }

    @Test func thresholdsStillApply() {
        var settings = InferenceSettings()
        settings.enumMaximumCases = 1
        #expect(!EnumRule.isEnumeration(stats(["open", "closed"]), key: "status", settings: settings))
        #expect(!EnumRule.isEnumeration(stats(["open", String(repeating: "x", count: 41)]), key: "status", settings: InferenceSettings()))
    }

    private func stats(_ values: [String]) -> StringStats {
        var stats = StringStats()
        for value in values {
            stats.add(value)
        }
        return stats
    }
}
