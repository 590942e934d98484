#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists the names in one directory with `opendir`/`readdir` (without `.` and `..`),
/// in no particular order: callers sort.
enum DirectoryLister {
    static func names(in path: String) -> Result<[String], FileSystemFailure> {
        guard let directory = opendir(path) else { return .failure(.current()) }
        defer { _ = closedir(directory) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        if errno != 0 { return .failure(.current()) }
        return .success(names)
    }
}
