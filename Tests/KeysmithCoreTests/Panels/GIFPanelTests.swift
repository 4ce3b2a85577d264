import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The GIF panel: searches through a provider, offline and without full access")
struct GIFPanelTests {
    static let fullAccess = HostContext(hasFullAccess: true)

    static func gifs(_ session: TouchSession) -> RenderedGIFs? {
        if case .gifs(let gifs)? = session.panel?.content { return gifs }
        Issue.record("the GIF panel is not open")
        return nil
    }

    /// The searches asked among the session's effects, in order.
    static func searches(_ session: TouchSession) -> [GIFSearchRequest] {
        session.effects.compactMap { if case .searchGIFs(let request) = $0 { request } else { nil } }
    }

    @Test("opening the panel with full access asks for the trending GIFs, and their answer fills the grid")
    func trending() async throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("GIFs")
        let request = try #require(Self.searches(session).first)
        #expect(request == GIFSearchRequest(id: 1, query: ""))
        #expect(Self.gifs(session)?.isSearching == true)
        #expect(
            Self.gifs(session)?.queries.first.map { ($0.title, $0.isSelected) } ?? ("", false) == ("Trending", true))
        session.send(await InMemoryGIFProvider.sample.response(to: request))
        let gifs = try #require(Self.gifs(session))
        #expect(!gifs.isSearching)
        #expect(gifs.results.map(\.gif.id) == ["thanks-1", "yes-1", "wow-1", "love-1", "hello-1", "party-1"])
        let panel = try #require(session.panel)
        for result in gifs.results {
            #expect(result.frame.minX >= panel.frame.minX && result.frame.maxX <= panel.frame.maxX)
            #expect(gifs.queries.allSatisfy { !$0.frame.intersects(result.frame) })
        }
        #expect(panel.contentHeight >= (gifs.results.last?.frame.maxY ?? 0))
    }

    @Test("a search chip searches, and tapping a GIF copies it for pasting")
    func searchAndCopy() async throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("GIFs")
        let wow = try #require(Self.gifs(session)?.queries.first { $0.title == "Wow" })
        session.tapPanel(at: wow.frame.center)
        let request = try #require(Self.searches(session).last)
        #expect(request == GIFSearchRequest(id: 2, query: "Wow"))
        session.send(await InMemoryGIFProvider.sample.response(to: request))
        let found = try #require(Self.gifs(session)?.results.first)
        #expect(found.gif.title == "Wow")
        let effects = session.tapPanel(at: found.frame.center)
        #expect(effects == [.copyGIFToPasteboard(found.gif)])
        #expect(session.panel?.note?.text == "Copied “Wow”. Paste it into your message.")
    }

    @Test("without full access nothing is searched and the panel says why; the keys work once it is closed")
    func withoutFullAccess() throws {
        var session = try TouchSession(host: .noAutocapitalization)
        session.openPanel("GIFs")
        #expect(Self.searches(session).isEmpty)
        #expect(session.panel?.note?.text.hasPrefix("GIFs need Full Access.") == true)
        #expect(Self.gifs(session)?.queries.isEmpty == true)
        #expect(session.send(.panel(.searchGIFs("Wow"))).isEmpty)
        session.tapClose()
        session.type("ok")
        #expect(session.settle() == "ok‸")
    }

    @Test("granting full access while the panel is open starts the search")
    func fullAccessGranted() throws {
        var session = try TouchSession()
        session.openPanel("GIFs")
        session.hostChanged(Self.fullAccess)
        #expect(Self.searches(session) == [GIFSearchRequest(id: 1, query: "")])
    }

    @Test("offline, the panel says so plainly, and the rest of the keyboard keeps working")
    func offline() async throws {
        var session = try TouchSession(host: HostContext(autocapitalization: .none, hasFullAccess: true))
        session.openPanel("GIFs")
        let request = try #require(Self.searches(session).first)
        session.send(await InMemoryGIFProvider(gifs: [], failure: .offline).response(to: request))
        let note = try #require(session.panel?.note)
        #expect(
            note.text == "You’re offline. GIFs need an internet connection; the rest of the keyboard works as usual.")
        #expect(note.tone == .warning)
        #expect(Self.gifs(session)?.results.isEmpty == true)
        session.tapClose()
        session.type("still typing")
        #expect(session.settle() == "still typing‸")
    }

    @Test("a service that fails says to try again; the same chip tried again searches anew")
    func unavailable() async throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("GIFs")
        let first = try #require(Self.searches(session).first)
        session.send(await InMemoryGIFProvider(gifs: [], failure: .unavailable).response(to: first))
        #expect(session.panel?.note?.text == "GIFs can’t be loaded right now. Tap a search to try again.")
        let trending = try #require(Self.gifs(session)?.queries.first)
        session.tapPanel(at: trending.frame.center)
        #expect(Self.searches(session).last == GIFSearchRequest(id: 2, query: ""))
    }

    @Test("a shell without a GIF provider answers at once as unavailable, and the panel says so")
    func noProvider() throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("GIFs")
        let request = try #require(Self.searches(session).first)
        session.send(.gifSearchCompleted(.unavailable(answering: request)))
        #expect(Self.gifs(session)?.isSearching == false)
        #expect(session.panel?.note?.text == "GIFs can’t be loaded right now. Tap a search to try again.")
        #expect(session.panel?.note?.tone == .warning)
    }

    @Test("no results says so")
    func noResults() async throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("GIFs")
        session.send(.panel(.searchGIFs("Party")))
        let request = try #require(Self.searches(session).last)
        session.send(await InMemoryGIFProvider(gifs: []).response(to: request))
        #expect(session.panel?.note?.text == "No GIFs for “Party”.")
    }

    @Test("results that arrive late, after other events, are still shown")
    func lateResults() async throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("GIFs")
        let request = try #require(Self.searches(session).first)
        session.wait(2)
        session.hostReplacesDocument(with: "the host edited‸")
        session.hostChanged(HostContext(hasFullAccess: true, colorScheme: .dark))
        session.send(await InMemoryGIFProvider.sample.response(to: request))
        #expect(Self.gifs(session)?.results.count == 6)
    }

    @Test("results for an older query are ignored; only the latest search fills the grid")
    func staleResults() async throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("GIFs")
        session.send(.panel(.searchGIFs("Love")))
        session.send(.panel(.searchGIFs("Hello")))
        let requests = Self.searches(session)
        #expect(requests.map(\.id) == [1, 2, 3])
        let provider = InMemoryGIFProvider.sample
        // The answers come back out of order: Love's after Hello was asked.
        session.send(await provider.response(to: requests[1]))
        #expect(Self.gifs(session)?.isSearching == true)
        #expect(Self.gifs(session)?.results.isEmpty == true)
        session.send(await provider.response(to: requests[2]))
        #expect(Self.gifs(session)?.results.map(\.gif.title) == ["Hello there"])
        // A later answer to the first search changes nothing either.
        let before = session.model
        session.send(await provider.response(to: requests[0]))
        #expect(session.model == before)
        #expect(Self.gifs(session)?.queries.first { $0.isSelected }?.title == "Hello")
    }

    @Test("an answer after the panel closed is dropped, and reopening searches with a new identifier")
    func answerAfterClose() async throws {
        var session = try TouchSession(host: Self.fullAccess)
        session.openPanel("GIFs")
        let first = try #require(Self.searches(session).first)
        session.tapClose()
        let before = session.model
        session.send(await InMemoryGIFProvider.sample.response(to: first))
        #expect(session.model == before)
        session.openPanel("GIFs")
        let second = try #require(Self.searches(session).last)
        #expect(second.id == 2)
        session.send(await InMemoryGIFProvider.sample.response(to: first))
        #expect(Self.gifs(session)?.isSearching == true)
    }

    @Test("the in-memory provider matches every word of the query in a title, ignoring case")
    func inMemoryProvider() async throws {
        let provider = InMemoryGIFProvider.sample
        #expect(try await provider.gifs(for: GIFSearchRequest(id: 1, query: "YES")).map(\.id) == ["yes-1"])
        #expect(try await provider.gifs(for: GIFSearchRequest(id: 1, query: "party time")).map(\.id) == ["party-1"])
        #expect(try await provider.gifs(for: GIFSearchRequest(id: 1, query: "party hello")).isEmpty)
        #expect(try await provider.gifs(for: GIFSearchRequest(id: 1, query: "")).count == 6)
        await #expect(throws: GIFSearchFailure.offline) {
            try await InMemoryGIFProvider(gifs: provider.gifs, failure: .offline).gifs(
                for: GIFSearchRequest(id: 1, query: ""))
        }
    }

    @Test("an in-memory provider answers at once as it answers asynchronously")
    func immediateResponse() async {
        let request = GIFSearchRequest(id: 7, query: "yes")
        let answer = InMemoryGIFProvider.sample.immediateResponse(to: request)
        #expect(answer.requestID == 7)
        #expect(answer.outcome == .results(InMemoryGIFProvider.sample.gifs.filter { $0.id == "yes-1" }))
        #expect(await InMemoryGIFProvider.sample.response(to: request) == .gifSearchCompleted(answer))
        let offline = InMemoryGIFProvider(gifs: [], failure: .offline).immediateResponse(to: request)
        #expect(offline.outcome == .failed(.offline))
    }
}
