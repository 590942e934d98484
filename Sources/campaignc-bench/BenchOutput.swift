import Foundation

/// Writing to standard error (`fputs(stderr)` is not allowed in Swift 6 mode).
enum BenchOutput {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
