import Inputs
import JSONReader

/// The payload of an endpoint's sample text, for `endpoint.fixture`: the sample read again,
/// with the manifest's envelope taken off as the planner takes it off.
enum FixturePayload {
    static func value(of sample: String, envelope: Envelope?) -> JSONValue? {
        guard let document = try? JSONReader.read(sample, path: "sample") else {
            return nil
        }
        guard let envelope else {
            return document.value
        }
        guard case .object(let members) = document.value.kind else {
            return nil
        }
        return members.last { $0.key == envelope.data }?.value
    }
}
