import Foundation
import Testing
import TestSupport

/// `gen context` finds the samples as `gen module` does, prints one endpoint on request,
/// and holds the module's lists once.
@Suite struct ContextSourcesTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "api/home.json")
        try folder.write(#"{"id": 1}"#, to: "api/create_issue.json")
        try folder.write("""
        module: Shop
        endpoints:
          - name: Home
            sample: api/home.json
          - name: CreateIssue
            method: POST
            sample: api/create_issue.json

        """, to: "gen.yml")
    }

    private let createIssue = #"""
    {
      "endpoint": {
        "CreateIssue": {
          "endpoint": {
            "arguments": [],
            "arrays": "repeated",
            "declarations": [
              {
                "kind": "struct",
                "name": "CreateIssue",
                "needsCodingKeys": false,
                "parent": null,
                "properties": [
                  {
                    "isOptional": false,
                    "key": "id",
                    "name": "id",
                    "needsCodingKey": false,
                    "type": "Int"
                  }
                ]
              }
            ],
            "declaresPayload": true,
            "errorModel": null,
            "fixture": ".init(id: 1)",
            "headers": [],
            "isAction": true,
            "isScreen": false,
            "list": null,
            "method": "POST",
            "modelName": "CreateIssue",
            "modelUsesFoundation": false,
            "modelUsesSupportTypes": false,
            "name": "CreateIssue",
            "names": {
              "action": "CreateIssueAction",
              "api": "CreateIssueAPI",
              "cell": "CreateIssueCell",
              "cellFile": "CreateIssueCell",
              "modelFile": "CreateIssue",
              "viewController": "CreateIssueViewController",
              "viewModel": "CreateIssueViewModel"
            },
            "opens": null,
            "params": [],
            "paramsIn": "body",
            "path": "/create_issue",
            "pathLiteral": "/create_issue",
            "pathParameters": [],
            "pathParts": [
              {
                "literal": "/create_issue"
              }
            ],
            "payloadType": "CreateIssue",
            "route": null,
            "routeParameters": [],
            "routeSegments": [],
            "sample": "{\"id\": 1}",
            "screen": null
          }
        }
      }
    }

    """#

    @Test func theManifestsSamplesNeedNoJSONFlagAndOneEndpointCanBePrinted() throws {
        let result = try folder.gen("context", "--endpoint", "CreateIssue")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput == "")
        #expect(result.output == createIssue)
    }

    @Test func insideAModuleFolderTheRecordedInputsAreRead() throws {
        #expect(try folder.gen("module", "-q").status == 0)
        let result = try folder.gen(["context", "--endpoint", "CreateIssue"], in: "Shop")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == createIssue)
    }

    @Test func anUnknownEndpointGetsASuggestion() throws {
        let result = try folder.gen("context", "--endpoint", "CreateIsue")
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == """
        gen: error: no endpoint named 'CreateIsue'
        note: did you mean 'CreateIssue'?

        """)
    }

    /// Each endpoint's entry holds only its `endpoint`: the module's lists, such as every
    /// endpoint with its declarations, appear once, under "module".
    @Test func theModulesListsAppearOnce() throws {
        let result = try folder.gen("context")
        #expect(result.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let endpoints = try #require(root["endpoint"] as? [String: [String: Any]])
        #expect(endpoints.keys.sorted() == ["CreateIssue", "Home"])
        #expect(endpoints.values.allSatisfy { $0.keys.sorted() == ["endpoint"] })
        #expect(result.output.components(separatedBy: "\"endpoints\": [").count == 2)
    }
}
