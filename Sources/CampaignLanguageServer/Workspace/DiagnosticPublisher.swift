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
            published = sets.filter { !$0.value.isEmpty }
            return result
        }
        var done = Set<PathKey>()
        for path in always where sets[PathKey(path)] != nil && !done.contains(PathKey(path)) {
            done.insert(PathKey(path))
            result.append(Publication(path: path, diagnostics: sets[PathKey(path)] ?? []))
        }
        // Only the files whose set changed are sorted, and only they are written down again:
        // an edit of one file does not go over every file's set twice.
        var changed: [PathKey] = []
        var stillThere = 0
        for (key, now) in sets {
            let last = published[key]
            if last != nil { stillThere += 1 }
            if now != last ?? [] { changed.append(key) }
        }
        // A file published before and now in no set is published empty.
        if stillThere < published.count {
            for key in published.keys where sets[key] == nil { changed.append(key) }
        }
        changed.sort()
        for key in changed where !done.contains(key) { result.append(Publication(path: key.path, diagnostics: sets[key] ?? [])) }
        for key in changed + done { published[key] = sets[key].flatMap { $0.isEmpty ? nil : $0 } }
        return result
    }
}
