import Foundation

/// Paths inside this checkout, found from this file's location.
package enum Repository {
    package static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .path

    package static let examples = root + "/examples"
    package static let templates = root + "/templates"
}
