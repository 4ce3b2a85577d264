import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// The embedded keyboard, with suggestions from the embedded English lexicon, fed a sequence of
/// events decoded from the input: touches on keys, beside them and outside the keyboard, at NaN and
/// infinite places; huge, backwards and non-finite times; unknown touch identifiers; toolbar and
/// panel events whether or not anything is open; and changes of field, device, document and shift.
/// After every event the engine's idea of the document is what its edits did to a real document.
@_cdecl("FuzzEngine_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private let engine: KeyboardEngine = {
    let configuration = KeyboardConfiguration.embedded().value!
    let provider = SuggestionProvider(lexicon: try! Lexicon.english())
    return KeyboardEngine(configuration: configuration, suggestionProvider: provider)
}()

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = FuzzInput(start, count: count)
    var state = engine.initialState(deviceClass: input.pick(DeviceClass.allCases))
    var document = InMemoryTextDocument()
    var clock = EventClock()
    var steps = 0
    while !input.isAtEnd, steps < 200 {
        steps += 1
        var event = nextEvent(&input, state: state, clock: &clock)
        if case .documentChanged(let context) = event {
            // The host's document, as a shell reads it: a selection widened to whole characters.
            document = InMemoryTextDocument(
                before: context.beforeInput, selected: context.selectedText, after: context.afterInput)
            event = .documentChanged(document.contents)
        }
        let effects = engine.handle(event, state: &state)
        for effect in effects {
            check(effect)
            if case .edit(let edit) = effect { document.apply([edit]) }
        }
        require(
            document.selection.upperBound <= document.text.utf16.count, "the cursor left the text after \(event)")
        require(
            document.contents == state.document,
            "the engine thinks the document is \(state.document) but its edits made \(document.contents), after \(event)"
        )
        require(engine.configuration.layouts[state.layoutName] != nil, "no layout \"\(state.layoutName)\"")
        _ = engine.render(state)
    }
    return 0
}

/// Effects name things that exist and carry numbers that make sense.
private func check(_ effect: KeyboardEffect) {
    switch effect {
    case .edit(.deleteBackward(let count)):
        require(count > 0, "a deletion of \(count) characters")
    case .edit(.insert(let text)):
        require(!text.isEmpty, "an insertion of nothing")
    case .layoutChanged(let name):
        require(engine.configuration.layouts[name] != nil, "a change to the unknown layout \"\(name)\"")
    case .openURL(let url):
        require(engine.urlPolicy.problem(opening: url) == nil, "an opened link the policy refuses: \(url)")
    default:
        break
    }
}

/// Times that mostly move forward, sometimes jump far or back, and are sometimes not numbers.
private struct EventClock {
    var now = 0.0

    mutating func next(_ input: inout FuzzInput) -> Double {
        switch input.byte() % 16 {
        case 0: return .nan
        case 1: return input.flag() ? .infinity : -.infinity
        case 2: now = input.flag() ? 1e300 : -1e300
        case 3: now -= Double(input.byte()) / 10
        case 4: now += Double(input.uint16())
        default: now += Double(input.byte()) / 200
        }
        return now
    }
}

private func place(_ input: inout FuzzInput, state: KeyboardState) -> Point {
    let keys = state.geometry.keys
    switch input.byte() % 8 {
    case 0: return Point(x: .nan, y: input.flag() ? .nan : 10)
    case 1: return Point(x: input.flag() ? .infinity : -.infinity, y: input.flag() ? .infinity : 5)
    case 2:
        return Point(x: Double(Int16(bitPattern: input.uint16())) * 10, y: Double(Int16(bitPattern: input.uint16())))
    case 3: return Point(x: Double(input.uint16()) / 100 - 100, y: Double(input.uint16()) / 100 - 100)
    default:
        guard !keys.isEmpty else { return Point(x: 0, y: 0) }
        let frame = input.pick(keys).frame
        let dx = (Double(input.byte()) / 255 - 0.5) * frame.width * 1.2
        let dy = (Double(input.byte()) / 255 - 0.5) * frame.height * 1.2
        return Point(x: frame.center.x + dx, y: frame.center.y + dy)
    }
}

private func touchID(_ input: inout FuzzInput) -> Int {
    let byte = input.byte()
    return byte < 240 ? Int(byte % 4) : input.pick([-1, Int.max, Int.min, 1 << 40])
}

private func text(_ input: inout FuzzInput) -> String {
    input.pick(["", "Hello", "hello wor", "e\u{301}", "👍🏽", "a\r\nb", "  ", "The quick. ", "x"])
        + input.string(maximumLength: 8)
}

private func nextEvent(_ input: inout FuzzInput, state: KeyboardState, clock: inout EventClock) -> KeyboardEvent {
    switch input.byte() % 16 {
    case 0, 1, 2:
        return .touchBegan(
            TouchPoint(id: touchID(&input), location: place(&input, state: state), time: clock.next(&input)))
    case 3, 4:
        return .touchMoved(
            TouchPoint(id: touchID(&input), location: place(&input, state: state), time: clock.next(&input)))
    case 5, 6, 7:
        return .touchEnded(
            TouchPoint(id: touchID(&input), location: place(&input, state: state), time: clock.next(&input)))
    case 8: return .touchCancelled(id: touchID(&input), time: clock.next(&input))
    case 9: return .tick(time: clock.next(&input))
    case 10:
        return .documentChanged(
            TextContext(
                beforeInput: text(&input), selectedText: input.flag() ? text(&input) : "", afterInput: text(&input)))
    case 11: return .deviceChanged(input.pick(DeviceClass.allCases))
    case 12:
        let index = Int(Int8(bitPattern: input.byte()))
        return .toolbar(
            input.pick([
                .tapItem(index), .tapMoreItem(index), .tapSocialItem(index), .tapSuggestion(index), .close,
                .dismissNotice,
            ]))
    case 13:
        let name = input.pick(["", "Dark", "Light", "no such thing", "emoji"])
        let index = Int(Int8(bitPattern: input.byte()))
        return .panel(
            input.pick([
                .chooseTheme(name), .setSnippetTemplate(snippet: name, text: text(&input)),
                .useSelectionAsSnippetTemplate(snippet: name), .resetSnippetTemplate(snippet: name),
                .setOption(input.pick(KeyboardOption.allCases), input.flag()), .chooseStickerPack(index),
                .tapSticker(pack: name, sticker: name), .searchGIFs(text(&input)), .tapGIF(id: name),
                .insertQuickReply(index), .openPageInBrowser,
            ]))
    case 14:
        return .hostChanged(
            HostContext(
                keyboardType: input.pick(FieldKeyboardType.allCases), allowsAutocorrection: input.flag(),
                isSecureTextEntry: input.flag(), needsInputModeSwitchKey: input.flag(),
                handlesReturnKey: input.flag(), hasFullAccess: input.flag(),
                colorScheme: input.pick(ColorScheme.allCases)))
    default:
        return .setShift(input.pick([.off, .once(automatic: false), .once(automatic: true), .capsLock]))
    }
}
