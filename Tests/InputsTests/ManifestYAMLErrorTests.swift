import Diagnostics
import Inputs
import Testing

/// YAML mistakes in gen.yml and set.yml reach the user through the decoders as YAMLReader
/// words them: at the line of the mistake, with a hint.
@Suite struct ManifestYAMLErrorTests {
    private func failure(_ text: String) -> String? {
        do throws(DiagnosticError) {
            _ = try ManifestDecoder.decode(SourceText(path: "gen.yml", text: text))
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func anUnclosedQuoteIsReportedAtItsOpeningQuote() {
        let manifest = "module: Jacob\nendpoints:\n  - name: Home\n    path: \"/home\n  - name: Search\n    path: /search\n"
        #expect(failure(manifest) == """
        gen.yml:4:11: error: this quoted string is never closed
            path: "/home
                  ^
        note: close it with " at the end of the value; write \\" for a quote inside it
        """)
    }

    @Test func aKeyWithoutItsColonIsReportedOnItsLine() {
        #expect(failure("endpoints:\n  - name Products\n    method: GET\n") == """
        gen.yml:2:5: error: 'name Products' needs a colon after the key: name: Products
          - name Products
            ^
        note: in a mapping, each line is 'key: value', with a space after the colon
        """)
    }

    @Test func aTabInSetYMLNamesSetYML() {
        do throws(DiagnosticError) {
            _ = try SetDecoder.decode(SourceText(path: "templates/mine/set.yml", text: "files:\n\t- Client.swift\n"), folder: "templates/mine")
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            templates/mine/set.yml:2:1: error: set.yml is indented with a tab; YAML allows only spaces
             - Client.swift
            ^
            note: replace the tab with spaces
            """)
        }
    }
}
