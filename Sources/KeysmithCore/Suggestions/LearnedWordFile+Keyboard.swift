import Foundation

/// Where the keyboards keep their learned words.
extension LearnedWordFile {
    /// The name of the file the keyboards keep learned words in.
    static let standardFileName = "LearnedWords.json"

    /// `standardFileName` in `folder`, such as an App Group container.
    public init(folder: URL) {
        self.init(url: folder.appendingPathComponent(Self.standardFileName))
    }

    /// The file a keyboard extension keeps its learned words in.
    ///
    /// - Parameters:
    ///   - appGroupContainer: the container of the App Group the extension shares with its app, when
    ///     it has one.
    ///   - hasFullAccess: whether the user allowed the keyboard full access. Without it iOS lets a
    ///     keyboard read the App Group's container but not write to it, so words saved there would be
    ///     lost: the extension keeps them in its own folder instead.
    ///   - ownFolder: a folder in the extension's own container (its Application Support folder).
    /// - Returns: the App Group's file when the extension may write it, else the one in `ownFolder`;
    ///   nil when neither folder is known.
    public static func forKeyboardExtension(appGroupContainer: URL?, hasFullAccess: Bool, ownFolder: URL?)
        -> LearnedWordFile?
    {
        if hasFullAccess, let appGroupContainer { return LearnedWordFile(folder: appGroupContainer) }
        return ownFolder.map(LearnedWordFile.init(folder:))
    }
}
