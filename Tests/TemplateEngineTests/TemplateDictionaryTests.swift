import Testing
import TemplateEngine

/// The dictionary keeps its keys in insertion order and behaves as a value: a copy shares
/// storage with its original only until either of them changes.
@Suite struct TemplateDictionaryTests {
    @Test func aChangedCopyLeavesItsOriginalAlone() {
        let original: TemplateDictionary = ["a": "1", "b": "2"]
        var copy = original
        copy["a"] = "changed"
        copy["c"] = "3"
        copy["b"] = nil
        #expect(original.keys == ["a", "b"])
        #expect(original["a"] == "1")
        #expect(original["b"] == "2")
        #expect(copy.keys == ["a", "c"])
        #expect(copy["a"] == "changed")
        #expect(copy != original)
    }

    @Test func aLargeDictionaryFindsEveryKeyThroughItsIndexAfterCopiesAndRemovals() {
        var large = TemplateDictionary((0..<40).map { ("key\($0)", TemplateValue.int($0)) })
        let before = large
        large["key7"] = nil
        large["key40"] = .int(40)
        #expect(large.count == 40)
        #expect(large["key7"] == nil)
        #expect(large["key8"] == .int(8))
        #expect(large["key40"] == .int(40))
        #expect(large.keys.last == "key40")
        #expect(before.count == 40)
        #expect(before["key7"] == .int(7))
        #expect(before["key40"] == nil)
    }

    @Test func aDictionaryThatShrinksBelowTheIndexedSizeStillFindsEveryKey() {
        var dictionary = TemplateDictionary((0..<13).map { ("key\($0)", TemplateValue.int($0)) })
        dictionary["key0"] = nil
        dictionary["key13"] = .int(13)
        dictionary["key5"] = .string("five")
        #expect(dictionary.keys == (1...13).map { "key\($0)" })
        #expect((1...13).allSatisfy { dictionary["key\($0)"] != nil })
        #expect(dictionary["key0"] == nil)
        #expect(dictionary["key5"] == "five")
        #expect(dictionary.pairs.map(\.key) == dictionary.keys)
    }

    @Test func equalDictionariesNeedTheSameKeysInTheSameOrder() {
        let forward: TemplateDictionary = ["a": "1", "b": "2"]
        let same: TemplateDictionary = ["a": "1", "b": "2"]
        let reversed: TemplateDictionary = ["b": "2", "a": "1"]
        #expect(forward == same)
        #expect(forward != reversed)
    }
}
