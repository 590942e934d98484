/// What the documents of a file are for, so that the front end's messages about a document's
/// shape (E007) name the right thing: a campaign file's documents are campaigns (or
/// scenarios), the project file's one document holds settings.
public enum DocumentRole: Hashable, Sendable {
    case campaign
    /// `campaignc.yaml`: an empty document there means no settings, like an empty file.
    case projectFile
}
