/// A recorded or hand-written list of keyboard events, replayed by `keysmith simulate --events`.
///
/// The file is a JSON array of objects, each with an `event` and a `time` in seconds:
///
/// ```json
/// [
///   {"event": "began", "id": 1, "key": "h", "time": 0},
///   {"event": "ended", "id": 1, "key": "h", "time": 0.08},
///   {"event": "began", "id": 2, "x": 200, "y": 120, "time": 0.3},
///   {"event": "tick", "time": 0.9},
///   {"event": "ended", "id": 2, "x": 200, "y": 120, "time": 1.0}
/// ]
/// ```
///
/// Touches (`began`, `moved`, `ended`, `cancelled`) give a finger `id` and a place: `x` and `y` in
/// points, or `key`, the label of a key on the layout shown at that moment (or a key type such as
/// `shift`, `delete` or `spacebar`), whose centre is used. `tick` only advances time. `host` sets the
/// field (`{"event": "host", "keyboardType": "numberPad", "returnKeyType": "send", …}`), `document`
/// replaces the text around the cursor (`"before"`, `"selected"`, `"after"`), and `device` sets
/// the device class (`"device": "ipad-landscape"`).
@_spi(Tooling) public struct EventScript: Sendable, Hashable {
    var steps: [Step]

    init(steps: [Step]) {
        self.steps = steps
    }

    /// The latest time any step names; 0 for a script without times.
    public var lastTime: Double {
        steps.reduce(0) { latest, step in
            switch step {
            case .touch(_, _, _, let time), .tick(let time): max(latest, time)
            case .host, .document, .device: latest
            }
        }
    }

    /// One line of a script.
    enum Step: Sendable, Hashable {
        case touch(Phase, id: Int, place: Place, time: Double)
        case tick(time: Double)
        case host(HostContext)
        case document(TextContext)
        case device(DeviceClass)
    }

    enum Phase: String, Sendable, Hashable, CaseIterable {
        case began, moved, ended, cancelled
    }

    /// Where a touch is: a point, or the centre of a key found by its label or type.
    enum Place: Sendable, Hashable {
        case point(Point)
        case key(String)
    }

    /// A step that could not be carried out because its key is not on the layout shown then.
    public struct MissingKey: Error, Sendable, Hashable, CustomStringConvertible {
        var step: Int
        var key: String
        var layout: String
        public var description: String { "step \(step): no key \"\(key)\" on the layout \(layout)" }
    }

    /// Sends the script's events to `session`, in order, which carries out their effects (see
    /// ``KeyboardSession/onTurn`` for what they were). A key is found on the layout the session
    /// shows when its step comes.
    public func replay<Document>(on session: KeyboardSession<Document>) throws(MissingKey) {
        for (number, step) in steps.enumerated() {
            let event: KeyboardEvent
            switch step {
            case .touch(let phase, let id, let place, let time):
                let location: Point
                switch place {
                case .point(let point):
                    location = point
                case .key(let label):
                    guard let key = Self.key(labelled: label, in: session.model) else {
                        throw MissingKey(step: number, key: label, layout: session.state.layoutName)
                    }
                    location = key.frame.center
                }
                let touch = TouchPoint(id: id, location: location, time: time)
                switch phase {
                case .began: event = .touchBegan(touch)
                case .moved: event = .touchMoved(touch)
                case .ended: event = .touchEnded(touch)
                case .cancelled: event = .touchCancelled(id: id, time: time)
                }
            case .tick(let time): event = .tick(time: time)
            case .host(let host): event = .hostChanged(host)
            case .document(let document): event = .documentChanged(document)
            case .device(let deviceClass): event = .deviceChanged(deviceClass)
            }
            session.send(event)
        }
    }

    /// The key showing `label` (as drawn, or ignoring case), else the first key of the type `label`.
    static func key(labelled label: String, in model: KeyboardRenderModel) -> RenderedKey? {
        model.keys.first { $0.label == .text(label) }
            ?? model.keys.first {
                if case .text(let text) = $0.label { text.lowercased() == label.lowercased() } else { false }
            }
            ?? model.keys.first { $0.type.rawValue == label }
    }
}

