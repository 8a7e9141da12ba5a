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
        "in_progress", "Not Started", "USD", "4k", "open", "draft", "H264", "1080P", "ISO8601", "UTF8MB4", "N/A",
        "image/png", "invoice.paid", "v1.2", "Waiting for review", "0", "404", "A+", "decade", "pt-BR",
    ])
    func categoriesStayEnums(value: String) {
        let strings = stats(["open", value, "open", value])
        #expect(EnumRule.isEnumeration(strings, key: "state", settings: InferenceSettings()))
        #expect(EnumRule.isEnumeration(strings, key: "colour", settings: InferenceSettings()))
    }

    private func stats(_ values: [String]) -> StringStats {
        var stats = StringStats()
        for value in values {
            stats.add(value)
        }
        return stats
    }
}
