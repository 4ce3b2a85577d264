import Foundation

/// Writes a line to standard error.
package func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
