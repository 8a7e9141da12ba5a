import Diagnostics
import Support
import YAMLReader

extension ManifestDecoder.Decoder {
    /// One entry of `dates: { since: yyyy-MM-dd }`.
    struct DateEntry {
        var name: Located<String>
        var format: ParamDateFormat
    }

    /// `dates: { since: yyyy-MM-dd }`: param names to formats of the documented set.
    mutating func dateEntries(from node: YAMLNode) -> [DateEntry] {
        guard let pairs = scalars.mapping(node, "dates") else { return [] }
        var entries: [DateEntry] = []
        for pair in pairs {
            guard let name = scalars.string(pair.key, "a parameter name") else { continue }
            let choices = ParamDateFormat.allCases.map(\.rawValue)
            guard let text = scalars.choice(pair.value, "date format", in: choices), let format = ParamDateFormat(rawValue: text) else { continue }
            if entries.contains(where: { $0.name.value == name.value }) {
                scalars.report("parameter '\(name.value)' is listed twice in dates", at: pair.key.position)
            } else {
                entries.append(DateEntry(name: name, format: format))
            }
        }
        return entries
    }

    /// Gives each param of `spec` its format from `entries`, reporting an entry that names no
    /// `Date` param of the endpoint at its key.
    mutating func apply(_ entries: [DateEntry], to spec: inout EndpointSpec) {
        for entry in entries {
            guard let index = spec.params.firstIndex(where: { $0.name.value == entry.name.value }) else {
                let dateParams = spec.params.filter { ParamDateFormat.isDateType($0.type) }.map(\.name.value)
                scalars.report(
                    "dates names '\(entry.name.value)', which is no param of endpoint \(spec.name.value)",
                    at: entry.name.location.position,
                    hint: Suggestion.nearest(to: entry.name.value, in: dateParams).map { "did you mean '\($0)'?" }
                        ?? "add it to the endpoint's params as a Date, e.g. \(entry.name.value): Date?"
                )
                continue
            }
            guard ParamDateFormat.isDateType(spec.params[index].type) else {
                scalars.report(
                    "dates gives a date format to param '\(entry.name.value)', which is a \(spec.params[index].type), not a Date",
                    at: entry.name.location.position,
                    hint: "give it the type Date (or Date?, [Date]) in params, or remove it from dates"
                )
                continue
            }
            spec.params[index].dateFormat = entry.format
        }
    }
}
