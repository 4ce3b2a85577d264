extension InMemoryTextDocument {
    /// The UTF-16 offset one character (a grapheme cluster: 👍🏽, a flag, `\r\n`) before `offset`
    /// in ``text``, or 0: where the host's left arrow key puts the cursor.
    public func characterBoundary(before offset: Int) -> Int {
        ClusterBoundaries(text).before(offset)
    }

    /// The UTF-16 offset one character after `offset` in ``text``, or the end of the text: where the
    /// host's right arrow key puts the cursor.
    public func characterBoundary(after offset: Int) -> Int {
        ClusterBoundaries(text).after(offset)
    }
}
