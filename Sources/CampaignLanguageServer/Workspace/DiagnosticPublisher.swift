import CampaignDiagnostics

/// Which diagnostic sets to publish after an analysis (SPEC §13.5), remembering what each file
/// was last published with (as values, compared without encoding them).
///
/// - the first time: every file with a non-empty set;
/// - then: the files named `always` (an input just opened or changed), in that order, whatever
///   their set; then every other file whose set changed — an empty list for a file whose
///   problems are gone or that stopped being an input — in byte-wise path order.
struct DiagnosticPublisher: Sendable {
    /// The last set published for each path; files published empty are not kept.
    private var published: [PathKey: [PublishedDiagnostic]] = [:]
    private var started = false

    struct Publication: Hashable, Sendable {
        let path: String
        let diagnostics: [PublishedDiagnostic]
    }

    /// The publications for `sets` (every input's current set, by path; a file missing from it
    /// has none), given the paths that are published whatever their set.
    mutating func publications(for sets: [PathKey: [PublishedDiagnostic]], always: [String]) -> [Publication] {
        var result: [Publication] = []
        if !started {
            started = true
            for key in sets.keys.sorted() where !(sets[key] ?? []).isEmpty {
                result.append(Publication(path: key.path, diagnostics: sets[key] ?? []))
            }
        } else {
            var done = Set<PathKey>()
            for path in always where sets[PathKey(path)] != nil && !done.contains(PathKey(path)) {
                done.insert(PathKey(path))
                result.append(Publication(path: path, diagnostics: sets[PathKey(path)] ?? []))
            }
            let paths = Set(sets.keys).union(published.keys).subtracting(done)
            for key in paths.sorted() {
                let now = sets[key] ?? []
                if now != published[key] ?? [] { result.append(Publication(path: key.path, diagnostics: now)) }
            }
        }
        published = sets.filter { !$0.value.isEmpty }
        return result
    }
}
