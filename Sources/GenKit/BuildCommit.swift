import Foundation
import Generator
import Support

/// The commit gen was built from, when it can be known, as its first 12 hex digits:
/// - `make install` records it in `PREFIX/share/gen/commit`;
/// - a binary run from its checkout (`swift run gen`, `.build/debug/gen`) reads the
///   checkout's `.git` files directly, so no `git` program is needed. That is the commit
///   checked out now, the one built unless the checkout moved since.
/// Nil otherwise: a checkout without `.git` (an archive), or an install by Mint.
struct BuildCommit {
    let fileSystem: any FileSystem

    func find() -> String? {
        let location = ExecutableLocation(fileSystem: fileSystem)
        if let recorded = location.sharedDataFolder.flatMap({ read($0 + "/commit") }) {
            return Self.shortened(recorded)
        }
        return location.checkoutRoot.flatMap(commit(ofCheckout:))
    }

    private func commit(ofCheckout root: String) -> String? {
        let dotGit = root + "/.git"
        let gitFolder: String
        switch fileSystem.kind(of: dotGit) {
        case .directory?:
            gitFolder = dotGit
        case .file?:
            // A worktree or submodule: `.git` holds `gitdir: <path>`.
            guard let pointer = read(dotGit), pointer.hasPrefix("gitdir: ") else { return nil }
            gitFolder = Paths.resolve(String(pointer.dropFirst("gitdir: ".count)), from: root)
        case nil:
            return nil
        }
        let commonFolder = read(gitFolder + "/commondir").map { Paths.resolve($0, from: gitFolder) } ?? gitFolder
        guard let head = read(gitFolder + "/HEAD") else { return nil }
        guard head.hasPrefix("ref: ") else { return Self.shortened(head) }
        let ref = String(head.dropFirst("ref: ".count))
        if let loose = read(gitFolder + "/" + ref) ?? read(commonFolder + "/" + ref) {
            return Self.shortened(loose)
        }
        let packed = read(commonFolder + "/packed-refs")?.split(separator: "\n") ?? []
        let line = packed.first { $0.hasSuffix(" " + ref) }
        return line.flatMap { $0.split(separator: " ").first }.flatMap { Self.shortened(String($0)) }
    }

    /// The file's text without surrounding white space, or nil when it cannot be read.
    private func read(_ path: String) -> String? {
        guard fileSystem.kind(of: path) == .file, let bytes = try? fileSystem.readFile(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func shortened(_ hash: String) -> String? {
        guard hash.count == 40, hash.allSatisfy(\.isHexDigit) else { return nil }
        return String(hash.prefix(12))
    }
}
