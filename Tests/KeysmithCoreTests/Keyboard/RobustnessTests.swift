import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Robustness: odd touches, odd hosts, odd configurations and random streams")
struct RobustnessTests {
    // MARK: Odd touches

    @Test(
        "a touch outside the keys area types nothing and plays nothing",
        arguments: DocumentMode.allCases,
        [
            Point(x: -40, y: 100), Point(x: 195, y: -30), Point(x: 5_000, y: 100), Point(x: 195, y: 400),
            Point(x: .nan, y: 100), Point(x: .infinity, y: -.infinity),
        ])
    func touchOutside(mode: DocumentMode, point: Point) throws {
        var session = try TouchSession(mode, document: "ok‸")
        let finger = session.press(at: point)
        session.wait(0.7)
        session.release(finger)
        #expect(session.log.isEmpty)
        #expect(session.settle() == "ok‸")
    }

    @Test("events for a touch the keyboard never saw begin change nothing")
    func unknownTouchIDs() throws {
        var session = try TouchSession(document: "ok‸")
        let before = session.state
        let point = session.center(of: "a")
        session.send(.touchMoved(TouchPoint(id: 42, location: point, time: session.now)))
        session.send(.touchEnded(TouchPoint(id: 42, location: point, time: session.now)))
        session.send(.touchCancelled(id: 43, time: session.now))
        #expect(session.log.isEmpty)
        #expect(session.state == before)
    }

    @Test("a touch the system cancels types nothing, even with its alternates open", arguments: DocumentMode.allCases)
    func cancelledTouches(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok‸", host: .noAutocapitalization)
        let tap = session.press("a")
        session.wait(0.05)
        session.cancel(tap)
        let held = session.press("e")
        session.wait(0.6)
        session.move(held, toAlternate: "é")
        session.cancel(held)
        #expect(session.model.alternates == nil)
        session.wait(0.5)
        #expect(session.settle() == "ok‸")
    }

    @Test(
        "a cancelled shift that was held while typing lets go of shift, as lifting it does",
        arguments: DocumentMode.allCases)
    func cancelledHeldShift(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok ‸")
        let shift = session.press(.shift)
        session.wait(0.1)
        session.tap("u")
        session.cancel(shift)
        #expect(session.state.shift == .off)
        session.type("p")
        #expect(session.settle() == "ok Up‸")
    }

    @Test("cancelling the second finger of a rollover keeps the first one's letter", arguments: DocumentMode.allCases)
    func cancelAfterRollover(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        let first = session.press("a")
        session.wait(0.04)
        let second = session.press("b")
        session.cancel(second)
        session.release(first)
        #expect(session.settle() == "a‸")
    }

