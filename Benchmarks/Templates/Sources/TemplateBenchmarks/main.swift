import BenchmarkSupport
import Foundation
import TemplateEngine

// Renders the reference workload with gen's template engine and with Stencil 0.15.1 in one
// run, checks that both wrote the same bytes, and prints parse and render times, output
// throughput and the ratios; then measures how gen's parse time grows with template size.

let workload = Workload.reference()
let genContext = GenEngine.context(workload)
let stencilContext = StencilEngine.context(workload)

let genTemplate = try GenEngine.compile(ReferenceTemplate.text)
let stencilEnvironment = StencilEngine.environment()
let stencilTemplate = StencilEngine.compile(ReferenceTemplate.text, in: stencilEnvironment)

let genOutput = try genTemplate.render(genContext)
let stencilOutput = try stencilTemplate.render(stencilContext)
guard genOutput == stencilOutput else {
    let genLines = genOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let stencilLines = stencilOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let line = Array(zip(genLines, stencilLines)).firstIndex { $0 != $1 } ?? min(genLines.count, stencilLines.count)
    FileHandle.standardError.write(Data("""
    FAIL: the engines' outputs differ (gen \(genOutput.utf8.count) bytes, Stencil \(stencilOutput.utf8.count) bytes), first at line \(line + 1):
      gen:     \(line < genLines.count ? String(genLines[line]) : "<end of output>")
      Stencil: \(line < stencilLines.count ? String(stencilLines[line]) : "<end of output>")

    """.utf8))
    exit(1)
}
let outputBytes = genOutput.utf8.count

let (genParse, stencilParse) = try Timing.interleaved(
    rounds: 200,
    1, { _ = try GenEngine.compile(ReferenceTemplate.text) },
    1, { _ = StencilEngine.compile(ReferenceTemplate.text, in: stencilEnvironment) }
)
let (genRender, stencilRender) = try Timing.interleaved(
    rounds: 10,
    20, { _ = try genTemplate.render(genContext) },
    1, { _ = try stencilTemplate.render(stencilContext) }
)

let megabytesPerSecond = Double(outputBytes) / genRender.median / 1_000_000
let renderRatio = stencilRender.median / genRender.median

print("""
Reference workload: \(workload.types.count) types × \(workload.types[0].properties.count) properties, \
template \(ReferenceTemplate.text.utf8.count) bytes, output \(outputBytes) bytes, identical from both engines.
Runs of both engines alternate; times are the median, with the fastest and slowest in brackets.

                 gen                                     Stencil 0.15.1                          Stencil / gen
parse            \(row(genParse))\(row(stencilParse))\(format(stencilParse.median / genParse.median, digits: 1))×
render           \(row(genRender))\(row(stencilRender))\(format(renderRatio, digits: 1))×
render output    \(format(megabytesPerSecond, digits: 1)) MB/s\(String(repeating: " ", count: 29))\(format(Double(outputBytes) / stencilRender.median / 1_000_000, digits: 2)) MB/s

Stencil parses while it renders; its "parse" is the lexing its Template init does.

""")

let small = ReferenceTemplate.scaled(to: 16 * 1024)
let large = ReferenceTemplate.scaled(to: 64 * 1024)
let (smallParse, largeParse) = try Timing.interleaved(
    rounds: 100,
    1, { _ = try GenEngine.compile(small) },
    1, { _ = try GenEngine.compile(large) }
)
let parseGrowth = largeParse.median / smallParse.median

print("""
Parse scaling (gen, the reference template repeated to size, runs alternating):
  16 KB   \(row(smallParse))
  64 KB   \(row(largeParse))
  64 KB / 16 KB = \(format(parseGrowth, digits: 2))× (linear would be 4×; fastest runs: \(format(largeParse.fastest / smallParse.fastest, digits: 2))×)

""")
TargetRow(
    "template rendering, reference workload (\(outputBytes) bytes)", figure: "\(format(megabytesPerSecond, digits: 1)) MB/s",
    reference: "Stencil 0.15.1: \(format(Double(outputBytes) / stencilRender.median / 1_000_000, digits: 2)) MB/s", ratio: renderRatio,
    target: "≥ 250× and ≥ 150 MB/s", isMet: renderRatio >= 250 && megabytesPerSecond >= 150
).print()
TargetRow(
    "template parse, reference template repeated to 64 KB", figure: milliseconds(largeParse.median),
    reference: "the same to 16 KB: \(milliseconds(smallParse.median))", ratio: parseGrowth,
    target: "≤ 5× (linear: 4×)", isMet: parseGrowth <= 5
).print()
print(Format.load())

func row(_ timing: Timing) -> String {
    let text = "\(milliseconds(timing.median)) [\(milliseconds(timing.fastest)) – \(milliseconds(timing.slowest))] ×\(timing.samples.count)"
    return text.padding(toLength: 40, withPad: " ", startingAt: 0)
}
