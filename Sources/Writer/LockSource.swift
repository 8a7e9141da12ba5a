/// Where a write plan gets the module folder's lock: read from the folder, or the one the
/// run read before rendering (nil when the folder has none).
public enum LockSource: Sendable {
    case read
    case known(LockFile?)
}
