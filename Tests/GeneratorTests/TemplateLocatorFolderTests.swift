import Diagnostics
import Generator
import Testing
import TestSupport

/// A set whose set.yml is a folder was taken for a missing set ("no built-in template set
/// named 'async'", listing no sets) instead of being named.
@Suite struct TemplateLocatorFolderTests {
    @Test(arguments: ["async", "custom/async"])
    func aSetDescriptionThatIsAFolderIsNamed(set: String) {
        let fileSystem = InMemoryFileSystem(["templates/async/set.yml/x": "", "custom/async/set.yml/x": ""])
        let locator = TemplateLocator(fileSystem: fileSystem, builtInRoot: "templates")
        let folder = set.contains("/") ? set : "templates/" + set
        do {
            _ = try locator.folders(for: set)
            Issue.record("the set was found")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["\(folder)/set.yml: is a folder, not a file; gen reads its inputs only from regular files"])
        }
    }
}

/// A name without `/` is a folder of that name, unless the folder is no set (it has no
/// set.yml) and a built-in set has the name: a module written to `async/Jacob` left a folder
/// `async` that `--templates async` was taken for, and every rerun of it failed.
@Suite struct TemplateLocatorBareNameTests {
    let locator = { (files: [String: String]) in
        TemplateLocator(fileSystem: InMemoryFileSystem(files.merging(["templates/async/set.yml": "files: []\n"]) { $1 }), builtInRoot: "templates")
    }

    @Test func aFolderWithoutASetIsNotTakenForTheBuiltInSetOfItsName() throws {
        let folders = try locator(["async/Jacob/.gen.lock": ""]).folders(for: "async")
        #expect(folders.set == "templates/async")
    }

    @Test func aFolderWithASetIsTheSetEvenWhenABuiltInSetHasItsName() throws {
        let folders = try locator(["async/set.yml": "files: []\n"]).folders(for: "async")
        #expect(folders.set == "async")
    }

    @Test func aFolderWithoutASetThatNoBuiltInSetNamesIsSaidToHaveNone() {
        do {
            _ = try locator(["mine/x.stencil": ""]).folders(for: "mine")
            Issue.record("the folder was taken for a set")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["template folder 'mine' has no set.yml"])
        }
    }
}
