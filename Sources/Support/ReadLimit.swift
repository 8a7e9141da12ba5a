/// The most bytes gen reads from one input of a kind: a file past it is refused, with the
/// limit named, before it is read, so that an input that never ends cannot fill the memory.
package struct ReadLimit: Sendable, Equatable {
    /// What the input is, for the error: "a gen.yml", "a sample".
    package var input: String
    package var bytes: Int

    package init(_ input: String, bytes: Int) {
        self.input = input
        self.bytes = bytes
    }

    private static let mebibyte = 1 << 20

    package static let manifest = ReadLimit("a gen.yml", bytes: 64 * mebibyte)
    package static let workspace = ReadLimit("a gen-workspace.yml", bytes: 16 * mebibyte)
    package static let sample = ReadLimit("a sample", bytes: 1024 * mebibyte)
    package static let capture = ReadLimit("a HAR capture", bytes: 1024 * mebibyte)
    package static let set = ReadLimit("a set.yml", bytes: 16 * mebibyte)
    package static let template = ReadLimit("a template", bytes: 16 * mebibyte)
    package static let lock = ReadLimit("a lock file", bytes: 64 * mebibyte)
    /// Files gen reads that are not one of the inputs above: files it wrote before, a
    /// compiled set, the build's commit.
    package static let other = ReadLimit("a file", bytes: 1024 * mebibyte)

    /// `bytes` as a person reads it: "64 MiB", "1 GiB".
    package var description: String {
        bytes >= 1024 * Self.mebibyte && bytes % (1024 * Self.mebibyte) == 0
            ? "\(bytes / (1024 * Self.mebibyte)) GiB"
            : bytes % Self.mebibyte == 0 ? "\(bytes / Self.mebibyte) MiB" : "\(bytes) bytes"
    }

    /// The error for a file of `size` bytes past the limit.
    package func refusal(_ path: String, size: Int) -> FileSystemError {
        FileSystemError(path: path, reason: "is \(size) bytes, more than gen reads from \(input) (\(description))")
    }
}

/// What is at a path that is not a regular file or a folder: gen never reads from one, as a
/// FIFO blocks the read until something writes to it and a device may never end.
package enum SpecialFile: String, Sendable {
    case fifo = "a FIFO"
    case characterDevice = "a character device"
    case blockDevice = "a block device"
    case socket = "a socket"

    package func refusal(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: "is \(rawValue), not a regular file; gen reads its inputs only from regular files")
    }
}
