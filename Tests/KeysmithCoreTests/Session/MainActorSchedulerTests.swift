import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The scheduler of the apps' and extensions' keyboards: work in the background, answers on the
/// main actor, only the newest of the suggestion searches that wait.
@Suite("The main-actor scheduler")
@MainActor
struct MainActorSchedulerTests {
    @Test("of suggestion searches asked while one runs, only the newest waiting one is answered")
    func latestOnlySearches() async throws {
        let engine = KeyboardEngine(
            configuration: try #require(TouchSession.embeddedConfiguration),
            suggestionProvider: try SuggestionEngineTests.provider(), suggestionScheduling: .deferred)
        var state = engine.initialState(host: .noAutocapitalization, deviceClass: .iphonePortrait)
        var requests: [SuggestionRequest] = []
        for word in ["h", "he", "hel"] {
            let effects = engine.handle(.documentChanged(TextContext(beforeInput: word)), state: &state)
            for case .computeSuggestions(let request) in effects { requests.append(request) }
        }
        try #require(requests.count == 3)
        let scheduler = MainActorScheduler()
        let (answers, continuation) = AsyncStream.makeStream(of: KeyboardEvent.self)
        // All three are asked in one turn of the main actor: the first runs, the second is replaced
        // by the third while it waits.
        for request in requests {
            scheduler.schedule(.suggestions(request, engine)) { continuation.yield($0) }
        }
        var words: [String] = []
        for await answer in answers {
            guard case .suggestionsComputed(let response) = answer else { continue }
            words.append(try #require(requests.first { $0.id == response.requestID }).word)
            if words.count == 2 { break }
        }
        #expect(words == ["h", "hel"])
    }

    @Test("a stroke's answer comes back on the main actor as the decoded event")
    func strokesAreAnswered() async throws {
        let english: SuggestionProvider = try #require(SwipeTypingTests.english)
        var session = try TouchSession(suggestions: english, suggestionTiming: .answeredOnDemand)
        session.swipe("hello")
        let request = try #require(session.unansweredStrokes.first)
        let scheduler = MainActorScheduler()
        let engine = session.engine
        let answer = await withCheckedContinuation { continuation in
            scheduler.schedule(.swipe(request, engine)) { continuation.resume(returning: $0) }
        }
        #expect(answer == .swipeDecoded(engine.swipeCandidates(for: request)))
    }

    @Test("waiting until idle covers the work that answers asked for in turn")
    func waitsForChainedWork() async throws {
        let english: SuggestionProvider = try #require(SwipeTypingTests.english)
        var session = try TouchSession(suggestions: english, suggestionTiming: .answeredOnDemand)
        session.swipe("hello")
        let request = try #require(session.unansweredStrokes.first)
        let scheduler = MainActorScheduler()
        let engine = session.engine
        var delivered: [KeyboardEvent] = []
        // The stroke's answer hands over a second piece of work, as a decoded stroke asks for its
        // suggestions: waiting until idle returns only once both are delivered.
        scheduler.schedule(.swipe(request, engine)) { answer in
            delivered.append(answer)
            scheduler.schedule(.swipe(request, engine)) { delivered.append($0) }
        }
        await scheduler.waitUntilIdle()
        #expect(delivered.count == 2)
        #expect(delivered.allSatisfy { $0 == .swipeDecoded(engine.swipeCandidates(for: request)) })
    }

    @Test("the work is let go before its answer is delivered")
    func releasesWorkBeforeDelivering() async {
        // A suggestion request holds the learned words as they were, which the answer's turn changes:
        // a request still held then would make that turn copy the whole list. The provider stands for
        // what any work holds; only the work refers to it once scheduled.
        let scheduler = MainActorScheduler()
        let released = await withCheckedContinuation { continuation in
            var provider: EmptyGIFProvider? = EmptyGIFProvider()
            weak let held = provider
            scheduler.schedule(.gifSearch(GIFSearchRequest(id: 1, query: "Wow"), provider!)) { answer in
                guard case .gifSearchCompleted = answer else { return continuation.resume(returning: false) }
                continuation.resume(returning: held == nil)
            }
            provider = nil
        }
        #expect(released)
        await scheduler.waitUntilIdle()
    }
}

/// A GIF provider that finds nothing, of a class so that a test can see when it is let go.
private final class EmptyGIFProvider: GIFProvider {
    func gifs(for _: GIFSearchRequest) async throws(GIFSearchFailure) -> [GIF] { [] }
}