extension EventScript {
    /// Reads a script file, reporting every problem with its line and column.
    public static func load(_ source: SourceText) -> ConfigLoadResult<EventScript> {
        let parsed = JSONParser.parse(source)
        var reader = ConfigReader(source: source)
        reader.append(contentsOf: parsed.diagnostics)
        guard let root = parsed.root,
            let elements = reader.array(root, at: .root, expected: "an event script: an array of events")
        else {
            return ConfigLoadResult(value: nil, diagnostics: reader.diagnostics)
        }
        var steps: [Step] = []
        for (index, element) in elements.enumerated() {
            if let step = readStep(element, at: JSONPointer.root / index, with: &reader) { steps.append(step) }
        }
        return ConfigLoadResult(value: EventScript(steps: steps), diagnostics: reader.diagnostics)
    }

    private enum Kind: String, CaseIterable {
        case began, moved, ended, cancelled, tick, host, document, device
    }

    private static func readStep(_ node: JSONNode, at pointer: JSONPointer, with reader: inout ConfigReader) -> Step? {
        guard let object = reader.object(node, at: pointer, expected: "an event"),
            let kind = reader.enumeration("event", in: object, as: Kind.self, required: true)
        else { return nil }
        switch kind {
        case .began, .moved, .ended, .cancelled:
            reader.noteUnknownKeys(
                in: object, known: ["event", "id", "x", "y", "key", "time"], context: "a touch event")
            let id = reader.integer("id", in: object, required: true)
            let time = reader.number("time", in: object, required: true)
            let place: Place?
            if let key = reader.nonEmptyString("key", in: object) {
                place = .key(key)
            } else if object.contains("x") || object.contains("y") || kind != .cancelled {
                let x = reader.number("x", in: object, required: true)
                let y = reader.number("y", in: object, required: true)
                place = x.flatMap { x in y.map { Place.point(Point(x: x, y: $0)) } }
            } else {
                place = .point(Point(x: 0, y: 0))
            }
            guard let id, let time, let place, let phase = Phase(rawValue: kind.rawValue) else { return nil }
            return .touch(phase, id: id, place: place, time: time)
        case .tick:
            reader.noteUnknownKeys(in: object, known: ["event", "time"], context: "a tick")
            return reader.number("time", in: object, required: true).map { .tick(time: $0) }
        case .device:
            reader.noteUnknownKeys(in: object, known: ["event", "device"], context: "a device event")
            return reader.enumeration("device", in: object, as: DeviceClass.self, required: true).map(Step.device)
        case .document:
            reader.noteUnknownKeys(
                in: object, known: ["event", "before", "selected", "after"], context: "a document event")
            return .document(
                TextContext(
                    beforeInput: reader.string("before", in: object) ?? "",
                    selectedText: reader.string("selected", in: object) ?? "",
                    afterInput: reader.string("after", in: object) ?? ""))
        case .host:
            let fields: Set<String> = [
                "event", "keyboardType", "returnKeyType", "autocapitalization", "allowsAutocorrection",
                "isSecureTextEntry", "needsInputModeSwitchKey", "handlesReturnKey", "hasFullAccess", "colorScheme",
            ]
            reader.noteUnknownKeys(in: object, known: fields, context: "a host event")
            let standard = HostContext.standard
            return .host(
                HostContext(
                    keyboardType: reader.enumeration("keyboardType", in: object) ?? standard.keyboardType,
                    returnKeyType: reader.enumeration("returnKeyType", in: object) ?? standard.returnKeyType,
                    autocapitalization: reader.enumeration("autocapitalization", in: object)
                        ?? standard.autocapitalization,
                    allowsAutocorrection: reader.bool("allowsAutocorrection", in: object)
                        ?? standard.allowsAutocorrection,
                    isSecureTextEntry: reader.bool("isSecureTextEntry", in: object) ?? standard.isSecureTextEntry,
                    needsInputModeSwitchKey: reader.bool("needsInputModeSwitchKey", in: object)
                        ?? standard.needsInputModeSwitchKey,
                    handlesReturnKey: reader.bool("handlesReturnKey", in: object) ?? standard.handlesReturnKey,
                    hasFullAccess: reader.bool("hasFullAccess", in: object) ?? standard.hasFullAccess,
                    colorScheme: reader.enumeration("colorScheme", in: object) ?? standard.colorScheme))
        }
    }
}
