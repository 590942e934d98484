import CanonicalJSON

/// Which diagnostic sets to publish after an analysis (SPEC §13.5), remembering what each file
/// was last published with (as values, compared without encoding them).
///
/// - the first time: every file with a non-empty set;
/// - then: the files named `always` (an input just opened or changed), in that order, whatever
///   their set; then every other file whose set changed — an empty list for a file whose
///   problems are gone or that stopped being an input — in byte-wise path order.
struct DiagnosticPublisher: Sendable {
    /// The last set published for each path; files published empty are not kept.
    private var published: [String: [PublishedDiagnostic]] = [:]
    private var started = false

    struct Publication: Hashable, Sendable {
        let path: String
        let diagnostics: [PublishedDiagnostic]
    }

    /// The publications for `sets` (every input's current set, by path; a file missing from it
    /// has none), given the paths that are published whatever their set.
    mutating func publications(for sets: [String: [PublishedDiagnostic]], always: [String]) -> [Publication] {
        var result: [Publication] = []
        if !started {
            started = true
            for path in sets.keys.sorted(by: UTF8Order.precedes) where !(sets[path] ?? []).isEmpty {
                result.append(Publication(path: path, diagnostics: sets[path] ?? []))
            }
        } else {
            var done = Set<String>()
            for path in always where sets[path] != nil && !done.contains(path) {
                done.insert(path)
                result.append(Publication(path: path, diagnostics: sets[path] ?? []))
            }
            let paths = Set(sets.keys).union(published.keys).subtracting(done)
            for path in paths.sorted(by: UTF8Order.precedes) {
                let now = sets[path] ?? []
                if now != published[path] ?? [] { result.append(Publication(path: path, diagnostics: now)) }
            }
        }
        published = sets.filter { !$0.value.isEmpty }
        return result
    }
}
