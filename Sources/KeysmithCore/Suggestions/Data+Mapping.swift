import Foundation

extension Data {
    /// The contents of the file at `url`, mapped into memory where the system can map it and read
    /// whole where it cannot (some file systems refuse a mapping).
    ///
    /// A mapped file costs no heap: its pages are the file's, clean, and the system may drop them under
    /// memory pressure and read them again. (`.mappedIfSafe` would read the whole file into the heap on
    /// Linux, so the file is always mapped.) The file must not change while it is read.
    init(mappingContentsOf url: URL) throws {
        do {
            try self.init(contentsOf: url, options: .alwaysMapped)
        } catch {
            try self.init(contentsOf: url)
        }
    }
}
