@testable import Inference
import Foundation
import Testing
import TestSupport

/// A Reddit comment thread (`/comments/<id>.json`: a Listing of the post, then a Listing of
/// comments): each comment's `replies` is `""` or a Listing, an object that holds the next
/// comments two objects down (`data.children[].data`). The tree folds into one comment type
/// whose `replies` is a union of a string and the Listing itself.
@Suite struct StringOrListingTreeTests {
    static let thread = Repository.root + "/Tests/Corpus/reddit_comment_thread.json"

    @Test func aCommentTreeBehindListingsFoldsIntoOneCommentType() throws {
        let json = try String(contentsOfFile: Self.thread, encoding: .utf8)
        let model = try StableNamesTests.infer([("RedditCommentThread", json)])
        let declarations = DataShapePropertyTests.declarations(model)
        let comments = declarations.compactMap { declaration -> ModelStruct? in
            guard case .structure(let type) = declaration, type.properties.contains(where: { $0.key == "replies" }) else { return nil }
            return type
        }
        #expect(comments.count == 1, "\(comments.map(\.name))")
        let structs = declarations.compactMap { declaration -> String? in
            guard case .structure(let type) = declaration else { return nil }
            return type.name
        }
        #expect(structs.sorted() == ["Child", "ChildData", "Gildings", "RedditCommentThreadItem", "RedditCommentThreadItemData"])
        let replies = declarations.compactMap { declaration -> ModelUnion? in
            guard case .union(let union) = declaration, union.name == "Replies" else { return nil }
            return union
        }
        #expect(replies.first?.cases.map(\.name) == ["string", "object"])
        #expect(replies.first?.cases.last?.type == .named("RedditCommentThreadItem"))
    }

    /// Two threads whose Listings differ (one has a next page) and whose comments do not:
    /// the child and comment types hold the marker of their own thread's Listing, so they
    /// are not shared, which would make the second thread's replies the first one's type.
    @Test func theStructsBetweenATreeAndItsLevelsAreNotShared() throws {
        let thread = try String(contentsOfFile: Self.thread, encoding: .utf8)
        let model = try StableNamesTests.infer([
            ("FirstThread", thread),
            ("SecondThread", thread.replacingOccurrences(of: #""after": "t1_l1z0g5""#, with: #""after": null"#)),
        ])
        let sharedStructs = model.shared.compactMap { declaration -> String? in
            guard case .structure(let type) = declaration else { return nil }
            return type.name
        }
        #expect(sharedStructs == ["Gildings"])
    }
}
