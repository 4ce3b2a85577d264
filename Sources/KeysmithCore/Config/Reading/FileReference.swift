/// A place where one configuration file names another, for checks that look at the folder: does
/// the file exist, and is it of the expected kind.
///
/// There is one reference per place a name is written, so a layout named both in `layouts` and in
/// `keyboardTypes` gives two, and a missing file can be reported at each.
struct FileReference: Sendable, Hashable {
    /// The file's name without `.json`, as the referring file should write it.
    var name: String
    /// What the named file should contain.
    var kind: ConfigKind
    /// Where the name is written in the referring file.
    var pointer: JSONPointer
    /// UTF-8 byte offset of the name's string in the referring file, for `SourceText.diagnostic`.
    var offset: Int

    init(name: String, kind: ConfigKind, pointer: JSONPointer, offset: Int) {
        self.name = name
        self.kind = kind
        self.pointer = pointer
        self.offset = offset
    }

    /// The name of the file in the referring file's folder: `name` followed by `.json`.
    var fileName: String { name + ".json" }

    /// The name a file gives for another, made usable: nil when it is empty or names a folder
    /// (contains `/` or `\`), otherwise the name without a final `.json` (in any case).
    static func usableName(_ written: String) -> String? {
        if written.contains("/") || written.contains("\\") { return nil }
        let name = written.lowercased().hasSuffix(".json") ? String(written.dropLast(5)) : written
        return name.isEmpty ? nil : name
    }
}
