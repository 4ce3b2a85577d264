import Testing

@testable import KeysmithCore

@Suite("Requests answered later: only the one awaited counts")
struct AwaitedRequestsTests {
    @Test("each request gets the next identifier, and only the awaited one's answer is taken, once")
    func answers() {
        var requests = AwaitedRequests<String>()
        let first = requests.nextID()
        let second = requests.nextID()
        #expect(second == first + 1)
        requests.await(first, keeping: "first")
        requests.await(second, keeping: "second")
        #expect(requests.isWaiting)
        // The first was overtaken by the second: its answer is late.
        #expect(requests.answer(first) == nil)
        #expect(requests.answer(second) == "second")
        #expect(!requests.isWaiting)
        #expect(requests.answer(second) == nil)
    }

    @Test("a request no longer awaited drops its answer, and gives back what it kept")
    func stopWaiting() {
        var requests = AwaitedRequests<Int>()
        let id = requests.nextID()
        requests.await(id, keeping: 42)
        #expect(requests.stopWaiting() == 42)
        #expect(requests.stopWaiting() == nil)
        #expect(requests.answer(id) == nil)
        #expect(requests.nextID() == id + 1)
    }
}
