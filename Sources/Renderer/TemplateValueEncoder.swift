import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// Turns a context type into the value templates read, so each key is spelled once: as the
/// name of a stored property of an `Encodable` context type. A `nil` optional is `null`, not
/// a missing key, because reading a missing key is an error in a template; gen's JSON reports,
/// which leave such keys out, ask for `.omitted`.
package enum TemplateValueEncoder {
    /// What a `nil` optional property becomes.
    package enum NilKeys: Sendable {
        case null
        case omitted
    }

    package static func value(of context: some Encodable, nilKeys: NilKeys = .null) -> TemplateValue {
        let slot = Slot(nilKeys: nilKeys)
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
    let nilKeys: TemplateValueEncoder.NilKeys

    init(nilKeys: TemplateValueEncoder.NilKeys) {
        self.nilKeys = nilKeys
    }

    /// An empty slot for a value inside this one.
    func child() -> Slot {
        Slot(nilKeys: nilKeys)
    }
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

    private func setIfPresent(_ value: TemplateValue?, _ key: Key) {
        if let value {
            set(value, key)
        } else if slot.nilKeys == .null {
            set(.null, key)
        }
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
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { setIfPresent(value.map { value in .bool(value) }, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { setIfPresent(value.map { value in .string(value) }, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { setIfPresent(value.map { value in .double(value) }, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { setIfPresent(value.map { value in .double(Double(value)) }, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { setIfPresent(value.map { value in .int(value) }, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { setIfPresent(value.map { value in TemplateValueEncoder.integer(value) }, key) }
    mutating func encode(_ value: some Encodable, forKey key: Key) { set(TemplateValueEncoder.value(of: value, nilKeys: slot.nilKeys), key) }
    mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) { setIfPresent(value.map { TemplateValueEncoder.value(of: $0, nilKeys: slot.nilKeys) }, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: slot.child()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnkeyedContainer(slot: slot.child())
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(slot: slot) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(slot: slot.child()) }
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
    mutating func encode(_ value: some Encodable) { append(TemplateValueEncoder.value(of: value, nilKeys: slot.nilKeys)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: slot.child()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedContainer(slot: slot.child()) }
    mutating func superEncoder() -> any Encoder { ValueEncoder(slot: slot.child()) }
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
    mutating func encode(_ value: some Encodable) { slot.value = TemplateValueEncoder.value(of: value, nilKeys: slot.nilKeys) }
}
