import JSONReader

/// The response envelope every kept response shares, as `gen init` finds it in samples:
/// an object with a data key and a code key; success is the code most responses carry.
public struct DetectedEnvelope: Sendable, Equatable {
    public var data: String
    public var code: String
    public var message: String?
    /// As gen.yml writes it: `0` or `"ok"`.
    public var success: String

    static let dataKeys = ["data", "result", "payload", "body"]
    static let codeKeys = ["code", "status", "errno", "ret", "error_code"]
    static let messageKeys = ["message", "msg", "error", "errmsg"]

    static func detect(_ responses: [JSONValue]) -> DetectedEnvelope? {
        guard let first = responses.first.flatMap(members),
              let data = dataKeys.first(where: { key in first.contains { $0.key == key } }),
              let code = codeKeys.first(where: { key in first.contains { $0.key == key } }) else { return nil }
        let message = messageKeys.first { key in first.contains { $0.key == key } }
        var counts: [String: Int] = [:]
        for response in responses {
            guard let object = members(response), object.contains(where: { $0.key == data }),
                  let value = object.first(where: { $0.key == code })?.value else { return nil }
            switch value.kind {
            case .number(let number) where number.isIntegerLiteral: counts[number.literal, default: 0] += 1
            case .string(let text) where text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }): counts["\"\(text)\"", default: 0] += 1
            default: return nil
            }
        }
        guard let success = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return nil }
        return DetectedEnvelope(data: data, code: code, message: message, success: success)
    }

    func payload(_ response: JSONValue) -> JSONValue {
        Self.members(response)?.first { $0.key == data }?.value ?? response
    }

    private static func members(_ value: JSONValue) -> [JSONMember]? {
        if case .object(let members) = value.kind { return members }
        return nil
    }
}
