/// The panels feature's slice of the state: the requests its panels wait for. The open panel itself
/// is in the toolbar's ``ToolbarSection/panel(_:)``, which only the panels' steps change.
///
/// Its events are ``PanelEvent``s and ``KeyboardEvent/gifSearchCompleted(_:)``; the panels' steps
/// are in `Update+Panels.swift`, and the GIF searches step this slice on its own. It emits
/// ``KeyboardEffect/searchGIFs(_:)``, the pasteboard copies, the settings to save and the links of
/// the embedded browser.
struct PanelsState: Sendable, Equatable {
    /// The GIF searches asked, and the one the GIF panel waits for.
    var gifRequests = AwaitedRequests<NothingPending>()
}

extension PanelsState: KeyboardFeature {
    /// What the GIF searches react to.
    enum Event {
        /// The GIF panel is ready to search for `query`: ask the shell, and wait for this search only.
        case search(query: String)
        /// The query changed before an answer came: no answer to an earlier search is shown.
        case queryChanged
        /// The shell answered a search.
        case answered(GIFSearchResponse)
    }

    typealias Facts = Void

    /// What the GIF panel shows after the event: the outcome of the search it waits for, when this
    /// event answered it; nil otherwise (an answer to an older search is dropped).
    typealias Outcome = GIFSearchResponse.Outcome?

    mutating func step(_ event: Event, facts: Void, effects: inout [KeyboardEffect]) -> Outcome {
        switch event {
        case .search(let query):
            let request = GIFSearchRequest(id: gifRequests.nextID(), query: query)
            gifRequests.await(request.id, keeping: NothingPending())
            effects.append(.searchGIFs(request))
            return nil
        case .queryChanged:
            gifRequests.stopWaiting()
            return nil
        case .answered(let response):
            return gifRequests.answer(response.requestID) != nil ? response.outcome : nil
        }
    }
}
