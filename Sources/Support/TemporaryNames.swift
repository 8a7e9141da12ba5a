internal import Foundation

/// The unique part of the temporary files a process writes through: one random UUID per
/// process, its last group replaced by a count, so each name still has the UUID shape
/// `GenFileNames.isTemporary` recognises, without asking the system for randomness per file.
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
final class TemporaryNames: @unchecked Sendable {
    static let shared = TemporaryNames()

    private let prefix = String(UUID().uuidString.dropLast(12))
    private let lock = NSLock()
    private var count: UInt64 = 0

    func next() -> String {
        let number = lock.withLock {
            count += 1
            return count
        }
        let digits = String(number, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }
}
