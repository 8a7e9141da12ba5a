#if os(Linux)
internal import Glibc

/// A regular file of at least `minimumSize` bytes mapped read-only, for one pass over it.
///
/// A mapped file that another program makes shorter while it is mapped raises SIGBUS where
/// the lost pages are read. `FileShrinkGuard` turns that into an error naming the file and
/// exit status 1 instead of a crash.
struct MappedFile {
    /// Smaller files are read whole: mapping them saves too little to be worth it.
    static let minimumSize = 1 << 20
    /// How much of what was read stays mapped behind the reader, for looking back at the
    /// line an error is on without mapping its pages again.
    static let window = 1 << 18

    let bytes: UnsafeBufferPointer<UInt8>
    /// The address range taken for the mapping, a little larger than the file.
    private let reserved: UnsafeMutableRawBufferPointer
    private let base: UnsafeMutableRawPointer
    private let pageSize: Int
    /// Where `FileShrinkGuard` records the mapping, to name the file if it shrinks.
    private let guardSlot: Int?

    /// Nil when the file cannot be opened or mapped, is not a regular file, is smaller than
    /// `minimumSize` or larger than `limit`: the caller reads it instead, and reports its
    /// errors then. Opened without blocking, as a FIFO put in the file's place would block.
    init?(path: String, limit: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size >= Self.minimumSize, status.st_size <= limit,
              let size = Int(exactly: status.st_size) else { return nil }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard let (reserved, base) = Self.map(descriptor, size: size, pageSize: pageSize) else { return nil }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        self.reserved = reserved
        self.base = base
        self.pageSize = pageSize
        bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
        guardSlot = FileShrinkGuard.register(bytes, path: path)
    }

    /// Gives back the whole pages before `offset` not given back yet, and returns where the
    /// pages given back now end.
    func release(before offset: Int, alreadyReleased: Int) -> Int {
        let end = min(offset, bytes.count) / pageSize * pageSize
        guard end > alreadyReleased else { return alreadyReleased }
        _ = madvise(base + alreadyReleased, end - alreadyReleased, MADV_DONTNEED)
        return end
    }

    func unmap() {
        guardSlot.map(FileShrinkGuard.unregister)
        _ = munmap(reserved.baseAddress, reserved.count)
    }

    /// The alignment at which the kernel maps a large page-cache folio whole: a file written
    /// in one piece sits in the page cache in folios of up to 2 MB, and a mapping aligned
    /// to them maps all of one at its first read, so the pages counted against the process
    /// run up to 2 MB ahead of the reader whatever it gives back.
    private static let hugePage = 2 << 20

    /// Maps the file one page past a `hugePage` boundary, where no folio can be mapped whole
    /// and a read maps only the pages around it. Returns the range taken and the file's
    /// first byte in it.
    private static func map(_ descriptor: Int32, size: Int, pageSize: Int) -> (UnsafeMutableRawBufferPointer, UnsafeMutableRawPointer)? {
        let length = size + hugePage + pageSize
        guard let start = mmap(nil, length, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), start != MAP_FAILED else { return nil }
        let reserved = UnsafeMutableRawBufferPointer(start: start, count: length)
        let aligned = (Int(bitPattern: start) + hugePage - 1) / hugePage * hugePage
        let address = UnsafeMutableRawPointer(bitPattern: aligned + pageSize)
        guard let base = mmap(address, size, PROT_READ, MAP_PRIVATE | MAP_FIXED, descriptor, 0), base != MAP_FAILED else {
            _ = munmap(start, length)
            return nil
        }
        return (reserved, base)
    }
}
#endif
