@testable import Planner
import Testing

@Suite struct RouteSegmentTests {
    @Test func literalWithoutAngleBrackets() {
        #expect(RouteSegment("product") == .literal("product"))
    }

    @Test func placeholderWithoutKind() {
        #expect(RouteSegment("<id>") == .placeholder(kind: nil, name: "id"))
    }

    @Test func placeholderWithKind() {
        #expect(RouteSegment("<int:id>") == .placeholder(kind: "int", name: "id"))
    }

    @Test func everyColonButTheLastBelongsToTheKind() {
        #expect(RouteSegment("<a:b:c>") == .placeholder(kind: "a:b", name: "c"))
    }

    @Test func emptyKindAndEmptyNameAreKeptForValidation() {
        #expect(RouteSegment("<:id>") == .placeholder(kind: "", name: "id"))
        #expect(RouteSegment("<int:>") == .placeholder(kind: "int", name: ""))
    }

    @Test(arguments: ["<>", "a<b", "<id", "id>", "a<id>", "<id>b"])
    func angleBracketsThatAreNoPlaceholder(segment: String) {
        #expect(RouteSegment(Substring(segment)) == nil)
    }

    @Test func segmentsLeaveOutMalformedOnes() {
        #expect(RouteSegment.segments(of: "shop/<int:id>/a<b/<>/reviews") == [
            .literal("shop"),
            .placeholder(kind: "int", name: "id"),
            .literal("reviews"),
        ])
    }
}
