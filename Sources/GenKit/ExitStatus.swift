/// How a run ends, as the process's exit status.
package enum ExitStatus: Int32, Sendable {
    case success = 0
    /// An input has an error, a file is in conflict, or `--check` found a change.
    case failure = 1
    /// A mistake on the command line (sysexits' EX_USAGE).
    case usage = 64
}