    @Test("a cancelled delete stops repeating", arguments: DocumentMode.allCases)
    func cancelledDelete(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "abcdef‸", host: .noAutocapitalization)
        let finger = session.press(.delete)
        session.wait(0.55)
        session.cancel(finger)
        session.wait(1)
        #expect(session.settle() == "abcd‸")
    }

    @Test("a rotation drops the fingers on the old keys, and the new keys type", arguments: DocumentMode.allCases)
    func eventsAfterDeviceChange(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        let delete = session.press(.delete)
        let stale = session.press("q")
        session.send(.deviceChanged(.ipadPortrait))
        #expect(session.model.deviceClass == .ipadPortrait)
        #expect(session.model.keys.allSatisfy { !$0.isPressed })
        session.wait(1)
        session.release(stale)
        session.release(delete)
        session.type("ok")
        session.tap(",")
        session.send(.deviceChanged(.iphoneLandscape))
        session.type("go")
        #expect(session.settle() == "ok,go‸")
    }

    // MARK: Odd configurations

    @Test("a switch key naming a layout that does not exist does nothing", arguments: DocumentMode.allCases)
    func switchToMissingLayout(mode: DocumentMode) throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        var english = try #require(configuration.layouts["English"])
        english.rows[3][0].keyboardName = "Nowhere"
        configuration.layouts["English"] = english
        var session = try TouchSession(mode, configuration: configuration)
        let effects = session.tap("123")
        #expect(effects.actions.isEmpty)
        #expect(session.state.layoutName == "English")
        session.type("a")
        #expect(session.settle() == "A‸")
    }

    @Test(
        "a field type mapped to a layout that does not exist gets the set's first layout, not a blank keyboard",
        arguments: DocumentMode.allCases)
    func fieldTypeMappedToMissingLayout(mode: DocumentMode) throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        configuration.set.keyboardTypes[.numberPad] = "Nowhere"
        var host = HostContext.standard
        host.keyboardType = .numberPad
        let opened = try TouchSession(mode, host: host, configuration: configuration)
        #expect(opened.state.layoutName == "English")
        #expect(!opened.model.keys.isEmpty)

        var session = try TouchSession(mode, host: .noAutocapitalization, configuration: configuration)
        session.tap("123")
        host.autocapitalization = .none
        session.hostChanged(host)
        #expect(session.state.layoutName == "English")
        session.type("ok")
        #expect(session.settle() == "ok‸")
    }

    @Test("a set whose layouts are all missing draws no keys, and no event breaks it")
    func noLayoutsAtAll() throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        configuration.layouts = [:]
        var session = try TouchSession(document: "ok‸", configuration: configuration)
        #expect(session.model.keys.isEmpty)
        let finger = session.press(at: Point(x: 100, y: 100))
        session.wait(0.8)
        session.move(finger, by: -80)
        session.release(finger)
        var host = HostContext.standard
        host.keyboardType = .numberPad
        session.hostChanged(host)
        session.send(.deviceChanged(.ipadPortrait))
        session.release(session.press(at: Point(x: 400, y: 200)))
        #expect(session.log.edits.isEmpty)
        #expect(session.settle() == "ok‸")
    }

    // MARK: Random streams

    @Test(
        "random event streams never crash, end with the same document in every mode, and keep the cursor on a cluster boundary",
        arguments: 0..<32 as Range<UInt64>)
    func randomStreams(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let opening = generator.trickyDocument(maxClusters: 12)
        let steps = (0..<300).map { _ in RandomStep.next(using: &generator) }
        var outcomes: [DocumentMode: String] = [:]
        for mode in DocumentMode.allCases {
            var session = try TouchSession(mode, document: opening, layout: seed.isMultiple(of: 3) ? "Markup" : nil)
            var clock = session.now
            for step in steps {
                step.run(on: &session, clock: &clock)
                _ = session.model
            }
            outcomes[mode] = session.settle()
            let boundaries = ClusterBoundaries(session.document.text)
            #expect(boundaries.contains(session.document.selection.lowerBound), "\(mode)")
            #expect(boundaries.contains(session.document.selection.upperBound), "\(mode)")
        }
        #expect(Set(outcomes.values).count == 1, "\(outcomes)")
    }
}

/// One step of a random session: an event, or something the host does.
enum RandomStep {
    case touchBegan(id: Int, location: Point, delay: Double)
    case touchMoved(id: Int, location: Point, delay: Double)
    case touchEnded(id: Int, location: Point, delay: Double)
    case touchCancelled(id: Int, delay: Double)
    case tick(delay: Double)
    /// A tick at an absurd time, without moving the clock.
    case oddTick(time: Double)
    case hostChanged(HostContext)
    case deviceChanged(DeviceClass)
    case reportDocument
    case runLoopTurn
    case replaceDocument(String)

