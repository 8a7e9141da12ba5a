import Diagnostics
import Inputs
import Testing

/// gen-workspace.yml decoded strictly, every mistake at its line and column.
@Suite struct WorkspaceFileTests {
    private func decode(_ text: String) throws(DiagnosticError) -> WorkspaceFile {
        try WorkspaceFile.decode(SourceText(path: "gen-workspace.yml", text: text))
    }

    @Test func excludeListsFoldersAndGlobs() throws {
        let workspace = try decode("exclude:\n  - Legacy\n  - \"Features/*/Fixtures\"\n")
        #expect(workspace.exclude.map(\.value) == ["Legacy", "Features/*/Fixtures"])
        #expect(workspace.exclude[1].location.description == "gen-workspace.yml:3:5")
    }

    @Test func anEmptyFileExcludesNothing() throws {
        #expect(try decode("").exclude.isEmpty)
    }

    @Test(arguments: [
        ("exclude:\n  - ../Other\n", "gen-workspace.yml:2:5: error: '../Other' is not a folder inside the workspace (empty, '.' or '..' in it)"),
        ("exclude:\n  - /tmp\n", "gen-workspace.yml:2:5: error: '/tmp' is an absolute path; the folders left out are inside the workspace"),
        ("exlude:\n  - Legacy\n", "gen-workspace.yml:1:1: error: unknown key 'exlude' in gen-workspace.yml"),
        ("exclude: Legacy\n", "gen-workspace.yml:1:10: error: expected a list of folders or globs to leave out, found"),
        ("exclude: [\n", "gen-workspace.yml:1:10: error:"),
    ])
    func mistakesAreLocated(text: String, expected: String) {
        #expect(throws: DiagnosticError.self) { try decode(text) }
        do {
            _ = try decode(text)
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics).hasPrefix(expected), "\(DiagnosticRenderer.render(error.diagnostics))")
        }
    }
}
