import Foundation
import Testing
import TestSupport

/// A module through a scripted life, one `gen module` after each change: create, edit a
/// scaffold file, add an endpoint, retype a field, add an enum case, remove an endpoint,
/// switch naming, force. After every step the user's edits are still on disk and the
/// report is exact.
@Suite struct ModuleLifeTests {
    let project: TemporaryFolder
    /// What the user wrote, by path, checked after every step.
    private var edits: [String: String] = [:]

    init() throws {
        project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/gen.yml", toPath: project.path + "/gen.yml")
    }

    private mutating func edit(_ path: String, appending text: String) throws {
        let edited = try project.read(path) + text
        try project.write(edited, to: path)
        edits[path] = edited
    }

    private func run(_ arguments: String...) throws -> ProcessResult {
        let result = try project.gen(arguments)
        for (path, text) in edits {
            #expect(try project.read(path) == text, "\(path) lost the user's edit")
        }
        return result
    }

    private static func orphan(_ path: String, _ reason: String) -> String {
        """
        gen: warning: Jacob/ViewModel/\(path) is orphaned: \(reason)
        note: gen never deletes a scaffold file; move what you still need out of it, then delete it (until then it stays in .gen.lock and this warning repeats)

        """
    }

    @Test mutating func aModuleLivesThroughEveryKindOfChange() throws {
        let created = try run("module")
        #expect(created.status == 0)
        #expect(created.output.hasPrefix("created   Jacob/Api/HomeAPI.swift\n"))
        #expect(created.output.hasSuffix("""

        APICore  5 created in 38 ms
          created   APICore/APICore.podspec
          created   APICore/Sources/ModelSupport.swift
          created   APICore/Sources/Pager.swift
          created   APICore/Sources/RequestParameters.swift
          created   APICore/Tests/RequestParametersTests.swift
        11 created in 38 ms

        """))
        #expect(try project.read("Jacob/Model/Home.swift").contains("\nimport APICore\n"))

        try edit("Jacob/ViewModel/HomeViewModel.swift", appending: "// my code\n")

        try project.write(#"{"id": 5, "total": 12.5, "state": "open"}"#, to: "samples/cart/first.json")
        try project.write(try project.read("gen.yml") + "types:\n  Cart.state: enum\n", to: "gen.yml")
        let added = try run("module")
        #expect(added.status == 0)
        #expect(added.errorOutput == "")
        #expect(added.output == """
        created   Jacob/Api/CartAPI.swift
        updated   Jacob/Api/JacobAPI.swift
        created   Jacob/Model/Cart.swift
        updated   Jacob/Router/JacobRouter.swift
        created   Jacob/ViewModel/CartViewModel.swift
        API changes (1 breaking):
          Cart  (new endpoint, breaking: exhaustive switches)
          Cart  (new type)
          Cart.State  (new type)
        8 unchanged, 2 updated, 3 created, 1 kept in 38 ms

        """)

        try project.write(#"{"id": 5, "total": "12.5", "state": "open"}"#, to: "samples/cart/first.json")
        let retyped = try run("module")
        #expect(retyped.status == 0)
        #expect(retyped.output == """
        updated   Jacob/Api/JacobAPI.swift
        updated   Jacob/Model/Cart.swift
        API changes (1 breaking):
          Cart
            retyped   total: Double → String  (breaking)
        Builds already shipped (1 property fails to decode):
          Cart.total: now a string, where the old model reads Double; builds before this change fail to decode Cart
        11 unchanged, 2 updated, 1 kept in 38 ms

        """)

        try project.write(#"{"id": 6, "total": "1", "state": "draft"}"#, to: "samples/cart/second.json")
        let check = try run("module", "--check")
        #expect(check.status == 1)
        #expect(check.output == """
        update    Jacob/Model/Cart.swift
        API changes (1 breaking):
          Cart.State
            new case  draft  (breaking: exhaustive switches)
        12 unchanged, 1 to update, 1 kept; nothing written in 38 ms

        """)
        #expect(try run("module").status == 0)
        #expect(try project.read("Jacob/.gen.lock").contains("\nenum Cart.State `open`, draft\n"))

        try FileManager.default.removeItem(atPath: project.path + "/samples/cart")
        try project.write(try project.read("gen.yml").replacingOccurrences(of: "types:\n  Cart.state: enum\n", with: ""), to: "gen.yml")
        let removed = try run("module")
        #expect(removed.status == 0)
        #expect(removed.errorOutput == Self.orphan("CartViewModel.swift", "it was written for the endpoint Cart, which the module no longer has"))
        #expect(removed.output == """
        removed   Jacob/Api/CartAPI.swift
        updated   Jacob/Api/JacobAPI.swift
        removed   Jacob/Model/Cart.swift
        updated   Jacob/Router/JacobRouter.swift
        orphaned  Jacob/ViewModel/CartViewModel.swift
        API changes (3 breaking):
          Cart  (removed endpoint, breaking)
          Cart  (removed type, breaking)
          Cart.State  (removed type, breaking)
        8 unchanged, 2 updated, 1 kept, 2 removed, 1 orphaned in 38 ms

        """)

        try edit("Jacob/Router/JacobRouter.swift", appending: "// my route\n")
        try project.write(try project.read("gen.yml") + "naming: gckit\n", to: "gen.yml")
        let switchPlan = """
        remove    Jacob/Api/HomeAPI.swift
        create    Jacob/Api/Home_api.swift
        remove    Jacob/Api/JacobAPI.swift
        create    Jacob/Api/Jacob_api.swift
        remove    Jacob/Api/ProductAPI.swift
        create    Jacob/Api/Product_api.swift
        remove    Jacob/JacobModule.swift
        remove    Jacob/Model/Home.swift
        create    Jacob/Model/Home_model.swift
        remove    Jacob/Model/Product.swift
        create    Jacob/Model/Product_model.swift
        create    Jacob/Module/JacobCore.swift
        create    Jacob/Module/Jacob_router.swift
        conflict  Jacob/Router/JacobRouter.swift
        orphaned  Jacob/ViewModel/CartViewModel.swift
        orphaned  Jacob/ViewModel/HomeViewModel.swift
        create    Jacob/ViewModel/Home_vm.swift
        orphaned  Jacob/ViewModel/ProductViewModel.swift
        create    Jacob/ViewModel/Product_vm.swift
        """
        let renames = """
        API changes (8 breaking):
          HomeAPI → Home_api  (renamed type, breaking)
          HomeViewModel → Home_vm  (renamed type, breaking)
          JacobAPI → Jacob_api  (renamed type, breaking)
          JacobModule → JacobCore  (renamed type, breaking)
          JacobRoute → Jacob_route  (renamed type, breaking)
          JacobRouter → Jacob_router  (renamed type, breaking)
          ProductAPI → Product_api  (renamed type, breaking)
          ProductViewModel → Product_vm  (renamed type, breaking)
        """
        let orphans = Self.orphan("CartViewModel.swift", "it was written for the endpoint Cart, which the module no longer has")
            + Self.orphan("HomeViewModel.swift", "no template writes this path any more (the template set, naming or layers changed, or its endpoint stopped being a screen)")
            + Self.orphan("ProductViewModel.swift", "no template writes this path any more (the template set, naming or layers changed, or its endpoint stopped being a screen)")
        let refused = try run("module")
        #expect(refused.status == 1)
        #expect(refused.output == switchPlan + "\n" + renames + "\n2 unchanged, 9 to create, 1 conflict, 6 to remove, 3 orphaned; nothing written in 38 ms\n")
        #expect(refused.errorOutput == orphans + """
        gen: error: Jacob/Router/JacobRouter.swift was edited since gen wrote it, and no template writes it any more
        note: a run would stop here; move your edit elsewhere and delete the file, or rerun with --force to remove it and keep your text in a .orig copy beside it
        gen: error: this run switches naming from swift to gckit in Jacob
        note: nothing was written; the lines above say what switching creates, removes and orphans; rerun with --force to switch (an edited file is kept as a .orig copy, a scaffold file is never deleted)

        """)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Jacob/Api/Home_api.swift"))

        let routerEdit = edits.removeValue(forKey: "Jacob/Router/JacobRouter.swift")
        let forced = try run("module", "--force")
        #expect(forced.status == 0)
        #expect(forced.errorOutput == orphans + "gen: warning: this run switches naming from swift to gckit in Jacob\n")
        #expect(forced.output == switchPlan
            .replacingOccurrences(of: "remove    ", with: "removed   ")
            .replacingOccurrences(of: "create    ", with: "created   ")
            .replacingOccurrences(of: "conflict  Jacob/Router/JacobRouter.swift", with: "removed   Jacob/Router/JacobRouter.swift (your text moved to Jacob/Router/JacobRouter.swift.orig)")
            + "\n" + renames + "\n2 unchanged, 9 created, 7 removed, 3 orphaned, 1 backed up in 38 ms\n")
        #expect(try project.read("Jacob/Router/JacobRouter.swift.orig") == routerEdit)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Jacob/Router/JacobRouter.swift"))
        #expect(try run("module").output == "orphaned  Jacob/ViewModel/CartViewModel.swift\norphaned  Jacob/ViewModel/HomeViewModel.swift\norphaned  Jacob/ViewModel/ProductViewModel.swift\n11 unchanged, 3 orphaned in 38 ms\n")
    }
}