    /// A random step: mostly touches on and around the keys, sometimes odd values and host changes.
    static func next(using generator: inout SplitMix64) -> RandomStep {
        let id = Int.random(in: 0..<4, using: &generator)
        let delay =
            Double.random(in: 0...1, using: &generator) < 0.03
            ? Double.random(in: 1...600, using: &generator) : Double.random(in: 0...0.25, using: &generator)
        let roll = Int.random(in: 0..<100, using: &generator)
        switch roll {
        case 0..<26: return .touchBegan(id: id, location: point(using: &generator), delay: delay)
        case 26..<52: return .touchMoved(id: id, location: point(using: &generator), delay: delay)
        case 52..<72: return .touchEnded(id: id, location: point(using: &generator), delay: delay)
        case 72..<75: return .touchCancelled(id: id, delay: delay)
        case 75..<87: return .tick(delay: delay)
        case 87..<88:
            return .oddTick(time: [Double.nan, .infinity, -.infinity, 1e300, -5].randomElement(using: &generator) ?? 0)
        case 88..<91:
            var host = HostContext.standard
            host.keyboardType = FieldKeyboardType.allCases.randomElement(using: &generator) ?? .default
            host.returnKeyType = ReturnKeyType.allCases.randomElement(using: &generator) ?? .default
            host.autocapitalization = AutocapitalizationType.allCases.randomElement(using: &generator) ?? .none
            host.needsInputModeSwitchKey = Bool.random(using: &generator)
            host.handlesReturnKey = Bool.random(using: &generator)
            return .hostChanged(host)
        case 91..<93: return .deviceChanged(DeviceClass.allCases.randomElement(using: &generator) ?? .iphonePortrait)
        case 93..<97: return .reportDocument
        case 97..<99: return .runLoopTurn
        default: return .replaceDocument(generator.trickyDocument(maxClusters: 8))
        }
    }

    /// A point on an iPhone's keys most of the time, sometimes anywhere on or off an iPad's, and
    /// now and then a value no touch screen reports.
    static func point(using generator: inout SplitMix64) -> Point {
        let roll = Int.random(in: 0..<100, using: &generator)
        switch roll {
        case 0..<70:
            return Point(
                x: Double.random(in: 0..<390, using: &generator), y: Double.random(in: 0..<216, using: &generator))
        case 70..<95:
            return Point(
                x: Double.random(in: -50..<1_250, using: &generator),
                y: Double.random(in: -100..<400, using: &generator))
        default:
            let odd: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e18, -0.0]
            return Point(
                x: odd.randomElement(using: &generator) ?? 0,
                y: Bool.random(using: &generator) ? 100 : odd.randomElement(using: &generator) ?? 0)
        }
    }

    /// Runs the step: events carry the clock's time, advanced by the step's delay first.
    func run(on session: inout TouchSession, clock: inout Double) {
        switch self {
        case .touchBegan(let id, let location, let delay):
            clock += delay
            session.send(.touchBegan(TouchPoint(id: id, location: location, time: clock)))
        case .touchMoved(let id, let location, let delay):
            clock += delay
            session.send(.touchMoved(TouchPoint(id: id, location: location, time: clock)))
        case .touchEnded(let id, let location, let delay):
            clock += delay
            session.send(.touchEnded(TouchPoint(id: id, location: location, time: clock)))
        case .touchCancelled(let id, let delay):
            clock += delay
            session.send(.touchCancelled(id: id, time: clock))
        case .tick(let delay):
            clock += delay
            session.send(.tick(time: clock))
        case .oddTick(let time):
            session.send(.tick(time: time))
        case .hostChanged(let host):
            session.send(.hostChanged(host))
        case .deviceChanged(let deviceClass):
            session.send(.deviceChanged(deviceClass))
        case .reportDocument:
            session.reportDocument()
        case .runLoopTurn:
            session.runLoopTurn()
        case .replaceDocument(let written):
            session.hostReplacesDocument(with: written)
        }
    }
}

extension SplitMix64 {
    /// A document of tricky clusters in ``TextNotation``, with the cursor or a selection at cluster
    /// boundaries.
    mutating func trickyDocument(maxClusters: Int) -> String {
        let clusters = Array(trickyString(maxClusters: maxClusters))
        var bounds = [
            Int.random(in: 0...clusters.count, using: &self), Int.random(in: 0...clusters.count, using: &self),
        ]
        bounds.sort()
        let before = String(clusters[..<bounds[0]])
        let selected = String(clusters[bounds[0]..<bounds[1]])
        let after = String(clusters[bounds[1]...])
        if selected.isEmpty || Bool.random(using: &self) { return before + selected + "‸" + after }
        return before + "«" + selected + "»" + after
    }
}
