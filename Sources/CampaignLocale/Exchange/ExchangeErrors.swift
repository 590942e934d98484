/// Where in a file: 1-based line and column, columns counted in Unicode scalars (a BOM at the
/// start is not a column), lines ending at LF, CR LF or CR.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    /// The position of byte `offset` of `bytes` (valid UTF-8 up to there).
    static func of(_ offset: Int, in bytes: [UInt8]) -> TextPosition {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return TextPosition(line: line, column: column)
    }
}

/// Why a file is not a translation exchange, and where: the import exits 2 and writes nothing.
public struct ExchangeReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The format the file was read as; nil when it could not be told.
    public let format: ExchangeFormat?
    public let position: TextPosition
    /// What is wrong, in words: "`<target>` is not closed".
    public let message: String

    public init(_ format: ExchangeFormat?, at position: TextPosition, _ message: String) {
        self.format = format
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): \(message)" }
}

/// Why an exchange cannot be written in a format.
public enum ExchangeWriteError: Error, Hashable, Sendable {
    /// A text holds a character the format cannot carry (XML 1.0 has no C0 controls but tab,
    /// line feed and carriage return, and no U+FFFE or U+FFFF).
    case unrepresentable(ExchangeFormat, locale: String, campaign: String, unit: String, scalar: Unicode.Scalar)
    /// A campaign or unit id the format could not read back (`/` inside, or not an id).
    case invalidIdentifier(ExchangeFormat, String)
    /// XLIFF and the Braze CSV name the source locale; the exchange has none.
    case missingSourceLocale(ExchangeFormat)
}
