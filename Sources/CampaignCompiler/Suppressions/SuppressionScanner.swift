public import CampaignDiagnostics
import CampaignMessages
public import CampaignYAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the inline suppressions of one file (SPEC §11). A comment is a `#` at the start of a
/// line or after a space or tab that lies in no scalar of the node tree and in no document
/// missing from it (broken off, or not a mapping: where its scalars lie is unknown), so a `#`
/// inside a quoted string or an `html: |` block is never one. Works on campaign, scenario and project
/// files alike.
public enum SuppressionScanner {
    /// The well-formed suppressions of a file and the diagnostics about its comments
    /// (`W011` no reason, `W012` malformed).
    public struct Scan: Sendable {
        public var comments: [SuppressionComment]
        public var diagnostics: [Diagnostic]
    }

    /// Scans `file`'s bytes for suppression comments.
    ///
    /// Lines end where every other stage ends them (`LineBreak`: LF, CR LF, CR, NEL, LS, PS),
    /// so a comment's line is the line libyaml gives the diagnostics it suppresses. At most
    /// `SuppressionLimit.perFile` diagnostics about the comments are kept; the last one kept
    /// says how many more there are (every comment still suppresses).
    public static func scan(_ file: YAMLFile) -> Scan {
        let bytes = file.source.bytes
        var scan = Scan(comments: [], diagnostics: [])
        // Cheap way out for the usual file: no suppression at all.
        // A file that is not text (E005, E006) has no comments to read.
        guard containsPrefix(bytes), !file.diagnostics.contains(where: { $0.code == .E005 || $0.code == .E006 }) else { return scan }
        let scalars = mergedScalarOffsets(file.documents, unread: file.unreadRanges)
        var scalarIndex = 0
        var line = 1
        var column = 1
        var lineStart = true
        var onlySpaceSoFar = true
        var limit = SuppressionLimit()
        // A byte order mark takes no column (as in the front end's positions).
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let byte = bytes[index]
            let breakLength = LineBreak.length(in: bytes, at: index)
            if breakLength > 0 {
                line += 1
                column = 1
                lineStart = true
                onlySpaceSoFar = true
                index += breakLength
                continue
            }
            let previousIsSpace = lineStart || bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t")
            if byte == UInt8(ascii: "#") && previousIsSpace {
                while scalarIndex < scalars.count && scalars[scalarIndex].upperBound <= index { scalarIndex += 1 }
                let inScalar = scalarIndex < scalars.count && scalars[scalarIndex].contains(index)
                if !inScalar {
                    let end = lineEnd(bytes, from: index)
                    let start = SourcePosition(line: line, column: column, offset: index)
                    read(bytes[index..<end], at: start, alone: onlySpaceSoFar, file: file.source, into: &scan, limit: &limit)
                    column += bytes[index..<end].count { $0 & 0xC0 != 0x80 }
                    index = end
                    lineStart = false
                    continue
                }
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { onlySpaceSoFar = false }
            if byte & 0xC0 != 0x80 { column += 1 }
            lineStart = false
            index += 1
        }
        limit.noteUnreported(in: &scan.diagnostics)
        return scan
    }

    /// The offset of the first line break at or after `start`, or the end of `bytes`.
    private static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            // Only these bytes can start a line break (LF, CR, NEL, LS, PS).
            if byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2, LineBreak.length(in: bytes, at: index) > 0 { return index }
            index += 1
        }
        return index
    }

    /// Reads one comment (from `#` to the end of its line) starting at `start`.
    private static func read(
        _ comment: ArraySlice<UInt8>, at start: SourcePosition, alone: Bool, file: SourceFile, into scan: inout Scan,
        limit: inout SuppressionLimit
    ) {
        // The range comes from the bytes as written (trailing blanks dropped), never from the
        // decoded text, whose length differs from the file's where a byte is not UTF-8.
        var bytes = comment.dropFirst()
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        let text = String(decoding: bytes, as: UTF8.self)
        let endColumn = start.column + 1 + bytes.count { $0 & 0xC0 != 0x80 }
        let range = SourceRange(start: start, end: SourcePosition(line: start.line, column: endColumn, offset: start.offset + 1 + bytes.count))
        let location = file.location(range)
        switch SuppressionGrammar.read(Substring(text)) {
        case .notSuppression:
            return
        case .malformed(let problem):
            limit.add(to: &scan.diagnostics) { Diagnostic(SuppressionMessages.malformed(problem), at: location) }
        case .suppression(let codes, let reason):
            if reason == nil {
                limit.add(to: &scan.diagnostics) { Diagnostic(SuppressionMessages.noReason, at: location) }
            } else if reason == SuppressionMessages.placeholderReason {
                limit.add(to: &scan.diagnostics) { Diagnostic(SuppressionMessages.placeholderOnly, at: location) }
            }
            var adjustable: [DiagnosticCode] = []
            for code in codes {
                if code.isAdjustable {
                    adjustable.append(code)
                } else {
                    limit.add(to: &scan.diagnostics) { Diagnostic(SuppressionMessages.notAdjustable(code), at: location) }
                }
            }
            guard !adjustable.isEmpty else { return }
            let lines = alone ? [start.line, start.line + 1] : [start.line]
            var suppression = SuppressionComment(location: location, codes: adjustable, reason: reason, lines: lines)
            suppression.removal = FixIts.removeSuppression(removalRange(ofCommentAt: start, alone: alone, in: file.bytes))
            scan.comments.append(suppression)
        }
    }

    /// True when some `#` is followed (after blanks) by `campaignc:`: the only way a comment can
    /// be a suppression. `#` is rare in campaign files, so the C library's byte search for it
    /// makes this almost free for the usual file.
    private static func containsPrefix(_ bytes: [UInt8]) -> Bool {
        let needle = Array(SuppressionGrammar.prefix.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count, let found = memchr(base + index, Int32(UInt8(ascii: "#")), buffer.count - index) {
                var next = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                while next < buffer.count, buffer[next] == 0x20 || buffer[next] == 0x09 { next += 1 }
                if next + needle.count <= buffer.count, buffer[next..<next + needle.count].elementsEqual(needle) { return true }
                index = next
            }
            return false
        }
    }

    /// The byte ranges of every scalar, sorted and merged where they overlap.
    private static func mergedScalarOffsets(_ documents: [YAMLDocument], unread: [Range<Int>]) -> [Range<Int>] {
        let ranges = (documents.flatMap { $0.root.scalarRanges }.map { $0.start.offset..<max($0.start.offset, $0.end.offset) } + unread)
            .filter { !$0.isEmpty }
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
