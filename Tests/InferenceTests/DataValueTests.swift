@testable import Inference
import Testing

/// Strings that are data never make an enum, however few they are and whatever the key
/// says: one such value among category-like ones is enough.
@Suite struct DataValueTests {
    @Test(arguments: [
        ("commit SHA", "6113728f27ae82c7b1a177c8d03f9e96e0adf246"),
        ("short SHA", "6113728"),
        ("object id", "507f1f77bcf86cd799439011"),
        ("colour #rgb", "#fff"),
        ("colour #rrggbb", "#d73a4a"),
        ("colour rrggbb", "d73a4a"),
        ("colour without digits", "ededed"),
        ("colour with alpha", "#d73a4aff"),
        ("UUID", "3f2504e0-4f89-11d3-9a0c-0305e82c3301"),
        ("Slack channel id", "C03E94MKU"),
        ("Slack user id", "U012AB3CD"),
        ("base-62 token", "dQw4w9WgXcQ"),
        ("prefixed token", "cus_NffrFeUfNV2Hib"),
        ("absolute path", "/usr/local/bin"),
        ("file name", "README.md"),
        ("relative path", "src/main.swift"),
        ("repository", "octocat/hello-world"),
        ("URL", "https://github.com/octocat"),
        ("other scheme", "ftp://example.org/file"),
        ("e-mail", "octocat@github.com"),
        ("sentence", "Fixed the build."),
        ("words with a comma", "Hello, world"),
        ("long text", "this is a free text comment"),
        ("date", "2024-05-01"),
        ("long number", "20240501"),
    ])
    func dataIsNoEnum(kind: String, value: String) {
        let strings = stats(["open", value, "open", value, "closed", "open"])
        #expect(!EnumRule.isEnumeration(strings, key: "state", settings: InferenceSettings()), "\(kind)")
        #expect(!EnumRule.isEnumeration(strings, key: "colour", settings: InferenceSettings()), "\(kind)")
    }

    @Test(arguments: [
        "in_progress", "USD", "4k", "open", "draft", "H264", "1080P", "ISO8601", "UTF8MB4", "N/A",
        "image/png", "invoice.paid", "v1.2", "A+", "decade", "pt-BR", "PUBLIC_REPO", "PushEvent",
    ])
    func categoriesStayEnums(value: String) {
        let strings = stats(["open", value, "open", value])
        #expect(EnumRule.isEnumeration(strings, key: "state", settings: InferenceSettings()))
        #expect(EnumRule.isEnumeration(strings, key: "colour", settings: InferenceSettings()))
    }

    /// Words with spaces are categories under a key that names one, names elsewhere.
    @Test(arguments: ["Not Started", "Waiting for review"])
    func wordsWithSpacesAreEnumsOnlyUnderACategoryKey(value: String) {
        let strings = stats(["open", value, "open", value])
        #expect(EnumRule.isEnumeration(strings, key: "state", settings: InferenceSettings()))
        #expect(!EnumRule.isEnumeration(strings, key: "colour", settings: InferenceSettings()))
    }

    /// The values real APIs sent that became enum cases (`Price.value19900`,
    /// `Time.value1700`, `Size.value96x96`, `AuthorFullname.t21t77net49h`, …).
    @Test(arguments: [
        ("decimal", "199.00"), ("money", "$19.99"), ("money with code", "19.99 USD"), ("count", "0"), ("status code", "404"),
        ("offset date", "2013-12-02T20:23:52+0100"), ("GitLab date", "2016-08-12 15:23:28 UTC"),
        ("RFC 2822 date", "Mon, 02 Dec 2013 20:23:52 +0100"), ("time", "17:00"), ("size", "96x96"),
        ("caret range", "^1.2.7"), ("tilde range", "~0.7.x"), ("version", "1.0.3"), ("Reddit fullname", "t2_77net49h"),
        ("emoji id", "T52t5o6"), ("empty", ""), ("SKU", "SKU-0001"),
    ])
    func valuesAreNeverCases(kind: String, value: String) {
        let strings = stats(["open", value, "open", value])
        #expect(!EnumRule.isEnumeration(strings, key: "state", settings: InferenceSettings()), "\(kind)")
        #expect(!EnumRule.isEnumeration(strings, key: "colour", settings: InferenceSettings()), "\(kind)")
        #expect(!EnumRule.isEnumeration(stats([value, value, value, value]), key: "kind", settings: InferenceSettings()), "\(kind)")
    }

    @Test func namesOfPeopleAreNoCases() {
        let strings = stats(["Jane Doe", "John Smith", "Jane Doe", "John Smith"])
        #expect(!EnumRule.isEnumeration(strings, key: "customer", settings: InferenceSettings()))
        #expect(!EnumRule.isEnumeration(strings, key: "author", settings: InferenceSettings()))
    }

    /// Two occurrences of one value (the same SKU on two pages of a capture) are no set.
    @Test func oneValueTwiceIsNoEnum() {
        #expect(!EnumRule.isEnumeration(stats(["open", "open"]), key: "state", settings: InferenceSettings()))
        #expect(EnumRule.isEnumeration(stats(["open", "open", "open"]), key: "state", settings: InferenceSettings()))
        #expect(EnumRule.isEnumeration(stats(["open", "closed"]), key: "state", settings: InferenceSettings()))
    }

    private func stats(_ values: [String]) -> StringStats {
        var stats = StringStats()
        for value in values {
            stats.add(value)
        }
        return stats
    }
}
