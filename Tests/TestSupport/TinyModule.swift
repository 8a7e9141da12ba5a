import Foundation

/// The smallest module a run can generate: a gen.yml, a sample per endpoint, and a set of one
/// template that writes a file per endpoint holding its name, so runs stay fast.
package enum TinyModule {
    package static func write(_ name: String, endpoints: [String] = ["home"], in folder: TemporaryFolder, at subfolder: String = ".") throws {
        let base = subfolder == "." ? "" : subfolder + "/"
        try folder.write("module: \(name)\nsamples: samples\ntemplates: set\n", to: base + "gen.yml")
        for endpoint in endpoints {
            try folder.write(#"{"id": 1}"#, to: base + "samples/\(endpoint).json")
        }
        try folder.write("files:\n  - template: P.stencil\n    for: endpoint\n    path: \"{{ endpoint.name }}.txt\"\n", to: base + "set/set.yml")
        try folder.write("{{ endpoint.name }}\n", to: base + "set/P.stencil")
    }
}
