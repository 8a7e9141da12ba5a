import Diagnostics
import TemplateEngine
import Testing

/// `indent` works on bytes in one pass; it must give what indenting line by line gives.
@Suite struct IndentFilterTests {
    /// Every line but the first (unless `firstLine`) gets `width` spaces; empty lines stay
    /// empty. Lines end at each byte 0x0A, also in `\r\n`, which is one `Character`.
    private static func reference(_ text: String, width: Int, firstLine: Bool) -> String {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated().map { offset, line in
            let line = String(decoding: line, as: UTF8.self)
            return line.isEmpty || (offset == 0 && !firstLine) ? line : String(repeating: " ", count: width) + line
        }.joined(separator: "\n")
    }

    @Test func randomTextIsIndentedAsLineByLine() throws {
        let pieces = ["a", " ", "\n", "\n\n", "\r\n", "é", "🙂", "\t", "x y"]
        let template = try Template(source: SourceText(path: "t.stencil", text: "{{ text|indent:width,first }}"))
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<400 {
            let text = (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
            let width = next(5)
            let first = next(2) == 1
            let rendered = try template.render(["text": .string(text), "width": .int(width), "first": .bool(first)])
            #expect(rendered == Self.reference(text, width: width, firstLine: first), "\(text.debugDescription) \(width) \(first)")
        }
    }
}
