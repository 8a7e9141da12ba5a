/// Whether the builds made from the module before a run, already in users' hands, still
/// decode what the server sends now, as the run's samples show it: each property that makes
/// them fail, and each guess of theirs a sample has since pinned, which they still decode.
/// Printed after a run apart from the API changes, and in the JSON output.
package struct WireReport: Sendable, Equatable {
    package struct Finding: Sendable, Equatable {
        package enum Kind: String, Sendable {
            /// A key a non-optional property decodes is missing (`keyNotFound`).
            case keyGone = "key gone"
            /// A non-optional property's value is `null` (`valueNotFound`).
            case nowNull = "now null"
            /// The value is of another JSON kind than the property's type reads, or a number
            /// that is not whole where it reads `Int` (`typeMismatch`, `dataCorrupted`).
            case typeMismatch = "type mismatch"
            /// A property every sample had as `null` (`JSONValue?`) now has a type: the old
            /// builds still decode it, as a `JSONValue`.
            case pinned
        }

        /// The endpoint whose response the old builds fail to decode.
        package var endpoint: String
        /// The struct that declares the property; the endpoint when the response itself, or
        /// an element of it, is what changed.
        package var type: String
        /// The property, with the index or key of the element in a collection (`tags[2]`);
        /// empty for the response itself.
        package var property: String
        package var kind: Kind
        /// The property's JSON key, when it is not the property's name.
        package var key: String?
        /// The type the old model reads there.
        package var oldType: String
        /// What the sample holds there (`an object`, `14.5`); for `pinned`, the new type.
        package var found: String?
        /// The sample that shows it.
        package var sample: String?

        package init(endpoint: String, type: String, property: String, kind: Kind, key: String? = nil, oldType: String, found: String? = nil, sample: String? = nil) {
            self.endpoint = endpoint
            self.type = type
            self.property = property
            self.kind = kind
            self.key = key
            self.oldType = oldType
            self.found = found
            self.sample = sample
        }

        package var breaksDecoding: Bool { kind != .pinned }

        /// Whether `other` says the same of the same property, maybe of another element of a
        /// collection: a property fails alike in every element of an array.
        package func repeats(_ other: Finding) -> Bool {
            endpoint == other.endpoint && type == other.type && kind == other.kind && property.prefix { $0 != "[" } == other.property.prefix { $0 != "[" }
        }

        /// `Customer.accountBalance`, `Feed[2]` for an element of a response that is an
        /// array, or `Customer` for the response itself.
        package var place: String { property.isEmpty || property.hasPrefix("[") ? type + property : "\(type).\(property)" }

        /// What changed, in plain words, then what it does to the builds already shipped.
        package var sentence: String {
            switch kind {
            case .keyGone:
                return "the key \(key.map { "\"\($0)\" " } ?? "")is gone; builds before this change fail to decode \(endpoint)"
            case .nowNull:
                return "now null, where the old model reads \(oldType); builds before this change fail to decode \(endpoint)"
            case .typeMismatch:
                return "now \(found ?? "another kind of value"), where the old model reads \(oldType); builds before this change fail to decode \(endpoint)"
            case .pinned:
                return "seen only as null before (\(oldType)), now \(found ?? ""); safe for builds already shipped, which decode it as JSONValue"
            }
        }
    }

    package var findings: [Finding]

    package init(findings: [Finding]) {
        self.findings = findings
    }

    package var isEmpty: Bool { findings.isEmpty }

    /// Whether a build made before this run fails to decode a response the samples show.
    package var breaksDecoding: Bool { findings.contains(where: \.breaksDecoding) }

    /// The report as printed after a run:
    ///
    ///     Builds already shipped (1 property fails to decode):
    ///       Customer.accountBalance: the key "account_balance" is gone; builds before this change fail to decode Customer
    ///       Customer.metadata: seen only as null before (JSONValue?), now Metadata?; safe for builds already shipped, which decode it as JSONValue
    package var text: String {
        let failures = findings.filter(\.breaksDecoding).count
        let count = failures == 0 ? "they still decode" : "\(failures) \(failures == 1 ? "property fails" : "properties fail") to decode"
        return (["Builds already shipped (\(count)):"] + findings.map { "  \($0.place): \($0.sentence)" }).joined(separator: "\n")
    }
}
