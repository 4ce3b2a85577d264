@_spi(Tooling) import KeysmithCore

extension KeyboardEngine {
    /// Answers the suggestion requests among `effects` and lets the requests go, as a scheduler does
    /// (`MainActorScheduler`), for the benchmarks that play the shell; returns the answers, to hand
    /// back to the engine, and the other effects.
    ///
    /// A request holds the user's learned words as they were when it was asked, and the turn of its
    /// answer notes phrases in them. Were the request still alive in that turn, the turn would copy
    /// the whole list to change it, a cost no keyboard in use pays; so the effects are taken, not
    /// borrowed, and nothing returned holds a request.
    func answerSuggestionRequests(in effects: consuming [KeyboardEffect]) -> (
        answers: [SuggestionResponse], otherEffects: [KeyboardEffect]
    ) {
        var requests: [SuggestionRequest] = []
        var otherEffects: [KeyboardEffect] = []
        for effect in consume effects {
            if case .computeSuggestions(let request) = effect {
                requests.append(request)
            } else {
                otherEffects.append(effect)
            }
        }
        let answers = requests.map { suggestions(for: $0) }
        return (answers, otherEffects)
    }
}
