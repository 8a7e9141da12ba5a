/// Where a long step reports how far it has got: the files of a large module rendered, then
/// written. The command line shows it to a person at a terminal (`ProgressMeter`); the
/// stages only count.
package protocol WorkProgress: Sendable {
    /// A new step of `total` pieces, named by `unit` (`files rendered`).
    func begin(_ unit: String, total: Int)
    /// One more piece of the step done; called from the threads that do the work.
    func advance()
}
