import CanonicalJSON

/// The directory search of `InputDiscovery`, and what a discovery collects.
///
/// Never loses a campaign (issue 23 item 7): an entry named like a campaign file that cannot
/// be read as one — a symbolic link that leads nowhere or to itself, a name that is not UTF-8
/// (which no path of campaignc can hold) — stops the run with an error naming it, as a file
/// that cannot be read does (SPEC §5: exit status 2). So does a folder whose name is not UTF-8,
/// which may hold campaigns. Hidden and excluded entries, and entries of other names, are
/// skipped as before.
extension InputDiscovery {
    static func search(directory: String, filter: InputFilter, in files: any SourceFileSystem, into collector: inout Collector) throws(RunError) {
        let listing: DirectoryListing
        switch files.list(directory) {
        case .success(let found): listing = found
        case .failure(let failure): throw .usage("cannot read directory '\(directory)': \(failure.reason)")
        }
        for name in listing.undecodable.sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) where name.bytes.first != UInt8(ascii: ".") {
            try checkUndecodable(name, in: directory, filter: filter)
        }
        for name in listing.names.sorted(by: UTF8Order.precedes) where !name.hasPrefix(".") {
            let path = join(directory, name)
            let entry: FileStatus
            switch files.linkStatus(path) {
            case .success(let found):
                entry = found
            case .failure(let failure):
                // Gone since the listing: nothing to read.
                guard !failure.isNotFound, isCampaignFileName(name) else { continue }
                throw .usage("cannot read '\(path)': \(failure.reason)")
            }
            switch entry.kind {
            case .directory:
                if !filter.excludesFound(path, isDirectory: true) { try search(directory: path, filter: filter, in: files, into: &collector) }
            case .regularFile:
                if isCampaignFileName(name), !filter.excludesFound(path, isDirectory: false) { collector.add(path: path, status: entry) }
            case .symbolicLink:
                // A link to a file is taken like the file; a link to a directory is not followed.
                guard isCampaignFileName(name), !filter.excludesFound(path, isDirectory: false) else { continue }
                switch files.status(path) {
                case .success(let target):
                    if target.kind == .regularFile { collector.add(path: path, status: target) }
                case .failure(let failure):
                    let dangling = failure.isNotFound ? " (a dangling symbolic link)" : ""
                    throw .usage("cannot read '\(path)': \(failure.reason)\(dangling)")
                }
            case .other:
                continue
            }
        }
    }

    /// An entry whose name is not UTF-8: an error when it is a folder or named like a campaign
    /// file (and not excluded), skipped otherwise.
    private static func checkUndecodable(_ entry: DirectoryListing.UndecodableName, in directory: String, filter: InputFilter) throws(RunError) {
        let name = entry.bytes
        let shown = join(directory, DirectoryListing.shown(name))
        // The name as Swift reads it (each bad byte as U+FFFD), for the exclusion globs.
        let lossy = join(directory, String(decoding: name, as: UTF8.self))
        let isDirectory = entry.isDirectory
        let isCampaignName = campaignExtensions.contains { name.reversed().starts(with: $0.utf8.reversed()) }
        guard isDirectory || isCampaignName, !filter.excludesFound(lossy, isDirectory: isDirectory) else { return }
        throw .usage("cannot read '\(shown)': its name is not valid UTF-8; rename it")
    }

    /// What a discovery found.
    struct Discovery {
        var found: [(input: InputFile, size: Int)]
        /// How many named files `--force-exclude` removed.
        var forceExcluded: Int
        /// The collector that found them, to tell which input a file is.
        let collector: Collector

        /// The shown path of the input that is the file `identity`, if any.
        func input(identity: FileStatus.Identity) -> String? {
            collector.indexByIdentity[identity].map { collector.found[$0].path }
        }
    }

    /// The files found so far, one shown path per file, in the order found.
    struct Collector {
        var includesStandardInput = false
        var found: [(path: String, size: Int)] = []
        var indexByIdentity: [FileStatus.Identity: Int] = [:]

        mutating func add(path: String, status: FileStatus) {
            guard let index = indexByIdentity[status.identity] else {
                indexByIdentity[status.identity] = found.count
                found.append((path, status.size))
                return
            }
            let known = found[index].path
            if UTF8Order.precedes(known, path) || known == path { return }
            found[index] = (path, status.size)
        }

        /// By shown path, byte-wise (a directory search finds them nearly in that order
        /// already, so the sort is only done when needed).
        func sortedInputs() -> [(input: InputFile, size: Int)] {
            var inputs = found.map { (input: InputFile.file($0.path), size: $0.size) }
            if includesStandardInput { inputs.append((.standardInput, 0)) }
            let inOrder = zip(inputs, inputs.dropFirst()).allSatisfy { !InputFile.displayOrder($1.input, $0.input) }
            return inOrder ? inputs : inputs.sorted { InputFile.displayOrder($0.input, $1.input) }
        }
    }
}
