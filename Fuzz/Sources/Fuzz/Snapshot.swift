import Foundation

/// Every entry under a folder, by path relative to it, with each file's bytes: what a run
/// changed is the difference of the snapshots taken before and after it. Links are
/// recorded, never followed.
struct Snapshot: Equatable, Sendable {
    enum Node: Equatable, Sendable {
        case file([UInt8])
        case directory
        case link(String)
        case other
    }

    var nodes: [String: Node] = [:]

    static func take(_ root: String) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.add(folder: root, prefix: "")
        return snapshot
    }

    private mutating func add(folder: String, prefix: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = folder + "/" + name
            let relative = prefix + name
            let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?:
                nodes[relative] = .directory
                add(folder: path, prefix: relative + "/")
            case .typeSymbolicLink?:
                nodes[relative] = .link((try? manager.destinationOfSymbolicLink(atPath: path)) ?? "")
            case .typeRegular?:
                nodes[relative] = .file(Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()))
            default:
                nodes[relative] = .other
            }
        }
    }

    /// The paths whose entry differs between `self` and `later`, sorted.
    func changedPaths(to later: Snapshot) -> [String] {
        Set(nodes.keys).union(later.nodes.keys).filter { nodes[$0] != later.nodes[$0] }.sorted()
    }

    /// Paths whose last component is named like a file gen writes through: `.<name>.gen-<unique>`.
    var temporaryFiles: [String] {
        nodes.keys.filter { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return name.hasPrefix(".") && name.contains(".gen-")
        }.sorted()
    }

    /// The files directly or indirectly inside `folder`, relative to it.
    func files(under folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (path, node) in nodes where path.hasPrefix(folder + "/") {
            if case .file(let bytes) = node {
                files[String(path.dropFirst(folder.count + 1))] = bytes
            }
        }
        return files
    }
}
