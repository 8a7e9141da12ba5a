import Diagnostics
import Foundation
import TemplateEngine
import Testing
import TestSupport

/// SwiftGen 6.6.3's bundled templates and Sourcery 2.3.0's compile in gen's engine, with the
/// filters of the tools themselves (such as Sourcery's `annotated`) registered as no-ops.
/// The templates are read from the mirrors the `fetch` tool leaves, which CI cannot fetch:
/// none of their files is in this repository, and the tests skip where the mirrors are absent.
@Suite struct ToolTemplatesTests {
    struct Tool: Sendable, CustomTestStringConvertible {
        var mirror: String
        var tag: String
        var expectedCount: Int

        var testDescription: String { "\(mirror) at \(tag)" }
        var repository: String { ToolTemplatesTests.mirrors + "/" + mirror + "/repo" }
    }

    private static let environment = ProcessInfo.processInfo.environment
    /// `TOOL_TEMPLATE_MIRRORS`, or `../.mirror` from the project's root.
    static let mirrors = environment["TOOL_TEMPLATE_MIRRORS"] ?? Repository.root + "/../.mirror"

    static let tools = [
        Tool(mirror: "SwiftGen+SwiftGen", tag: "6.6.3", expectedCount: 34),
        Tool(mirror: "krzysztofzablocki+Sourcery", tag: "2.3.0", expectedCount: 18),
    ]

    static var isAvailable: Bool {
        tools.allSatisfy { FileManager.default.fileExists(atPath: $0.repository) }
    }

    @Test(
        .enabled(if: isAvailable, "no mirror of SwiftGen or Sourcery in \(mirrors) (TOOL_TEMPLATE_MIRRORS): fetch github:SwiftGen/SwiftGen and github:krzysztofzablocki/Sourcery"),
        arguments: tools
    )
    func everyTemplateCompiles(_ tool: Tool) throws {
        let listing = try ProcessRunner.run("/usr/bin/env", ["git", "-C", tool.repository, "ls-tree", "-r", "--name-only", tool.tag])
        let paths = listing.output.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".stencil") }
        #expect(paths.count == tool.expectedCount)
        var files: [String: String] = [:]
        for path in paths {
            let text = try ProcessRunner.run("/usr/bin/env", ["git", "-C", tool.repository, "show", "\(tool.tag):\(path)"]).output
            let name = (path as NSString).lastPathComponent
            files[name] = text
            files[(name as NSString).deletingPathExtension] = text
        }
        let loader = InMemoryTemplateLoader(files)
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let source = SourceText(path: path, text: files[name] ?? "")
            let filters = Self.withToolFilters(for: source, loader: loader)
            do {
                _ = try Template(source: source, filters: filters, loader: loader)
            } catch {
                Issue.record("\(path):\n\(DiagnosticRenderer.render(error.diagnostics))")
            }
        }
    }

    /// The built-in filters, and a no-op for each filter the template names that gen lacks.
    private static func withToolFilters(for source: SourceText, loader: InMemoryTemplateLoader) -> FilterSet {
        var filters = FilterSet.builtIn
        for _ in 0..<20 {
            do {
                _ = try Template(source: source, filters: filters, loader: loader)
                return filters
            } catch {
                let unknown = error.diagnostics.compactMap { diagnostic -> String? in
                    guard diagnostic.message.hasPrefix("unknown filter '") else { return nil }
                    let name = diagnostic.message.dropFirst("unknown filter '".count).dropLast()
                    return String(name.hasPrefix("!") ? name.dropFirst() : name)
                }
                guard !unknown.isEmpty else { return filters }
                for name in unknown {
                    filters.register(name, TemplateFilter(argumentCounts: 0...8) { value, _ in value })
                }
            }
        }
        return filters
    }
}
