import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Key faces: the drawn keys are made once for each situation and shared by the frames drawn in it")
struct KeyFaceCacheTests {
    /// Expects `session`'s frame to be what an engine drawing its first frame draws for the same state.
    static func expectFreshFrame(
        _ session: TouchSession, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let fresh = KeyboardEngine(configuration: session.engine.configuration)
        #expect(session.model == fresh.render(session.state), "after \(step)", sourceLocation: sourceLocation)
    }

    /// Through shift, caps lock, the other layouts, the other language, a held key and a new return key.
    @Test("every frame of a two-language session is drawn as a new engine draws it")
    func framesMatchANewEngine() throws {
        var session = try TouchSession(
            host: BilingualFixture.hostWithGlobe, configuration: try BilingualFixture.configuration())
        Self.expectFreshFrame(session, "opening")
        session.type("hi")
        Self.expectFreshFrame(session, "typing")
        session.tap(.shift)
        Self.expectFreshFrame(session, "shift")
        session.type("a")
        Self.expectFreshFrame(session, "a capital")
        session.tap(.shift)
        session.tap(.shift)
        Self.expectFreshFrame(session, "caps lock")
        session.type("b")
        session.tap(.shift)
        Self.expectFreshFrame(session, "shift off")
        session.tap("123")
        Self.expectFreshFrame(session, "the numbers")
        session.tap("#+=")
        Self.expectFreshFrame(session, "the symbols")
        session.tap("ABC")
        Self.expectFreshFrame(session, "the letters again")
        session.tap(.globe)
        #expect(session.state.spacebarLabel != nil)
        Self.expectFreshFrame(session, "the other language, its name on the spacebar")
        session.type("z")
        let finger = session.press("e")
        #expect(session.key("e")?.isPressed == true)
        Self.expectFreshFrame(session, "holding a key")
        session.release(finger)
        #expect(session.key("e")?.isPressed == false)
        Self.expectFreshFrame(session, "releasing it")
        session.wait(3)
        #expect(session.state.spacebarLabel == nil)
        Self.expectFreshFrame(session, "the spacebar's label gone")
        session.hostChanged(HostContext(returnKeyType: .send, needsInputModeSwitchKey: true))
        Self.expectFreshFrame(session, "a field with a send key")
        session.tap(.globe)
        session.type("ok")
        Self.expectFreshFrame(session, "the first language again")
    }

    @Test("an iPad's frames, shifted and not, are drawn as by a new engine")
    func iPadFramesMatchANewEngine() throws {
        var session = try TouchSession(device: .ipadPortrait)
        Self.expectFreshFrame(session, "opening")
        for letter in ["t", "h", "e", ".", " ", "!"] {
            session.type(letter)
            Self.expectFreshFrame(session, "typing \(letter)")
        }
    }

    /// The laid-out keys of the embedded keyboard's first layout.
    static func laidOutKeys() throws -> [LaidOutKey] {
        let engine = KeyboardEngine(configuration: try #require(TouchSession.embeddedConfiguration))
        return engine.initialState().geometry.keys
    }

    static func situation(_ keys: [LaidOutKey], shift: ShiftState = .off, layout: String = "Letters")
        -> KeyFaceCache.Situation
    {
        KeyFaceCache.Situation(
            layoutName: layout, deviceClass: .iphonePortrait, shift: shift, returnKeyType: .default,
            spacebarLabel: nil, keys: keys)
    }

    @Test("the faces of a situation are made once, also for equal keys laid out again, and each situation has its own")
    func madeOncePerSituation() throws {
        let cache = KeyFaceCache()
        let keys = try Self.laidOutKeys()
        var made: [Int] = []
        func faces(_ situation: KeyFaceCache.Situation, tag: Int) -> KeyFaceCache.Faces {
            cache.faces(for: situation) {
                made.append(tag)
                return KeyFaceCache.Faces(keys: [], positions: [tag])
            }
        }
        #expect(faces(Self.situation(keys), tag: 1).positions == [1])
        #expect(faces(Self.situation(keys), tag: 2).positions == [1])
        let laidOutAgain = try Self.laidOutKeys()
        #expect(faces(Self.situation(laidOutAgain), tag: 3).positions == [1])
        #expect(faces(Self.situation(keys, shift: .once(automatic: false)), tag: 4).positions == [4])
        #expect(faces(Self.situation(Array(keys.dropLast())), tag: 5).positions == [5])
        #expect(faces(Self.situation(keys), tag: 6).positions == [1])
        #expect(made == [1, 4, 5])
    }

    @Test("the cache keeps the most recently used situations, up to its capacity")
    func keepsTheMostRecent() throws {
        let cache = KeyFaceCache()
        let keys = try Self.laidOutKeys()
        var made: [String] = []
        func use(_ layout: String) {
            _ = cache.faces(for: Self.situation(keys, layout: layout)) {
                made.append(layout)
                return KeyFaceCache.Faces(keys: [], positions: [])
            }
        }
        let layouts = (0...KeyFaceCache.capacity).map { "Layout \($0)" }
        use(layouts[0])
        for layout in layouts.dropFirst() {
            use(layout)
            use(layouts[0])
        }
        #expect(made == layouts, "the first, used between the others, stays")
        use(layouts[1])
        #expect(made == layouts + [layouts[1]], "the least recently used went")
    }

    @Test("a position is given for a drawn key only")
    func positions() {
        let faces = KeyFaceCache.Faces(keys: [], positions: [-1, 0, 1])
        #expect(faces.position(ofKey: 0) == nil)
        #expect(faces.position(ofKey: 1) == 0)
        #expect(faces.position(ofKey: 2) == 1)
        #expect(faces.position(ofKey: 3) == nil)
        #expect(faces.position(ofKey: -1) == nil)
    }
}
