/// Reads what `git ls-tree -r -z` and `git cat-file --batch` print (see their manuals).
enum GitTreeListing {
    struct File: Hashable, Sendable {
        /// Relative to the folder git listed, `/`-separated.
        let path: String
        let object: String
    }

    /// The regular files of a `ls-tree -r -z` listing (`<mode> <type> <object>\t<path>\0`
    /// entries): modes 100644 and 100755; symbolic links (120000) and submodules (160000) are
    /// skipped, and so is a path with an empty, `.` or `..` component, which no file of a
    /// well-formed repository has.
    static func regularFiles(_ listing: [UInt8]) -> [File] {
        var files: [File] = []
        for entry in listing.split(separator: 0) {
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = entry[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3, ["100644", "100755"].contains(fields[0]), fields[1] == "blob",
                path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy({ !["", ".", ".."].contains($0) })
            else { continue }
            files.append(File(path: path, object: fields[2]))
        }
        return files
    }

    /// One entry of the index that is not a regular file at stage 0 (a merge conflict).
    struct Unmerged: Error {
        let path: String
    }

    /// The regular files of a `git ls-files -s -z` listing (`<mode> <object> <stage>\t<path>\0`
    /// entries), whose paths `keep` accepts: modes 100644 and 100755 (symbolic links and
    /// submodules are skipped, as in `regularFiles`). An entry at a stage other than 0 is an
    /// unmerged path: `Unmerged`.
    static func indexFiles(_ listing: [UInt8], keep: (String) -> Bool) throws(Unmerged) -> [File] {
        var files: [File] = []
        for entry in listing.split(separator: 0) {
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = entry[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3 else { continue }
            if fields[2] != "0" { throw Unmerged(path: path) }
            guard ["100644", "100755"].contains(fields[0]), keep(path),
                path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy({ !["", ".", ".."].contains($0) })
            else { continue }
            files.append(File(path: path, object: fields[1]))
        }
        return files
    }

    /// The contents of each object in a `cat-file --batch` output (`<object> <type> <size>\n`,
    /// the bytes, `\n`; `<object> missing\n` for one that is not there).
    static func objects(_ output: [UInt8]) throws(RunError) -> [String: [UInt8]] {
        var objects: [String: [UInt8]] = [:]
        var index = output.startIndex
        while index < output.endIndex {
            guard let end = output[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = output[index..<end].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard header.count == 3, let size = Int(header[2]), size >= 0, end + 1 + size < output.endIndex else {
                throw .usage("git's output cannot be read: `\(header.joined(separator: " "))`")
            }
            objects[header[0]] = Array(output[(end + 1)..<(end + 1 + size)])
            index = end + 1 + size + 1
        }
        return objects
    }
}
