import Inputs

/// The response envelope every kept response shares, found as `gen init` finds it in
/// samples (`SharedEnvelope.detect`), so that both write the same `envelope:`.
package typealias DetectedEnvelope = SharedEnvelope
