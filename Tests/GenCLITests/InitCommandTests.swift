import Foundation
import Testing
import TestSupport

/// `gen init` writes a starter manifest from the samples and never overwrites one.
@Suite struct InitCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// An `error.json` among the samples is the body of error answers: `gen init` names it as
    /// the module's `error:`, so `gen module` types it instead of making a `GET /error` screen,
    /// and the envelope the other samples share is still found.
    @Test func anErrorSampleBecomesTheModulesErrorNotAnEndpoint() throws {
        try folder.write(#"{"status": 0, "message": "ok", "data": {"id": 1}}"#, to: "samples/product.json")
        try folder.write(#"{"code": "not_found", "detail": "No such product"}"#, to: "samples/error.json")
        let result = try folder.gen("init", "Shop")
        #expect(result.status == 0, "\(result.errorOutput)")
        let manifest = try String(contentsOfFile: folder.path + "/gen.yml", encoding: .utf8)
        #expect(manifest.contains("\nerror: samples/error.json # the body of 4xx and 5xx answers: a typed error, not an endpoint\n"), "\(manifest)")
        #expect(manifest.contains("envelope: { data: data, code: status, message: message, success: 0 }"), "\(manifest)")
        #expect(!manifest.contains("name: Error"), "\(manifest)")
        let module = try folder.gen("module", "--templates", "async")
        #expect(module.status == 0, "\(module.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Shop/Sources/Shop/Model/ErrorModels.swift"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Shop/Sources/Shop/Api/ErrorAPI.swift"))
        let errors = try String(contentsOfFile: folder.path + "/Shop/Sources/Shop/Model/ErrorModels.swift", encoding: .utf8)
        #expect(errors.contains("struct ShopError"), "\(errors)")
    }

    /// `--templates` is written into gen.yml, so every later `gen module` uses that set.
    @Test func writesTheTemplateSetItIsGiven() throws {
        try folder.write(#"{"id": 1}"#, to: "samples/product.json")
        #expect(try folder.gen("init", "Shop", "--templates", "async").status == 0)
        let manifest = try String(contentsOfFile: folder.path + "/gen.yml", encoding: .utf8)
        #expect(manifest.contains("\ntemplates: async "), "\(manifest)")
        #expect(try folder.gen("module").status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Shop/Package.swift"))
        let wrong = try folder.gen("init", "Shop", "--templates", "asyn")
        #expect(wrong.status == 1)
        #expect(wrong.errorOutput.contains("no built-in template set named 'asyn'"), "\(wrong.errorOutput)")
    }

    @Test func detectsEndpointsPagingAndEnvelope() throws {
        try folder.write(#"{"status": 0, "message": "ok", "data": {"page": 1, "page_size": 2, "items": [{"id": 1}]}}"#, to: "samples/home.json")
        try folder.write(#"{"status": 0, "message": "ok", "data": {"id": 1}}"#, to: "samples/product_detail.json")
        let result = try folder.gen("init", "Shop")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == "created   gen.yml\n")
        #expect(try String(contentsOfFile: folder.path + "/gen.yml", encoding: .utf8) == """
        # gen.yml: what the JSON samples cannot say about the Shop module.
        # Written by `gen init`; docs/manifest.md documents every key.
        module: Shop
        samples: samples         # the JSON samples, one file (or folder of files) per endpoint
        templates: rxswift       # a built-in set (rxswift, async, swiftui) or a folder of your own
        access: public           # public or internal
        naming: swift            # swift: HomeAPI, Home, HomeViewModel; gckit: Home_api, Home_model, Home_vm
        # Every sample wraps its payload the same way; models are inferred from 'data'.
        envelope: { data: data, code: status, message: message, success: 0 }
        endpoints:
          - name: Home
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /home
            list: { page: page, size: page_size, first: 1, pageSize: 20, items: items }
          - name: ProductDetail
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /product_detail

        """)
        let module = try folder.gen("module", "--dry-run")
        #expect(module.status == 0, "\(module.errorOutput)")
        #expect(module.output.contains("create    Shop/Model/ProductDetail.swift\n"))
    }

    /// Samples cannot tell the method: file names that read as writes get one, and every
    /// method says it was guessed.
    @Test func methodsAreGuessedFromFileNamesAndSaySo() throws {
        for name in ["create_issue", "update_profile", "delete_comment", "post_message", "patch_settings", "issues"] {
            try folder.write(#"{"id": 1}"#, to: "samples/\(name).json")
        }
        let result = try folder.gen("init", "Tracker")
        #expect(result.status == 0, "\(result.errorOutput)")
        let endpoints = try folder.read("gen.yml").components(separatedBy: "endpoints:\n")[1]
        #expect(endpoints == """
          - name: CreateIssue
            method: POST         # from the file name 'create_issue'; the sample cannot tell
            path: /create_issue
          - name: DeleteComment
            method: DELETE       # from the file name 'delete_comment'; the sample cannot tell
            path: /delete_comment
          - name: Issues
            method: GET          # the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes
            path: /issues
          - name: PatchSettings
            method: PATCH        # from the file name 'patch_settings'; the sample cannot tell
            path: /patch_settings
          - name: PostMessage
            method: POST         # from the file name 'post_message'; the sample cannot tell
            path: /post_message
          - name: UpdateProfile
            method: PUT          # from the file name 'update_profile'; the sample cannot tell
            path: /update_profile

        """)
        let module = try folder.gen("module", "--dry-run", "-q")
        #expect(module.status == 0, "\(module.errorOutput)")
    }

    @Test func samplesWithoutACommonShapeGetNoEnvelope() throws {
        try folder.write(#"{"status": 0, "data": {"id": 1}}"#, to: "samples/a.json")
        try folder.write(#"{"id": 2}"#, to: "samples/b.json")
        #expect(try folder.gen("init", "Shop").status == 0)
        let text = try String(contentsOfFile: folder.path + "/gen.yml", encoding: .utf8)
        #expect(!text.contains("envelope"))
    }

    @Test func neverOverwritesAManifest() throws {
        try folder.write("module: Mine\n", to: "gen.yml")
        let result = try folder.gen("init", "Shop")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: gen.yml already exists
        note: gen init never overwrites it; edit it, or move it aside and run gen init again

        """)
        #expect(try String(contentsOfFile: folder.path + "/gen.yml", encoding: .utf8) == "module: Mine\n")
    }
}
