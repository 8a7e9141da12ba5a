import Foundation
import Testing
import TestSupport

/// Reruns of `gen module` and `gen model` on a module folder: user edits survive, owned files
/// follow the samples, and nothing is written outside the module or when asked not to.
@Suite struct RegenerationTests {
    let project: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        let manager = FileManager.default
        try manager.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try manager.copyItem(atPath: Repository.examples + "/Jacob/gen.yml", toPath: project.path + "/gen.yml")
    }

    /// Every file under the project with its contents and modification date.
    private func snapshot() throws -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: project.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            let full = project.path + "/" + path
            let attributes = try manager.attributesOfItem(atPath: full)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[path] = "\(date) " + (try String(contentsOfFile: full, encoding: .utf8))
        }
        return result
    }

    @Test func firstRunWritesALockFileRecordingEveryFile() throws {
        #expect(try project.gen("module", "--json", "samples").status == 0)
        let lock = try project.read("Jacob/.gen.lock")
        #expect(lock.contains("\nmodule Jacob\nsamples ../samples\nmanifest ../gen.yml\ntemplates rxswift\n"))
        #expect(lock.split(separator: "\n").filter { $0.hasPrefix("file ") }.count == 11)
        #expect(lock.contains("\nfile scaffold "))
        #expect(lock.contains("\nmodel Home.Item.price Double\n"))
    }

    /// A key added before an existing one that camel-cases alike (`user_id` before `userId`)
    /// takes the number: `userID` still reads `userId`, so code using it reads the same data,
    /// and the report names the property that is new.
    @Test func aPropertyKeepsItsNameWhenAKeyThatCamelCasesAlikeArrives() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"userId": 2, "my key\n%": 1}"#, to: "samples/feed.json")
        #expect(try folder.gen("module", "Home", "--json", "samples").status == 0)
        try folder.write(#"{"user_id": 1, "userId": 2, "my key\n%": 1}"#, to: "samples/feed.json")
        let rerun = try folder.gen("module", "Home", "--json", "samples")
        #expect(rerun.status == 0, "\(rerun.errorOutput)")
        let model = try folder.read("Home/Model/Feed.swift")
        #expect(model.contains("case userID2 = \"user_id\"\n"), "\(model)")
        #expect(model.contains("case userID = \"userId\"\n"))
        #expect(rerun.output.contains("added     userID2: Int"), "\(rerun.output)")
        let lock = try folder.read("Home/.gen.lock")
        #expect(lock.contains("\nkey Feed.myKey my%20key%0A%25\nkey Feed.userID userId\nkey Feed.userID2 user_id\n"), "\(lock)")
    }

    @Test func editedOwnedFileIsAConflictAndEditedScaffoldIsKept() throws {
        _ = try project.gen("module", "--json", "samples")
        let router = try project.read("Jacob/Router/JacobRouter.swift") + "// my route\n"
        let viewModel = try project.read("Jacob/ViewModel/HomeViewModel.swift") + "// my code\n"
        try project.write(router, to: "Jacob/Router/JacobRouter.swift")
        try project.write(viewModel, to: "Jacob/ViewModel/HomeViewModel.swift")
        let before = try snapshot()

        let refused = try project.gen("module", "--json", "samples")
        #expect(refused.status == 1)
        #expect(refused.output == "9 unchanged, 1 kept, 1 conflict; nothing written in 38 ms\n")
        #expect(refused.errorOutput == """
        gen: error: Jacob/Router/JacobRouter.swift was edited since gen wrote it
        note: nothing was written; see the change with --diff, move your edit to a scaffold file, or rerun with --force to overwrite it and keep your text in a .orig copy beside it

        """)
        #expect(try snapshot() == before)

        let forced = try project.gen("module", "--json", "samples", "--force", "--verbose")
        #expect(forced.status == 0)
        #expect(forced.output.contains("updated   Jacob/Router/JacobRouter.swift (your text moved to Jacob/Router/JacobRouter.swift.orig)\n"))
        #expect(forced.output.contains("kept      Jacob/ViewModel/HomeViewModel.swift\n"))
        #expect(forced.output.hasSuffix("\n9 unchanged, 1 updated, 1 kept, 1 backed up in 38 ms\n"))
        #expect(try project.read("Jacob/Router/JacobRouter.swift") != router)
        #expect(try project.read("Jacob/Router/JacobRouter.swift.orig") == router)
        #expect(try project.read("Jacob/ViewModel/HomeViewModel.swift") == viewModel)
    }

    /// A merge of two branches that both regenerated the module leaves git's markers in an
    /// owned file; the conflict says so, at the first marker, and --force writes it anew.
    @Test func anOwnedFileAMergeLeftMarkersInIsNamedSo() throws {
        _ = try project.gen("module", "--json", "samples")
        let router = try project.read("Jacob/Router/JacobRouter.swift")
        try project.write("<<<<<<< HEAD\n" + router + "=======\n// theirs\n>>>>>>> feature\n", to: "Jacob/Router/JacobRouter.swift")
        let refused = try project.gen("module", "--json", "samples")
        #expect(refused.status == 1)
        #expect(refused.errorOutput == """
        Jacob/Router/JacobRouter.swift:1:1: error: a merge left its conflict markers in this file gen writes, so it reads as edited
        <<<<<<< HEAD
        ^
        note: nothing was written; rerun with --force to write it anew from the samples and keep your text in a .orig copy beside it

        """)
        #expect(try project.gen("module", "--json", "samples", "--force").status == 0)
        #expect(try project.read("Jacob/Router/JacobRouter.swift") == router)
    }

    /// A sample a merge left markers in stops the run, exit status 1, named so at the first
    /// marker, and nothing is written; gen lint says the same.
    @Test func aSampleAMergeLeftMarkersInStopsTheRunNamedSo() throws {
        _ = try project.gen("module", "--json", "samples")
        let model = try project.read("Jacob/Model/Product.swift")
        try project.write("{\n<<<<<<< HEAD\n  \"id\": 1\n=======\n  \"id\": 2\n>>>>>>> feature\n}\n", to: "samples/product.json")
        let expected = """
        samples/product.json:2:1: error: a merge left its conflict markers in the sample product.json
        <<<<<<< HEAD
        ^
        note: keep one side's lines between the markers: a sample is one JSON document

        """
        let refused = try project.gen("module", "--json", "samples")
        #expect(refused.status == 1)
        #expect(refused.errorOutput == expected)
        #expect(try project.read("Jacob/Model/Product.swift") == model)
        let lint = try project.gen("lint", "--samples", "samples")
        #expect(lint.status == 1)
        #expect(lint.errorOutput == expected)
    }

    /// A file at an owned file's path that the lock does not record (the lock deleted, or a
    /// module moved onto gen by hand) was said to be "edited since gen wrote it".
    @Test func anOwnedPathTheLockDoesNotRecordIsNamedSo() throws {
        _ = try project.gen("module", "--json", "samples")
        try FileManager.default.removeItem(atPath: project.path + "/Jacob/.gen.lock")
        try project.write("struct MyRouter {}\n", to: "Jacob/Router/JacobRouter.swift")
        let refused = try project.gen("module", "--json", "samples")
        #expect(refused.status == 1)
        #expect(refused.errorOutput == """
        gen: error: Jacob/Router/JacobRouter.swift is not what gen writes there, and .gen.lock does not record it
        note: nothing was written; gen does not overwrite a file it did not write: see the difference with --diff, or rerun with --force to overwrite it and keep your text in a .orig copy beside it

        """)
    }

    @Test func unchangedFilesAreNotRewritten() throws {
        _ = try project.gen("module", "--json", "samples")
        let before = try snapshot().filter { $0.key.hasPrefix("Jacob/") && $0.key != "Jacob/.gen.lock" }
        Thread.sleep(forTimeInterval: 0.05)
        let again = try project.gen("module", "--json", "samples")
        #expect(again.status == 0)
        #expect(try snapshot().filter { $0.key.hasPrefix("Jacob/") && $0.key != "Jacob/.gen.lock" } == before)
    }

    @Test func newSampleAddsItsFilesAndRegistrationWithoutTouchingUserCode() throws {
        _ = try project.gen("module", "--json", "samples")
        let viewModel = try project.read("Jacob/ViewModel/HomeViewModel.swift") + "// my code\n"
        try project.write(viewModel, to: "Jacob/ViewModel/HomeViewModel.swift")
        try project.write("{\"id\": 5, \"total\": 12.5}", to: "samples/cart.json")

        let result = try project.gen("module", "--json", "samples", "--verbose")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == """
        manifest  gen.yml
        samples   samples
        templates rxswift (\(Repository.templates)/rxswift, then \(Repository.templates)/common)
        created   Jacob/Api/CartAPI.swift
        unchanged Jacob/Api/HomeAPI.swift
        updated   Jacob/Api/JacobAPI.swift
        unchanged Jacob/Api/ProductAPI.swift
        unchanged Jacob/Jacob.podspec
        unchanged Jacob/JacobModule.swift
        created   Jacob/Model/Cart.swift
        unchanged Jacob/Model/Home.swift
        unchanged Jacob/Model/Product.swift
        unchanged Jacob/Model/SharedModels.swift
        updated   Jacob/Router/JacobRouter.swift
        created   Jacob/ViewModel/CartViewModel.swift
        kept      Jacob/ViewModel/HomeViewModel.swift
        unchanged Jacob/ViewModel/ProductViewModel.swift
        API changes (1 breaking):
          Cart  (new endpoint, breaking: exhaustive switches)
          Cart  (new type)
        APICore  5 unchanged in 38 ms
          unchanged APICore/APICore.podspec
          unchanged APICore/Sources/ModelSupport.swift
          unchanged APICore/Sources/Pager.swift
          unchanged APICore/Sources/RequestParameters.swift
          unchanged APICore/Tests/RequestParametersTests.swift
        8 unchanged, 2 updated, 3 created, 1 kept in 38 ms

        """)
        #expect(try project.read("Jacob/Router/JacobRouter.swift").contains("navigator.register(\"\\(scheme)://jacob/cart\")"))
        #expect(try project.read("Jacob/ViewModel/HomeViewModel.swift") == viewModel)
    }

    @Test func changedSampleTypesAreReported() throws {
        _ = try project.gen("module", "--json", "samples")
        try project.write("""
        {"id": "1042", "title": "Linen Shirt", "description": null, "price": 49.9, "currency": "EUR",
         "images": [{"url": "u", "width": 1, "height": 2, "caption": "c"}],
         "variants": [{"sku": "S", "size": "S", "color": "w", "stock": 3, "weight": 0.2}],
         "shop": {"id": 7, "name": "N", "verified": true}, "reviews_count": 1}
        """, to: "samples/product.json")
        let result = try project.gen("module", "--json", "samples", "--dry-run")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
        API changes (6 breaking):
          Product
            optional  description: String → String?  (breaking)
            retyped   id: Int → String  (breaking)
            removed   isFavorite: Bool  (breaking)
          Product.Image
            required  caption: String? → String  (breaking: constructing)
            retyped   url: URLText → String  (breaking)
          Product.Variant
            added     weight: Double  (breaking: constructing)
        Builds already shipped (3 properties fail to decode):
          Product.description: now null, where the old model reads String; builds before this change fail to decode Product
          Product.id: now a string, where the old model reads Int; builds before this change fail to decode Product
          Product.isFavorite: the key "is_favorite" is gone; builds before this change fail to decode Product
        9 unchanged, 2 to update; nothing written in 38 ms

        """))
    }

    /// A field every sample had as `null` is `JSONValue?`, which decodes whatever comes; the
    /// sample that shows its kind gives it a type, and the run says so.
    @Test func aNullFieldPinnedByALaterSampleIsReported() throws {
        try project.write(#"{"id": 1, "location": null}"#, to: "samples/place.json")
        _ = try project.gen("module", "--json", "samples")
        #expect(try project.read("Jacob/Model/Place.swift").contains("let location: JSONValue?"))
        try project.write(#"{"id": 1, "location": {"name": "Kanto"}}"#, to: "samples/place.json")
        let result = try project.gen("module", "--json", "samples", "--dry-run")
        #expect(result.status == 0)
        #expect(result.output.contains("retyped   location: JSONValue? → Location  (breaking)"), "\(result.output)")
    }

    /// A module gen 0.1 wrote has `WebURL` properties; the next run names the
    /// support type's new name once, as a breaking change, instead of each property.
    @Test func theRenamedURLSupportTypeIsReported() throws {
        _ = try project.gen("module", "--json", "samples")
        let lock = try project.read("Jacob/.gen.lock")
        #expect(lock.contains(" URLText\n"))
        try project.write(lock.replacingOccurrences(of: " URLText\n", with: " WebURL\n"), to: "Jacob/.gen.lock")
        let result = try project.gen("module", "--json", "samples", "--dry-run")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
        API changes (1 breaking):
          WebURL → URLText  (renamed type, breaking)
        11 unchanged; nothing written in 38 ms

        """))
    }

    /// An endpoint that was a screen and becomes a POST is an action: its edited ViewModel is
    /// kept as an orphan, it gets an Action, and its route is gone from the route enum, which
    /// the report names as breaking.
    @Test func aScreenThatBecomesAnActionOrphansItsViewModel() throws {
        try project.write("{\"id\": 5, \"total\": 12.5}", to: "samples/cart.json")
        _ = try project.gen("module", "--json", "samples")
        let viewModel = try project.read("Jacob/ViewModel/CartViewModel.swift") + "// my code\n"
        try project.write(viewModel, to: "Jacob/ViewModel/CartViewModel.swift")
        try project.write(try project.read("gen.yml") + "  - name: Cart\n    method: POST\n    path: /cart\n", to: "gen.yml")

        let result = try project.gen("module", "--json", "samples")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == """
        created   Jacob/Action/CartAction.swift
        updated   Jacob/Api/CartAPI.swift
        updated   Jacob/Api/JacobAPI.swift
        updated   Jacob/Router/JacobRouter.swift
        orphaned  Jacob/ViewModel/CartViewModel.swift
        API changes (1 breaking):
          Cart route
            removed   jacob/cart  (breaking)
        10 unchanged, 3 updated, 1 created, 1 orphaned in 38 ms

        """)
        #expect(result.errorOutput.contains("Jacob/ViewModel/CartViewModel.swift is orphaned: no template writes this path any more"))
        #expect(try project.read("Jacob/ViewModel/CartViewModel.swift") == viewModel)
        #expect(try !project.read("Jacob/Router/JacobRouter.swift").contains("jacob/cart"))
    }

    @Test func dryRunDiffAndCheckWriteNothing() throws {
        _ = try project.gen("module", "--json", "samples")
        try project.write("{\"id\": 5}", to: "samples/cart.json")
        let before = try snapshot()

        let dryRun = try project.gen("module", "--json", "samples", "--dry-run")
        #expect(dryRun.status == 0)
        #expect(dryRun.output == """
        create    Jacob/Api/CartAPI.swift
        update    Jacob/Api/JacobAPI.swift
        create    Jacob/Model/Cart.swift
        update    Jacob/Router/JacobRouter.swift
        create    Jacob/ViewModel/CartViewModel.swift
        API changes (1 breaking):
          Cart  (new endpoint, breaking: exhaustive switches)
          Cart  (new type)
        9 unchanged, 2 to update, 3 to create; nothing written in 38 ms

        """)
        let verbose = try project.gen("module", "--json", "samples", "--dry-run", "--verbose")
        #expect(verbose.output.contains("create    Jacob/Api/CartAPI.swift\nunchanged Jacob/Api/HomeAPI.swift\n"))

        let diff = try project.gen("module", "--json", "samples", "--diff")
        #expect(diff.status == 0)
        #expect(diff.output.contains("--- /dev/null\n+++ b/Jacob/Model/Cart.swift\n@@ -0,0 +1,9 @@\n+// Generated by gen: gen module Jacob\n"))
        #expect(diff.output.contains("--- a/Jacob/Router/JacobRouter.swift\n+++ b/Jacob/Router/JacobRouter.swift\n"))
        #expect(diff.output.contains("+    case cart\n"))

        let check = try project.gen("module", "--json", "samples", "--check")
        #expect(check.status == 1)
        #expect(try snapshot() == before)

        try FileManager.default.removeItem(atPath: project.path + "/samples/cart.json")
        #expect(try project.gen("module", "--json", "samples", "--check").status == 0)
    }

    @Test func modelCommandRegeneratesOnlyOwnedModelFiles() throws {
        _ = try project.gen("module", "--json", "samples")
        let router = try project.read("Jacob/Router/JacobRouter.swift")
        try project.write("{\"id\": 5}", to: "samples/cart.json")
        let result = try project.gen(["model"], in: "Jacob")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == """
        created   Model/Cart.swift
        API changes (1 breaking):
          Cart  (new endpoint, breaking: exhaustive switches)
          Cart  (new type)
        3 unchanged, 1 created in 38 ms

        """)
        #expect(try project.read("Jacob/Router/JacobRouter.swift") == router)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Jacob/Api/CartAPI.swift"))
        #expect(try project.read("Jacob/.gen.lock").contains(" Model/Cart.swift\n"))
        #expect(try project.read("Jacob/.gen.lock").contains(" Router/JacobRouter.swift\n"))
    }

    /// An endpoint whose sample is gone is removed by gen module, with its Api layer. gen
    /// model reported its types as removed and recorded that, while their file stayed; the
    /// gen module that removed them then reported nothing.
    @Test func modelCommandLeavesARemovedEndpointToTheModuleRun() throws {
        try project.write("{\"id\": 5}", to: "samples/cart.json")
        _ = try project.gen("module", "--json", "samples")
        let lock = try project.read("Jacob/.gen.lock")
        try FileManager.default.removeItem(atPath: project.path + "/samples/cart.json")
        let model = try project.gen(["model"], in: "Jacob")
        #expect(model.status == 1)
        #expect(model.errorOutput == """
        gen: error: Cart is no longer in the samples or gen.yml, and gen model regenerates only the models
        note: nothing was written; run gen module, which removes an endpoint's Api layer with its models and reports the change

        """)
        #expect(try project.read("Jacob/.gen.lock") == lock)
        let module = try project.gen("module", "--json", "samples")
        #expect(module.output.contains("  Cart  (removed endpoint, breaking)\n"), "\(module.output)")
    }

    @Test func modelCommandOutsideAModuleIsAnError() throws {
        let result = try project.gen("model")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: '.' holds no .gen.lock; it is not a folder gen wrote
        note: run gen model inside a module folder, or give the payload: gen model Event --samples FILE

        """)
    }

    @Test func symbolicLinkOutOfTheModuleIsRefused() throws {
        let outside = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: project.path + "/Jacob", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Jacob/Model", withDestinationPath: outside.path)
        let result = try project.gen("module", "--json", "samples")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: Jacob/Model is a symbolic link; gen writes only inside the module folder
        note: replace the link with a real folder or file, or choose another --output

        """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path + "/Jacob") == ["Model"])
    }

    @Test func moduleNameCannotLeaveTheFolder() throws {
        try FileManager.default.removeItem(atPath: project.path + "/gen.yml")
        let result = try project.gen("module", "../Escape", "--json", "samples")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("gen: error: module name '../Escape' holds '.', which is not an ASCII letter, digit or '_'\n"))
        #expect(!FileManager.default.fileExists(atPath: project.path + "/../Escape"))
    }

    /// A file standing where a folder must be created used to fail the run half-way; it is
    /// now refused before the first write, and the run after it carries on.
    @Test func aFileWhereAFolderMustGoIsRefusedBeforeAnyWrite() throws {
        _ = try project.gen("module", "--json", "samples")
        try project.write("{\"id\": 5}", to: "samples/cart.json")
        try FileManager.default.removeItem(atPath: project.path + "/Jacob/ViewModel")
        try project.write("in the way", to: "Jacob/ViewModel")
        let before = try snapshot()

        let failed = try project.gen("module", "--json", "samples")
        #expect(failed.status == 1)
        #expect(failed.errorOutput == """
        gen: error: Jacob/ViewModel is a file, but the module needs a folder there
        note: move the file away, or give the templates that write under it another path

        """)
        #expect(try snapshot() == before)
        let lint = try project.gen("lint")
        #expect(lint.status == 1)
        #expect(lint.errorOutput == failed.errorOutput)
        try FileManager.default.removeItem(atPath: project.path + "/Jacob/ViewModel")

        let resumed = try project.gen("module", "--json", "samples")
        #expect(resumed.status == 0, "\(resumed.errorOutput)")
        #expect(!resumed.output.contains("conflict"))
        #expect(resumed.output.contains("created   Jacob/Api/CartAPI.swift\n"))
    }

    /// The issue's own scenario: a read-only folder, found before the first write, so
    /// nothing is written (issue 40). Root ignores permission bits, so as root gen runs under
    /// setpriv without the capabilities that override them.
    @Test func readOnlyFolderStopsTheRunBeforeItsFirstWrite() throws {
        _ = try project.gen("module", "--json", "samples")
        try project.write("{\"id\": 5}", to: "samples/wishlist.json")
        var homeSample = try project.read("samples/home.json")
        homeSample = homeSample.replacingOccurrences(of: "\"total\": 37", with: "\"total\": 37.5")
        try project.write(homeSample, to: "samples/home.json")
        let model = project.path + "/Jacob/Model"
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: model)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: model) }
        let before = try snapshot()

        let arguments = ["module", "--json", "samples"]
        let failed = getuid() == 0
            ? try ProcessRunner.run("/usr/bin/setpriv", ["--bounding-set=-dac_override,-dac_read_search", ProcessRunner.genExecutable] + arguments, in: project.path)
            : try ProcessRunner.run(ProcessRunner.genExecutable, arguments, in: project.path)
        #expect(failed.status == 1)
        #expect(failed.errorOutput == """
        gen: error: Jacob/Model is read-only, and this run writes 2 files there, such as Jacob/Model/Home.swift
        note: nothing was written; make the folder writable (chmod u+w Jacob/Model) and rerun

        """)
        #expect(try snapshot() == before)

        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: model)
        let resumed = try project.gen("module", "--json", "samples", "--verbose")
        #expect(resumed.status == 0, "\(resumed.errorOutput)")
        #expect(resumed.output.contains("created   Jacob/Api/WishlistAPI.swift\n"))
        #expect(resumed.output.contains("created   Jacob/Model/Wishlist.swift\n"))
        #expect(resumed.output.contains("updated   Jacob/Model/Home.swift\n"))
    }
}
