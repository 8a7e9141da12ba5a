#if os(Linux)
internal import Foundation
internal import Glibc

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
