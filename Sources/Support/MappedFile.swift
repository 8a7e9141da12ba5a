#if os(Linux)
internal import Foundation
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
    private let base: UnsafeMutableRawPointer
    private let pageSize: Int
    /// Where `FileShrinkGuard` records the mapping, to name the file if it shrinks.
    private let guardSlot: Int?

    /// Nil when the file cannot be opened or mapped, is not a regular file, or is smaller
    /// than `minimumSize`: the caller reads it instead, and reports its errors then.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size >= Self.minimumSize,
              let size = Int(exactly: status.st_size) else { return nil }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        self.base = base
        self.pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
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
        _ = munmap(base, bytes.count)
    }
}

/// Replaces a crash by SIGBUS, which a mapped file made shorter while it is read raises, by
/// an error naming the file and exit status 1. The handler finds the file from the faulting
/// address among the files mapped now; a SIGBUS elsewhere goes to the handler installed
/// before (the runtime's crash report). Only async-signal-safe calls run in the handler, and
/// it takes no lock: a slot's path and end are written before its start, and its start
/// cleared before its path is freed.
enum FileShrinkGuard {
    private static let slotCount = 64
    nonisolated(unsafe) private static let starts = zeroed(UInt.self)
    nonisolated(unsafe) private static let ends = zeroed(UInt.self)
    nonisolated(unsafe) private static let paths = zeroed(UnsafeMutablePointer<CChar>?.self)
    nonisolated(unsafe) private static var previous = sigaction()
    private static let lock = NSLock()

    private static func zeroed<Element>(_: Element.Type) -> UnsafeMutablePointer<Element> {
        let slots = UnsafeMutablePointer<Element>.allocate(capacity: slotCount)
        UnsafeMutableRawPointer(slots).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Element>.stride * slotCount)
        return slots
    }

    private static let installed: Void = {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { _, info, _ in
            let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
            for slot in 0..<FileShrinkGuard.slotCount {
                let start = FileShrinkGuard.starts[slot]
                guard start != 0, address >= start, address < FileShrinkGuard.ends[slot], let path = FileShrinkGuard.paths[slot] else { continue }
                FileShrinkGuard.write("gen: error: ")
                _ = Glibc.write(STDERR_FILENO, path, strlen(path))
                FileShrinkGuard.write(" became shorter while gen read it\nnote: run the command again once nothing else writes the file\n")
                _exit(1)
            }
            sigaction(SIGBUS, &FileShrinkGuard.previous, nil)
            raise(SIGBUS)
        }
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, &previous)
    }()

    private static func write(_ text: StaticString) {
        _ = Glibc.write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }

    /// Records a mapping for the handler; nil when every slot is taken, and the handler then
    /// leaves a SIGBUS in it to the crash report.
    static func register(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Int? {
        installed
        lock.lock()
        defer { lock.unlock() }
        guard let base = bytes.baseAddress, let slot = (0..<slotCount).first(where: { starts[$0] == 0 }) else { return nil }
        paths[slot] = strdup(path)
        ends[slot] = UInt(bitPattern: base) + UInt(bytes.count)
        starts[slot] = UInt(bitPattern: base)
        return slot
    }

    static func unregister(_ slot: Int) {
        lock.lock()
        defer { lock.unlock() }
        starts[slot] = 0
        ends[slot] = 0
        free(paths[slot])
        paths[slot] = nil
    }
}
#endif
