/// One exclusion glob (SPEC §1): gitignore's syntax without negation, matched case-sensitively
/// against a path relative to the project root, split into its components.
///
/// - `*` matches any run of characters and `?` one character, never a `/`; `[abc]`, `[a-z]`
///   and `[!a-z]` (or `[^a-z]`) match one character of a set; `\x` matches `x` literally.
/// - A component `**` matches zero or more folders; `**` inside a component is a `*`.
/// - A pattern without a `/` (other than a final one) matches any component: `drafts` is
///   `**/drafts`. A pattern with one is anchored at the project root (a leading `/` only anchors).
/// - A final `/` matches only folders: `drafts/` excludes the folder, not a file of that name.
///
/// Matching is polynomial whatever the pattern: each `*` (and each `**`) keeps only its last
/// position to resume from, so no input makes it backtrack exponentially.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    let segments: [GlobSegment]
    /// A final `/`: the last segment matches only a folder.
    let directoryOnly: Bool

    public var description: String { text }

    /// Why `text` is not a valid glob, or nil when it is (the project file's `exclude:` check).
    @Sendable public static func problem(_ text: String) -> String? {
        do {
            _ = try GlobPattern(text)
            return nil
        } catch {
            return error.reason
        }
    }

    /// Parses `text`, or throws why it is not a valid glob.
    public init(_ text: String) throws(GlobSyntaxError) {
        self.text = text
        guard !text.isEmpty else { throw GlobSyntaxError("an empty pattern matches nothing") }
        guard !text.hasPrefix("!") else { throw GlobSyntaxError("negation (`!`) is not supported") }
        var body = Substring(text)
        directoryOnly = body.hasSuffix("/")
        while body.hasSuffix("/") { body = body.dropLast() }
        let anchored = body.contains("/")
        if body.hasPrefix("/") { body = body.dropFirst() }
        guard !body.isEmpty else { throw GlobSyntaxError("the pattern names no file or folder") }
        var parsed: [GlobSegment] = anchored ? [] : [.anyFolders]
        for part in body.split(separator: "/", omittingEmptySubsequences: false) {
            guard !part.isEmpty else { throw GlobSyntaxError("a pattern may not contain `//`") }
            if part == "**" {
                if parsed.last != .anyFolders { parsed.append(.anyFolders) }
            } else {
                parsed.append(.component(try GlobComponent(part)))
            }
        }
        segments = parsed
    }

    /// Whether the path with these components (relative to the project root) matches the
    /// pattern as a whole; `isDirectory` says whether the last component is a folder.
    public func matches<C: StringProtocol>(_ components: [C], isDirectory: Bool) -> Bool {
        matches(names: components.map { Array($0.unicodeScalars) }[...], isDirectory: isDirectory)
    }

    /// `matches(_:isDirectory:)` for components already split into scalars.
    private func matches(names: ArraySlice<[Unicode.Scalar]>, isDirectory: Bool) -> Bool {
        if directoryOnly && !isDirectory { return false }
        return GreedyMatcher.matches(
            count: segments.count, length: names.count,
            isStar: { segments[$0] == .anyFolders },
            accepts: { index, position in
                guard case .component(let component) = segments[index] else { return false }
                return component.matches(names[names.startIndex + position])
            }
        )
    }

    /// Whether the path or one of the folders holding it matches (gitignore: a file in an
    /// excluded folder is excluded). `isDirectory` is about the path itself.
    public func matchesPathOrParent<C: StringProtocol>(_ components: [C], isDirectory: Bool) -> Bool {
        guard !components.isEmpty else { return false }
        // Each component is split into scalars once, not once for every folder holding it.
        let names = components.map { Array($0.unicodeScalars) }
        for count in 1...names.count where matches(names: names.prefix(count), isDirectory: count < names.count || isDirectory) {
            return true
        }
        return false
    }
}

/// Why a glob is invalid.
public struct GlobSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

/// One `/`-separated part of a pattern.
enum GlobSegment: Hashable, Sendable {
    /// `**`: zero or more path components.
    case anyFolders
    /// A pattern for exactly one component.
    case component(GlobComponent)
}
