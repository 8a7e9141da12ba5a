import Foundation
import Testing
import TestSupport

/// A model file imports the core only when its own declarations name a support type of it,
/// so that a support type one endpoint gains or loses rewrites no other endpoint's file.
@Suite struct CoreImportTests {
    @Test(arguments: ["rxswift", "async", "swiftui"])
    func aSupportTypeOneEndpointLosesLeavesTheOtherModelFilesAlone(set: String) throws {
        let project = try TemporaryFolder()
        try project.write("module: Shop\ntemplates: \(set)\nendpoints:\n  - name: Orders\n    method: GET\n    path: /orders\n  - name: Events\n    method: GET\n    path: /events\n", to: "gen.yml")
        try project.write(#"{"id": 1, "total": 2.5}"#, to: "samples/orders.json")
        try project.write(#"{"id": 1, "at": "2024-01-02T03:04:05Z"}"#, to: "samples/events.json")
        #expect(try project.gen("module").status == 0)
        let models = set == "rxswift" ? "Shop/Model/" : "Shop/Sources/Shop/Model/"
        #expect(try !project.read(models + "Orders.swift").contains("import APICore"))
        #expect(try project.read(models + "Events.swift").contains("\nimport APICore\n"))

        try project.write(#"{"id": 1, "at": "soon"}"#, to: "samples/events.json")
        let rerun = try project.gen("module")
        #expect(rerun.status == 0)
        #expect(rerun.output.contains("updated   \(models)Events.swift\n"))
        #expect(!rerun.output.contains("Orders.swift"))
        #expect(try !project.read(models + "Events.swift").contains("import APICore"))
    }

}
