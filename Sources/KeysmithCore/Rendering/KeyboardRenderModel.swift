/// Everything a shell draws, in one value: the UIKit view and the browser preview draw the same
/// model, so a picture from `keysmith render` is what the phone shows. Equatable, so that a shell can
/// skip a frame that did not change.
///
/// Coordinates: the keys area and the panel are in the keys area's points (origin at its top left);
/// the toolbar slot's frames are in the slot's own points (origin at the slot's top left, the slot
/// sitting right above the keys area).
public struct KeyboardRenderModel: Sendable, Hashable, Codable {
    /// The keys area; the toolbar slot is drawn above it.
    public var size: Size
    var deviceClass: DeviceClass
    public var layoutName: String
    /// Which way the layout's language reads: right to left for Arabic, Hebrew, Persian and Urdu.
    /// The keys are where the layout file puts them, already in the order their language shows
    /// them; a shell aligns text and mirrors direction-bound images (arrows) by it.
    public var layoutDirection: LayoutDirection
    var shift: ShiftState
    /// The keys that are drawn, in layout order (hidden and blank keys are left out).
    public var keys: [RenderedKey]
    /// The enlarged key above a pressed letter (iPhone only).
    public var inputCallout: RenderedCallout?
    /// The long-press alternates panel, or the globe key's list of languages, when open.
    public var alternates: RenderedAlternates?
    /// The path of a finger drawing a word across the letters (swipe typing), in the keys area's
    /// points; empty when no finger is.
    public var swipeTrail: [Point] = []
    /// The cross of a flick key's labels while a finger is down on it, drawn in place of the
    /// input callout.
    public var flickGuide: FlickGuide?
    /// The slot above the keys: the toolbar, the social bar, or the header of an open panel.
    public var toolbarSlot: ToolbarSlot
    /// The panel or More section drawn in place of the keys, when one is open; `keys` is empty then.
    public var panel: RenderedPanel?
    /// The theme drawn with, by name: the user's choice, else the set's first theme.
    public var themeName: String
    /// Which of the theme's palettes is drawn with: the host's colour scheme.
    public var colorScheme: ColorScheme
    /// The palette to draw with: the theme's palette for ``colorScheme``, resolved by the engine, so
    /// that a shell draws the model without looking anything up.
    public var palette: ThemePalette
    public var cornerRadius: Double
}

/// One key as drawn.
public struct RenderedKey: Sendable, Hashable, Codable {
    /// Row and position in the layout file.
    public var row: Int
    public var index: Int
    public var frame: Rect
    public var style: KeyStyle
    public var type: KeyType
    public var label: KeyLabel
    /// The finger is on it.
    public var isPressed: Bool
    /// Shown in its selected state: shift while on, with `selectedImage`.
    public var isSelected: Bool
    /// Shift in caps lock.
    public var isLocked: Bool
    /// The iPad home-row bump on F and J.
    public var hasHomerowIndicator: Bool
    public var font: String?
    public var textSize: Double?
    /// What VoiceOver says.
    public var accessibilityLabel: String
}

/// What a key shows.
public enum KeyLabel: Sendable, Hashable, Codable {
    case text(String)
    /// A named image from the app's assets, drawn as an alpha mask in the style's colour.
    case image(String)
    /// One of the keyboard's own icons (shift, delete, globe…).
    case icon(KeyIcon)
    case none
}

/// The enlarged key shown above a pressed letter.
public struct RenderedCallout: Sendable, Hashable, Codable {
    public var geometry: InputCallout
    public var text: String
}

/// The alternates panel with its selection.
public struct RenderedAlternates: Sendable, Hashable, Codable {
    public var panel: AlternatesPanel
    /// The alternates as they would be typed (in the case shift asks for).
    public var labels: [String]
    /// The cell under the finger; -1 for none.
    public var selected: Int
}

