/// The composition feature's slice of the state: the keys typed since the last commit in a
/// language whose keys compose (Korean, Chinese), and what they make.
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
    var candidates: [Candidate] = []
    /// Whether the candidate grid is open in place of the keys, listing every candidate.
    var isShowingAllCandidates = false
    /// The page of the candidate grid on screen, from 0: the grid shows as many rows as the keys
    /// area holds, and lays out no candidate after them.
    var candidatePage = 0

    /// Whether text is being composed.
    var isComposing: Bool { !keys.isEmpty }
}

extension CompositionState: KeyboardFeature {
    /// What the composition feature reacts to.
    enum Event {
        /// A key the language's composer accepts was typed.
        case typed(String, composer: any Composer)
        /// Delete was pressed while composing: the last key is taken back, or as many as the
        /// composer says (``Composer/deletedKeyCount(of:)``).
        case deleteBackward(composer: any Composer)
        /// A candidate was chosen: it is typed for good in place of the keys it covers, and the
        /// keys after them go on composing.
        case choose(Int, composer: any Composer)
        /// Space or punctuation ends the composition: the best candidate is typed for good, or the
        /// composing text as it is when there are no candidates.
        case commitBest
        /// Another key, a cursor move or an edit of another feature ends the composition: the
        /// composing text stays as it is, as ordinary text.
        case commit
        /// The expand control of the candidate bar was tapped: the grid of every candidate opens
        /// on its first page.
        case showAllCandidates
        /// The grid turned to another page.
        case showCandidatePage(Int)
        /// The collapse control was tapped: the grid closes and the keys come back.
        case hideAllCandidates
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
            let composed = Array(keys.dropLast(max(1, composer.deletedKeyCount(of: keys))))
            return show(composer.compose(composed), of: composed)
        case .choose(let index, let composer):
            guard candidates.indices.contains(index) else { return [] }
            let chosen = candidates[index]
            let rest = Array(keys.dropFirst(chosen.keyCount))
            self = CompositionState()
            let edits: [TextEdit] = [.setMarkedText(chosen.text), .unmarkText]
            return rest.isEmpty ? edits : edits + show(composer.compose(rest), of: rest)
        case .commitBest:
            guard let best = candidates.first, best.keyCount == keys.count else {
                return step(.commit, facts: facts, effects: &effects)
            }
            self = CompositionState()
            return [.setMarkedText(best.text), .unmarkText]
        case .commit:
            guard isComposing else { return [] }
            self = CompositionState()
            return [.unmarkText]
        case .showAllCandidates:
            guard isComposing, !candidates.isEmpty else { return [] }
            isShowingAllCandidates = true
            candidatePage = 0
            return []
        case .showCandidatePage(let page):
            guard isShowingAllCandidates else { return [] }
            candidatePage = max(0, page)
            return []
        case .hideAllCandidates:
            isShowingAllCandidates = false
            candidatePage = 0
            return []
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
        // The grid lists the candidates of the keys it was opened on; a key typed or taken back closes it.
        isShowingAllCandidates = false
        candidatePage = 0
        return edits
    }
}
