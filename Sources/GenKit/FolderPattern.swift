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

    /// Walks the folders once, keeping the set of pattern components reached so far (`**`
    /// both stays and steps over itself), so the cost is folders × components whatever the
    /// number of `**`, where trying every split of the folders at each `**` grew
    /// exponentially with them.
    private static func matches(_ folders: ArraySlice<Substring>, _ pattern: ArraySlice<Substring>) -> Bool {
        let pattern = Array(pattern)
        let globs = pattern.map { Array($0.unicodeScalars) }
        var reached = closure(of: [true] + Array(repeating: false, count: pattern.count), pattern)
        for folder in folders {
            let name = Array(folder.unicodeScalars)
            var next = Array(repeating: false, count: pattern.count + 1)
            for index in pattern.indices where reached[index] {
                if pattern[index] == "**" {
                    next[index] = true
                } else if matches(name, globs[index]) {
                    next[index + 1] = true
                }
            }
            reached = closure(of: next, pattern)
            guard reached.contains(true) else { return false }
        }
        return reached[pattern.count]
    }

    /// `reached` with every component after a reached `**` reached too: `**` matches no folder.
    private static func closure(of reached: [Bool], _ pattern: [Substring]) -> [Bool] {
        var reached = reached
        for index in pattern.indices where reached[index] && pattern[index] == "**" {
            reached[index + 1] = true
        }
        return reached
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
