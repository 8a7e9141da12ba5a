import Foundation
import Testing
import TestSupport

/// Drives `gen context` on temporary folders.
@Suite struct ContextCommandTests {

    private func object(_ value: Any?) throws -> [String: Any] {
        try #require(value as? [String: Any])
    }

    @Test func printsEachScopesContextAsSortedPrettyJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"[{"id": 1, "note": null}]"#, to: "samples/order_items.json")
        try folder.write("module: Shop\nendpoints:\n  - name: OrderItems\n    method: POST\n    path: /orders/{order_id}/items\n", to: "gen.yml")
        let result = try folder.gen(["context", "--json", "samples"])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput == "")
        #expect(result.output.hasPrefix("""
        {
          "endpoint": {
            "OrderItems": {
              "endpoint": {
                "arguments": [
                  {
                    "dateFormat": null,
                    "header": null,
                    "key": "order_id",
                    "label": "orderID",
                    "name": "orderID",
                    "role": "path",
                    "type": "String"
                  }
                ],
                "arrays": "repeated",
                "declarations": [
                  {
                    "kind": "struct",
                    "name": "OrderItem",
                    "needsCodingKeys": false,
                    "parent": null,
                    "properties": [
                      {
                        "isOptional": false,
                        "key": "id",
                        "name": "id",
                        "needsCodingKey": false,
                        "type": "Int"
                      },
                      {
                        "isOptional": true,
                        "key": "note",
                        "name": "note",
                        "needsCodingKey": false,
                        "type": "JSONValue?"
                      }
                    ]
                  }
                ],
                "declaresPayload": false,
                "errorModel": null,
                "fixture": "[.init(id: 1)]",
                "headers": [],
                "isAction": true,
                "isScreen": false,
                "list": null,
                "method": "POST",
                "modelName": "OrderItems",
                "modelUsesFoundation": false,
                "modelUsesSupportTypes": true,
                "name": "OrderItems",
                "names": {
                  "action": "OrderItemsAction",
                  "api": "OrderItemsAPI",
                  "cell": "OrderItemsCell",
                  "cellFile": "OrderItemsCell",
                  "modelFile": "OrderItems",
                  "viewController": "OrderItemsViewController",
                  "viewModel": "OrderItemsViewModel"
                },
                "opens": null,
                "params": [],
                "paramsIn": "body",
                "path": "/orders/{order_id}/items",
                "pathLiteral": "/orders/\\\\(orderID)/items",
                "pathParameters": [
                  {
                    "key": "order_id",
                    "name": "orderID",
                    "type": "String"
                  }
                ],
                "pathParts": [
                  {
                    "literal": "/orders/"
                  },
                  {
                    "key": "order_id",
                    "literal": null,
                    "name": "orderID",
                    "type": "String"
                  },
                  {
                    "literal": "/items"
                  }
                ],
                "payloadType": "[OrderItem]",
                "route": null,
                "routeParameters": [],
                "routeSegments": [],
                "sample": "[{\\"id\\": 1, \\"note\\": null}]",
                "screen": null
              }
            }
          },
          "module": {
            "access": "public",
            "accessModifier": "public ",
            "actions": [

        """))
        #expect(result.output.hasSuffix("""
            "envelope": null,
            "errorModels": [],
            "module": {
              "name": "Shop",
              "names": {
                "api": "ShopAPI",
                "entry": "ShopModule",
                "entryFile": "ShopModule",
                "route": "ShopRoute",
                "router": "ShopRouter",
                "routerFile": "Router/ShopRouter"
              }
            },
            "naming": "swift",
            "package": {
              "authors": [],
              "dependencies": [],
              "homepage": null,
              "license": null,
              "platforms": [
                {
                  "name": "ios",
                  "version": "13.0"
                }
              ],
              "source": null,
              "version": "0.1.0"
            },
            "screens": [],
            "sharedModels": {
              "declarations": [],
              "usesFoundation": false,
              "usesSupportTypes": false
            },
            "supportTypes": [
              "JSONValue"
            ]
          }
        }

        """))
    }

    /// The endpoint templates' context is the module templates' context plus `endpoint`,
    /// which is all `gen context` prints by endpoint.
    @Test func jacobContextsHoldEveryEndpointWithItsModelTypes() throws {
        let folder = try TemporaryFolder()
        let jacob = Repository.examples + "/Jacob"
        let result = try folder.gen(["context", "--json", jacob + "/samples", "--manifest", jacob + "/gen.yml"])
        #expect(result.status == 0, "\(result.errorOutput)")
        let root = try object(JSONSerialization.jsonObject(with: Data(result.output.utf8)))
        #expect(root.keys.sorted() == ["endpoint", "module"])
        let module = try object(root["module"])
        #expect(module.keys.sorted() == ["access", "accessModifier", "actions", "auth", "command", "core", "endpoints", "envelope", "errorModels", "module", "naming", "package", "screens", "sharedModels", "supportTypes"])
        let endpoints = try object(root["endpoint"])
        #expect(endpoints.keys.sorted() == ["Home", "Product"])
        let product = try object(endpoints["Product"])
        #expect(product.keys.sorted() == ["endpoint"])
        let endpoint = try object(product["endpoint"])
        #expect(endpoint["payloadType"] as? String == "Product")
        let declarations = try #require(endpoint["declarations"] as? [[String: Any]])
        #expect(declarations.map { $0["name"] as? String } == ["Product", "Image", "Variant"])
        #expect(declarations.map { $0["parent"] as? String } == [nil, "Product", "Product"])
        let firstProperty = try #require((declarations[1]["properties"] as? [[String: Any]])?.first)
        #expect(firstProperty["name"] as? String == "url")
        #expect(firstProperty["type"] as? String == "URLText")
    }

    /// `gen context` shows what `gen module` renders: a rerun keeps the names and types the
    /// module's lock records, so the context does too. A property now only null printed
    /// `JSONValue?` while the module was written with the recorded `Int?`.
    @Test func theContextKeepsWhatTheModulesLockRecords() throws {
        let folder = try TemporaryFolder()
        try folder.write("module: Shop\nendpoints:\n  - name: Product\n    path: /products/1\n", to: "gen.yml")
        try folder.write(#"{"id": 1, "reviews_count": 3}"#, to: "samples/product.json")
        #expect(try folder.gen("module").status == 0)
        try folder.write(#"{"id": 1, "reviews_count": null}"#, to: "samples/product.json")
        for directory in [".", "Shop"] {
            let result = try folder.gen(["context", "--endpoint", "Product"], in: directory)
            #expect(result.status == 0, "\(result.errorOutput)")
            let root = try object(JSONSerialization.jsonObject(with: Data(result.output.utf8)))
            let endpoint = try object(try object(try object(root["endpoint"])["Product"])["endpoint"])
            let declarations = try #require(endpoint["declarations"] as? [[String: Any]])
            let properties = try #require(declarations.first?["properties"] as? [[String: Any]])
            #expect(properties.first { $0["name"] as? String == "reviewsCount" }?["type"] as? String == "Int?", "in \(directory)")
        }
    }

    @Test func sampleWarningsGoToStandardError() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1, "id": 2}"#, to: "samples/home.json")
        let result = try folder.gen(["context", "Shop", "--json", "samples"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{\n  \"endpoint\": {\n    \"Home\": {\n"))
        #expect(result.errorOutput == """
        samples/home.json:1:11: warning: duplicate key "id"; the object already has it at samples/home.json:1:2
        {"id": 1, "id": 2}
                  ^
        note: decoders keep only one of the two values

        """)
    }

    @Test func missingSamplesFolderIsAnErrorAndPrintsNothing() throws {
        let folder = try TemporaryFolder()
        let result = try folder.gen(["context", "Shop", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == """
        gen: error: samples folder 'samples' does not exist
        note: pass the folder that holds your JSON samples with --samples

        """)
    }

    @Test func missingModuleNameIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        let result = try folder.gen(["context", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == """
        gen: error: no module name
        note: name it on the command line (gen module Jacob --samples samples/) or with 'module: Jacob' in gen.yml

        """)
    }
}
