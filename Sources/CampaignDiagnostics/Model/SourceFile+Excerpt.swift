extension SourceFile {
    /// A copy of this file that keeps only the lines numbered `lines` (1-based), each at its
    /// own line number, with every other line empty and nothing after the last one kept.
    ///
    /// Snippets quote a location's first line by its number and point into it by columns,
    /// never by byte offsets, so a renderer given the excerpt prints exactly what it would
    /// print with the whole file for every location on a kept line. A run keeps the excerpt
    /// of each input (the lines its diagnostics and the cross-file analyses may point at)
    /// instead of all its bytes. Numbers with no such line in the file are ignored.
    public func excerpt(lines: [Int]) -> SourceFile {
        var wanted = lines.filter { $0 >= 1 }
        wanted.sort()
        guard let last = wanted.last else { return SourceFile(path: path, bytes: []) }
        var excerpt: [UInt8] = []
        // Lines are joined by LF: before line N come N - 1 of them.
        var newlines = 0
        var next = 0
        // One pass over the lines (as `SourceLineTable` splits them) up to the last one wanted.
        let bom = SourceLineTable.byteOrderMark
        var start = bytes.starts(with: bom) ? bom.count : 0
        var index = start
        var line = 1
        func keep(_ range: Range<Int>) {
            while next < wanted.count, wanted[next] < line { next += 1 }
            guard next < wanted.count, wanted[next] == line else { return }
            while newlines < line - 1 {
                excerpt.append(UInt8(ascii: "\n"))
                newlines += 1
            }
            // A first line that itself starts with a byte order mark keeps it: the line
            // table skips one at the start of a file.
            if line == 1, bytes[range].starts(with: bom) { excerpt.append(contentsOf: bom) }
            excerpt.append(contentsOf: bytes[range])
        }
        while index < bytes.count, line <= last {
            let breakLength = SourceLineTable.lineBreakLength(bytes, at: index)
            if breakLength == 0 {
                index += 1
                continue
            }
            keep(start..<index)
            line += 1
            index += breakLength
            start = index
        }
        if line <= last { keep(start..<bytes.count) }
        return SourceFile(path: path, bytes: excerpt.exactlySized())
    }
}
