/// Where a write plan gets the module folder's lock: read from the folder, the one the run
/// read before rendering (nil when the folder has none), or the whole plan, replayed from
/// a sealed lock (`ModuleWriter.replay`) by a run that generated nothing.
package enum LockSource: Sendable {
    case read
    case known(LockFile?)
    case replayed(WritePlan)
}
