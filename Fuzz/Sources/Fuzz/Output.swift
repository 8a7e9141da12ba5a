import Foundation

/// Writes a line to standard output at once, so progress shows through a pipe (`make`).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
