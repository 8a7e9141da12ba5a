import Diagnostics
import Inference
import Inputs
import JSONReader
import Support

/// Takes the payload out of a sample wrapped in the manifest's envelope.
enum EnvelopeUnwrapping {
    /// The sample's value under `envelope.data`, or nil (with a problem reported) when the
    /// sample is not an object holding that key.
    static func payload(of sample: Sample, envelope: Envelope, problems: inout ManifestProblems) -> Sample? {
        guard let payload = sample.payload(under: envelope.data) else {
            problems.diagnostics.append(.error(
                "the manifest's envelope puts the payload under '\(envelope.data)', but this sample has no such key",
                in: sample.source,
                at: sample.position,
                hint: "wrap the sample as the server does, or remove 'envelope' from the manifest"
            ))
            return nil
        }
        return payload
    }
}
