import Foundation
import TestSupport

/// A folder with Jacob's samples, a gen.yml whose `templates` is `set` (or `templates`), and
/// a set of one template entry: what the confinement, output-path and render-budget tests
/// vary.
enum JacobWithOneTemplate {
    /// - Parameters:
    ///   - template, scope, path: the set.yml entry's `template`, `for` and `path` values.
    ///   - manifestTail: lines added at the end of gen.yml.
    ///   - files: more files of the folder by path, such as `set/P.stencil`.
    static func make(
        template: String,
        scope: String,
        path: String,
        templates: String = "set",
        manifestTail: String = "",
        files: [String: String] = [:]
    ) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("module: Jacob\nsamples: samples\ntemplates: \(templates)\n" + manifestTail, to: "gen.yml")
        for sample in ["home", "product"] {
            let text = try String(contentsOfFile: Repository.examples + "/Jacob/samples/\(sample).json", encoding: .utf8)
            try folder.write(text, to: "samples/\(sample).json")
        }
        try folder.write("files:\n  - template: \(template)\n    for: \(scope)\n    path: \(path)\n", to: "set/set.yml")
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            try folder.write(text, to: path)
        }
        return folder
    }
}
