/// A folder `gen-workspace.yml` leaves out: a path relative to the workspace folder, where
/// `*` matches any characters but `/`, `?` one character, and `**` any number of folders. A
/// pattern without `/` matches a folder of that name at any depth, as in .gitignore.
struct FolderPattern: Sendable {
    private let components: [Substring]
    private let anywhere: Bool

    init(_ pattern: String) {
        let trimmed = pattern.hasSuffix("/") ? pattern.dropLast() : Substring(pattern)
        components = trimmed.split(separator: "/")
        anywhere = components.count == 1
    }

    /// - Parameter path: a folder's path relative to the workspace folder, such as `Features/Cart`.
    func matches(_ path: String) -> Bool {
        let folders = path.split(separator: "/")
        if anywhere {
            return folders.last.map { Self.matches(Array($0.unicodeScalars), Array(components[0].unicodeScalars)) } ?? false
        }
        return Self.matches(folders[...], components[...])
    }

    private static func matches(_ folders: ArraySlice<Substring>, _ pattern: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return folders.isEmpty }
        if first == "**" {
            return (folders.startIndex...folders.endIndex).contains { matches(folders[$0...], pattern.dropFirst()) }
        }
        guard let folder = folders.first, matches(Array(folder.unicodeScalars), Array(first.unicodeScalars)) else { return false }
        return matches(folders.dropFirst(), pattern.dropFirst())
    }

    /// One name against one glob of `*` and `?`.
    private static func matches(_ name: [Unicode.Scalar], _ glob: [Unicode.Scalar]) -> Bool {
        var reachable = Array(repeating: false, count: name.count + 1)
        reachable[0] = true
        for character in glob {
            var next = Array(repeating: false, count: name.count + 1)
            for index in 0...name.count where reachable[index] {
                switch character {
                case "*":
                    for end in index...name.count { next[end] = true }
                case "?":
                    if index < name.count { next[index + 1] = true }
                default:
                    if index < name.count, name[index] == character { next[index + 1] = true }
                }
            }
            reachable = next
        }
        return reachable[name.count]
    }
}
