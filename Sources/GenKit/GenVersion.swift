import Support

/// gen's version, defined here and nowhere else: the Makefile reads it from this file
/// (`make version`) and the README states it; a test checks that all three agree.
package enum GenVersion {
    package static let number = "0.2.0"

    /// What `gen --version` prints, with the commit of the running executable when known.
    package static func line(fileSystem: any FileSystem = LocalFileSystem()) -> String {
        text(commit: BuildCommit(fileSystem: fileSystem).find())
    }

    /// `gen 0.2.0 (commit 0123456789ab)`, or `gen 0.2.0` when the commit is unknown.
    static func text(commit: String?) -> String {
        "gen \(number)" + (commit.map { " (commit \($0))" } ?? "")
    }
}
