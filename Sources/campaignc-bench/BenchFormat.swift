import Foundation

/// Number formatting for the figures: fixed decimals, thousands separators, no locale.
enum BenchFormat {
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// `12345` → `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// Megabytes of 10^6 bytes.
    static func megabytes(_ bytes: Int) -> String {
        fixed(Double(bytes) / 1e6, 2)
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
