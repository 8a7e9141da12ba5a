import Foundation

/// Paths inside this checkout, found from this file's location.
public enum Repository {
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .path

    public static let examples = root + "/examples"
    public static let templates = root + "/templates"
}
