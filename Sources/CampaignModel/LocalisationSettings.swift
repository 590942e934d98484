/// The project file's `localisation:` (SPEC §16.1): the language campaigns are written in, the
/// locales the app ships besides it, where their translation files are and how a user's locale
/// falls back. Tags are in BCP 47's canonical case.
public struct LocalisationSettings: Hashable, Sendable {
    /// How a user's locale that is not one of `locales` picks a text.
    public enum Fallback: String, CaseIterable, Hashable, Sendable {
        /// `fr-CA` falls back to `fr` when `fr` is one of `locales`, then to the source.
        case language
        /// Only the exact tag, then the source.
        case none
    }

    public var source: String
    /// In file order, without repeats.
    public var locales: [String]
    /// The folder of the translation files, relative to the project file (`translations`).
    public var folder: String
    public var fallback: Fallback

    public static let defaultFolder = "translations"
    /// The most locales a project lists (Braze's limit).
    public static let maximumLocales = 200

    public init(source: String, locales: [String], folder: String = LocalisationSettings.defaultFolder, fallback: Fallback = .language) {
        self.source = source
        self.locales = locales
        self.folder = folder
        self.fallback = fallback
    }
}
