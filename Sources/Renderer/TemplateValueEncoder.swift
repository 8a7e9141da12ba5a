import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// Turns a context type into the value templates read, so each key is spelled once: as the
/// name of a stored property of an `Encodable` context type. A `nil` optional is `null`, not
/// a missing key, because reading a missing key is an error in a template.
package enum TemplateValueEncoder {
    package static func value(of context: some Encodable) -> TemplateValue {
        let slot = Slot()
        // The containers below never throw; a context type with a throwing `encode(to:)` of
        // its own would leave `null`.
        try? context.encode(to: ValueEncoder(slot: slot))
        return slot.value
    }

    package static func dictionary(of context: some Encodable) -> TemplateDictionary {
        guard case .dictionary(let dictionary) = value(of: context) else { return TemplateDictionary() }
        return dictionary
    }

    static func integer(_ value: some BinaryInteger) -> TemplateValue {
        Int(exactly: value).map(TemplateValue.int) ?? .double(Double(value))
    }
}

/// Where a container writes the value being built.
private final class Slot {
    var value: TemplateValue = .null
}

private struct ValueEncoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .dictionary = slot.value {} else { slot.value = .dictionary(TemplateDictionary()) }
        return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = slot.value {} else { slot.value = .array([]) }
        return UnkeyedContainer(slot: slot)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: slot)
    }
}

/// Context types encode flat values only; what is written through a nested container or a
/// super encoder of another key is dropped.
private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    var codingPath: [any CodingKey] = []

    private func set(_ value: TemplateValue, _ key: Key) {
        guard case .dictionary(var dictionary) = slot.value else { return }
        slot.value = .null
        dictionary[key.stringValue] = value
        slot.value = .dictionary(dictionary)
    }

    mutating func encodeNil(forKey key: Key) { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) { set(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) { set(.double(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) { set(.int(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { set(TemplateValueEncoder.integer(value), key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { set(value.map { value in .bool(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { set(value.map { value in .string(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { set(value.map { value in .double(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { set(value.map { value in .double(Double(value)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { set(value.map { value in .int(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { set(value.map { value in TemplateValueEncoder.integer(value) } ?? .null, key) }
    mutating func encode(_ value: some Encodable, forKey key: Key) { set(TemplateValueEncoder.value(of: value), key) }
    mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) { set(value.map { TemplateValueEncoder.value(of: $0) } ?? .null, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: Slot()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnkeyedContainer(slot: Slot())
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(slot: slot) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(slot: Slot()) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey] = []
    var count: Int {
        guard case .array(let items) = slot.value else { return 0 }
        return items.count
    }

    private func append(_ value: TemplateValue) {
        guard case .array(var items) = slot.value else { return }
        slot.value = .null
        items.append(value)
        slot.value = .array(items)
    }

    mutating func encodeNil() { append(.null) }
    mutating func encode(_ value: Bool) { append(.bool(value)) }
    mutating func encode(_ value: String) { append(.string(value)) }
    mutating func encode(_ value: Double) { append(.double(value)) }
    mutating func encode(_ value: Float) { append(.double(Double(value))) }
    mutating func encode(_ value: Int) { append(.int(value)) }
    mutating func encode(_ value: Int8) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: Int16) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: Int32) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: Int64) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt16) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt32) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) { append(TemplateValueEncoder.integer(value)) }
    mutating func encode(_ value: some Encodable) { append(TemplateValueEncoder.value(of: value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: Slot()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedContainer(slot: Slot()) }
    mutating func superEncoder() -> any Encoder { ValueEncoder(slot: Slot()) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() { slot.value = .null }
    mutating func encode(_ value: Bool) { slot.value = .bool(value) }
    mutating func encode(_ value: String) { slot.value = .string(value) }
    mutating func encode(_ value: Double) { slot.value = .double(value) }
    mutating func encode(_ value: Float) { slot.value = .double(Double(value)) }
    mutating func encode(_ value: Int) { slot.value = .int(value) }
    mutating func encode(_ value: Int8) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: Int16) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: Int32) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: Int64) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: UInt) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: UInt8) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: UInt16) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: UInt32) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: UInt64) { slot.value = TemplateValueEncoder.integer(value) }
    mutating func encode(_ value: some Encodable) { slot.value = TemplateValueEncoder.value(of: value) }
}