extension KeyboardEngine {
    /// What the shell draws for `state`.
    public func render(_ state: KeyboardState) -> KeyboardRenderModel {
        let geometry = state.geometry
        let slot = toolbarSlot(for: state)
        let theme = theme(settings: state.settings)
        let palette = theme.palette(for: state.host.colorScheme)
        let language = layoutLanguage(for: state)
        let direction = language.direction
        if let panel = renderedPanel(for: state) {
            return KeyboardRenderModel(
                size: geometry.bounds.size, deviceClass: state.deviceClass, layoutName: state.layoutName,
                layoutDirection: direction, shift: state.typing.shift,
                keys: [], inputCallout: nil, alternates: nil, toolbarSlot: slot, panel: panel, themeName: theme.name,
                colorScheme: state.host.colorScheme, palette: palette, cornerRadius: geometry.metrics.cornerRadius)
        }
        let shifted = state.typing.shift.isOn
        let letterCase = language.letterCase
        let faces = keyFaces.faces(
            for: KeyFaceCache.Situation(
                layoutName: state.layoutName, deviceClass: state.deviceClass, shift: state.typing.shift,
                returnKeyType: state.host.returnKeyType, spacebarLabel: state.languages.spacebarLabel?.text,
                keys: geometry.keys)
        ) { makeKeyFaces(for: state, language: language) }
        // A pressed key is the only one that differs from its face; marking it copies the shared keys.
        var keys = faces.keys
        for touch in state.touches where touch.phase != .done && touch.phase != .swiping {
            if let keyIndex = touch.keyIndex, let position = faces.position(ofKey: keyIndex) {
                keys[position].isPressed = true
            }
        }

        var callout: RenderedCallout?
        var alternates: RenderedAlternates?
        var trail: [Point] = []
        var flickGuide: FlickGuide?
        let headroom = geometry.metrics.toolbarHeight
        for touch in state.touches {
            if touch.phase == .swiping, let stroke = touch.stroke { trail = stroke.map(\.point) }
            guard let keyIndex = touch.keyIndex, geometry.keys.indices.contains(keyIndex) else { continue }
            switch touch.phase {
            case .alternates(let panel, let selected):
                alternates = RenderedAlternates(
                    panel: panel, labels: panel.alternates.map { letterCase.keyText($0, shifted: shifted) },
                    selected: selected)
            case .languages(let panel, let selected):
                alternates = RenderedAlternates(panel: panel, labels: panel.alternates, selected: selected ?? -1)
            case .pressing where geometry.keys[keyIndex].key.flicks != nil:
                flickGuide = state.flickGuide
            case .pressing:
                let laidOut = geometry.keys[keyIndex]
                if let bubble = geometry.inputCallout(for: laidOut, headroom: headroom),
                    let text = laidOut.key.shiftText.flatMap({ shifted ? $0 : nil })
                        ?? (laidOut.key.inputText ?? laidOut.text)
                {
                    callout = RenderedCallout(geometry: bubble, text: letterCase.keyText(text, shifted: shifted))
                }
            default:
                break
            }
        }

        return KeyboardRenderModel(
            size: geometry.bounds.size, deviceClass: state.deviceClass, layoutName: state.layoutName,
            layoutDirection: direction, shift: state.typing.shift,
            keys: keys, inputCallout: callout, alternates: alternates, swipeTrail: trail, flickGuide: flickGuide,
            toolbarSlot: slot, panel: nil,
            themeName: theme.name,
            colorScheme: state.host.colorScheme, palette: palette, cornerRadius: geometry.metrics.cornerRadius)
    }

    /// The touchable keys of `state`'s geometry as drawn with no finger on them, and where each
    /// laid-out key's face is among them.
    private func makeKeyFaces(for state: KeyboardState, language: LayoutLanguage) -> KeyFaceCache.Faces {
        let geometry = state.geometry
        let shifted = state.typing.shift.isOn
        let letterCase = language.letterCase
        let caseSensitive = configuration.set.caseSensitiveKeyDisplay
        let returnTitle = language.keyTitles.title(for: state.host.returnKeyType)
        var keys: [RenderedKey] = []
        keys.reserveCapacity(geometry.keys.count)
        var positions = [Int](repeating: -1, count: geometry.keys.count)
        for (index, laidOut) in geometry.keys.enumerated() where laidOut.isTouchable {
            let key = laidOut.key
            let isShiftKey = key.type == .shift
            let label: KeyLabel
            if key.type == .spacebar, let momentary = state.languages.spacebarLabel {
                label = .text(momentary.text)
            } else if let image = (isShiftKey && shifted) ? key.imageWhenSelected : key.image {
                label = .image(image)
            } else if key.type.isReturn, state.host.returnKeyType != .default || laidOut.text == nil {
                label = .text(returnTitle)
            } else if shifted, key.type == .textEntry, let shiftText = key.shiftText {
                label = .text(shiftText)
            } else if let text = laidOut.text {
                label = .text(
                    caseSensitive && key.type == .textEntry ? letterCase.keyText(text, shifted: shifted) : text)
            } else {
                switch key.type.builtInLabel(titles: language.keyTitles) {
                case .icon(let icon)?: label = .icon(icon)
                case .title(let title)?: label = .text(title)
                case nil: label = .none
                }
            }
            positions[index] = keys.count
            keys.append(
                RenderedKey(
                    row: laidOut.rowIndex, index: laidOut.keyIndex, frame: laidOut.frame, style: key.style,
                    type: key.type,
                    label: label, isPressed: false, isSelected: isShiftKey && shifted,
                    isLocked: isShiftKey && state.typing.shift == .capsLock,
                    hasHomerowIndicator: laidOut.hasHomerowIndicator,
                    font: key.font, textSize: key.textSize,
                    accessibilityLabel: accessibilityLabel(of: key, label: label)))
        }
        return KeyFaceCache.Faces(keys: keys, positions: positions)
    }

    private func accessibilityLabel(of key: Key, label: KeyLabel) -> String {
        if let written = key.accessibilityLabel { return written }
        if key.type == .emoji { return PanelLabels.emoji }
        switch label {
        case .text(let text): return text
        case .icon(let icon): return icon.spokenName
        case .image(let name): return name
        case .none: return key.type.rawValue
        }
    }
}

extension KeyIcon {
    /// What VoiceOver says for a key showing this icon.
    var spokenName: String {
        switch self {
        case .shift: "shift"
        case .delete: "delete"
        case .globe: "next keyboard"
        case .dismissKeyboard: "dismiss keyboard"
        case .cursorLeft: "move cursor left"
        case .cursorRight: "move cursor right"
        }
    }
}
