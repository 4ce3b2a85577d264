import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The return key")
struct ReturnKeyTests {
    @Test("return inserts a line break when the host does not handle it", arguments: DocumentMode.allCases)
    func returnInsertsLineBreak(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "one‸two", host: .noAutocapitalization)
        let effects = session.tap(.returnKey)
        #expect(effects.actions.isEmpty)
        #expect(session.settle() == "one\n‸two")
    }

    @Test("return replaces a selection with the line break", arguments: DocumentMode.allCases)
    func returnReplacesSelection(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "one« »two", host: .noAutocapitalization)
        session.tap(.returnKey)
        #expect(session.settle() == "one\n‸two")
    }

    @Test("a host that handles return gets the tap and nothing is inserted", arguments: DocumentMode.allCases)
    func hostHandlesReturn(mode: DocumentMode) throws {
        var host = HostContext.standard
        host.handlesReturnKey = true
        var session = try TouchSession(mode, document: "find me‸", host: host)
        let effects = session.tap(.returnKey)
        #expect(effects.actions == [.returnKeyAction])
        #expect(effects.edits.isEmpty)
        #expect(session.settle() == "find me‸")
    }

    @Test("a return key still held when a letter lands types its line break first", arguments: DocumentMode.allCases)
    func returnRollover(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "a‸", host: .noAutocapitalization)
        let enter = session.press(.returnKey)
        session.wait(0.04)
        let letter = session.press("b")
        session.release(enter)
        session.release(letter)
        #expect(session.settle() == "a\nb‸")
    }

    @Test(
        "the return key is titled by the field's return key type", arguments: ReturnKeyType.allCases,
        DeviceClass.allCases)
    func returnKeyLabel(type: ReturnKeyType, device: DeviceClass) throws {
        var host = HostContext.standard
        host.returnKeyType = type
        let session = try TouchSession(host: host, device: device)
        #expect(session.label(of: .returnKey) == KeyTitles.english.title(for: type))
    }

    @Test("the return key's title follows the field when the host's traits change")
    func returnKeyLabelFollowsHost() throws {
        var session = try TouchSession()
        #expect(session.label(of: .returnKey) == "return")
        let titles: [(ReturnKeyType, String)] = [
            (.go, "go"), (.send, "send"), (.search, "search"), (.google, "search"), (.default, "return"),
        ]
        for (type, title) in titles {
            var host = HostContext.standard
            host.returnKeyType = type
            session.hostChanged(host)
            #expect(session.label(of: .returnKey) == title)
        }
    }
}
