import Support
import Testing

/// What `ByteWriter` writes, `ByteReader` reads back; bytes cut short, too long a number,
/// a count beyond the bytes left and text that is not UTF-8 are refused.
@Suite struct ByteReaderTests {
    static let numbers = [0, 1, -1, 63, -64, 64, -65, 127, 128, 300, -300, 1 << 32, Int.max, Int.min, Int.max - 1, Int.min + 1]

    @Test func numbersStringsAndRunsReadBackAsWritten() throws {
        var writer = ByteWriter()
        for number in Self.numbers {
            writer.int(number)
        }
        writer.uint64(0x0123_4567_89AB_CDEF)
        writer.bool(true)
        writer.string("Grüße, 世界")
        writer.run([0, 255, 7])
        var reader = ByteReader(writer.bytes)
        for number in Self.numbers {
            #expect(try reader.int() == number)
        }
        #expect(try reader.uint64() == 0x0123_4567_89AB_CDEF)
        #expect(try reader.bool())
        #expect(try reader.string() == "Grüße, 世界")
        #expect(try reader.run() == [0, 255, 7])
        #expect(reader.isAtEnd)
        #expect(throws: MalformedBytes.self) { try reader.byte() }
    }

    /// Numbers between -64 and 63 take one byte.
    @Test func smallNumbersOfEitherSignTakeOneByte() {
        for number in -64...63 {
            var writer = ByteWriter()
            writer.int(number)
            #expect(writer.bytes.count == 1, "\(number)")
        }
    }

    @Test func whatDoesNotFitIsRefused() {
        var tooLong = ByteReader(Array(repeating: 0xFF, count: 10) + [0x01])
        #expect(throws: MalformedBytes.self) { try tooLong.int() }
        var overflowing = ByteReader(Array(repeating: 0xFF, count: 9) + [0x02])
        #expect(throws: MalformedBytes.self) { try overflowing.int() }
        var countBeyondTheBytes = ByteReader([0x08, 1, 2])
        #expect(throws: MalformedBytes.self) { try countBeyondTheBytes.run() }
        var negativeCount = ByteReader([0x01])
        #expect(throws: MalformedBytes.self) { try negativeCount.count() }
        var notUTF8 = ByteReader([0x04, 0xC3, 0x28])
        #expect(throws: MalformedBytes.self) { try notUTF8.string() }
        var notABool = ByteReader([2])
        #expect(throws: MalformedBytes.self) { try notABool.bool() }
        var outOfRange = ByteReader([0x0A])
        #expect(throws: MalformedBytes.self) { try outOfRange.int(upTo: 4) }
    }
}
