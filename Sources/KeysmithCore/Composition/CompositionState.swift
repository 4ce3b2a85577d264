/// The composition feature's slice of the state: the keys typed since the last commit in a
/// language whose keys compose (Korean), and what they make.
///
/// The text being composed is marked in the document (``TextEdit/setMarkedText(_:)``), so the host
/// shows it as iOS shows a syllable being composed, and the engine's picture of the document holds
/// it as ``TextContext/markedText``. Its steps return the edits that show the new composition; the
/// root applies them, so that the effect list stays the one source of edits.
struct CompositionState: Sendable, Equatable {
    /// The keys still composing, oldest first; empty when nothing is being composed.
    var keys: [String] = []
    /// The text the keys make, as marked in the document.
    var composing = ""
    /// What the composing text may become, best first; empty for Korean.
    var candidates: [String] = []

    /// Whether text is being composed.
    var isComposing: Bool { !keys.isEmpty }
}

extension CompositionState: KeyboardFeature {
    /// What the composition feature reacts to.
    enum Event {
        /// A key the language's composer accepts was typed.
        case typed(String, composer: any Composer)
        /// Delete was pressed while composing: the last key is taken back.
        case deleteBackward(composer: any Composer)
        /// A candidate was chosen: it is typed for good in place of the composing text.
        case choose(Int)
        /// Another key, a cursor move or an edit of another feature ends the composition: the
        /// composing text stays as it is, as ordinary text.
        case commit
        /// The host's text no longer holds the composing text (the user moved the cursor or the
        /// field): the composition is forgotten without an edit.
        case abandon
    }

    /// Applies `event` and returns the edits that show its outcome, for the root to apply.
    mutating func step(_ event: Event, facts: Void, effects: inout [KeyboardEffect]) -> [TextEdit] {
        switch event {
        case .typed(let key, let composer):
            let composed = keys + [key]
            return show(composer.compose(composed), of: composed)
        case .deleteBackward(let composer):
            guard isComposing else { return [] }
            let composed = Array(keys.dropLast())
            return show(composer.compose(composed), of: composed)
        case .choose(let index):
            guard candidates.indices.contains(index) else { return [] }
            let chosen = candidates[index]
            self = CompositionState()
            return [.setMarkedText(chosen), .unmarkText]
        case .commit:
            guard isComposing else { return [] }
            self = CompositionState()
            return [.unmarkText]
        case .abandon:
            self = CompositionState()
            return []
        }
    }

    /// Keeps the keys of `composed` still composing and returns the edits that type the committed
    /// text for good and mark the composing text: the marked text becomes the committed text and
    /// is unmarked, then the composing text is marked after it.
    private mutating func show(_ composition: Composition, of composed: [String]) -> [TextEdit] {
        var edits: [TextEdit]
        if composition.committed.isEmpty {
            edits = [.setMarkedText(composition.composing)]
            if composition.composing.isEmpty { edits.append(.unmarkText) }
        } else {
            edits = [.setMarkedText(composition.committed), .unmarkText]
            if !composition.composing.isEmpty { edits.append(.setMarkedText(composition.composing)) }
        }
        keys = composition.composing.isEmpty ? [] : Array(composed.suffix(composition.composingKeyCount))
        composing = composition.composing
        candidates = composition.candidates
        return edits
    }
}
