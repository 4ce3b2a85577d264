#if canImport(UIKit)
import UIKit

/// One view that draws a keyboard's ``KeyboardRenderModel`` and hands every touch to one handler.
///
/// Touches are handled for the whole keyboard, never per key: every finger's began, moved, ended and
/// cancelled events go to ``eventHandler`` with the finger's location in the render model's
/// coordinates and its timestamp, so several fingers may be down at once without losing a letter.
/// The view decides nothing: it draws what the model says, in the palette the model carries (the
/// engine resolves it from the user's theme and the colour scheme it takes from the trait collection
/// and the field's keyboard appearance).
///
/// Keys, the input callout, the alternates panel, the toolbar slot (its buttons, the social bar, an
/// open panel's header, the notice) and the open panel are drawn in `draw(_:)`; ``toolbarView``, when
/// set, covers the slot instead. A finger that lands in the slot or on a panel is hit-tested against
/// the model (``ToolbarSlot/event(at:)``, ``RenderedPanel/event(at:)``) when it lifts, and a finger
/// dragged on a panel taller than its area scrolls it; fingers on keys go to the engine as touches.
/// Each key is a VoiceOver element labelled from the model.
@MainActor
public final class KeysmithKeyboardView: UIView, UIInputViewAudioFeedback {
    /// What to draw. Setting the same model again draws nothing new.
    public var model: KeyboardRenderModel? {
        didSet {
            guard model != oldValue else { return }
            if model?.panel?.name != oldValue?.panel?.name { panelScrollOffset = 0 }
            setNeedsDisplay()
            if model?.keys != oldValue?.keys || model?.size != oldValue?.size { updateAccessibilityElements() }
            if let model, model.layoutName != oldValue?.layoutName {
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
            }
        }
    }

    /// The field's `UIKeyboardAppearance` raw value, when the field reports one; it overrides the
    /// system's light or dark style.
    public var keyboardAppearance: Int? {
        didSet { if keyboardAppearance != oldValue { setNeedsDisplay() } }
    }

    /// Receives every touch as a ``KeyboardEvent``, in order.
    public var eventHandler: ((KeyboardEvent) -> Void)?

    /// The event of the latest touch, which `handleInputModeList(from:with:)` needs.
    public private(set) var latestTouchEvent: UIEvent?

    /// Replaces what a key shows: return nil to keep the standard label.
    public var keyContent: ((RenderedKey) -> KeyContent?)? {
        didSet { setNeedsDisplay() }
    }

    /// Draws keys yourself: return true when the key was drawn, false to have it drawn as standard.
    public var keyDrawing: ((KeyDrawingContext) -> Bool)? {
        didSet { setNeedsDisplay() }
    }

    /// A view shown in the toolbar slot above the keys, sized to fill it.
    public var toolbarView: UIView? {
        didSet {
            guard toolbarView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let toolbarView { addSubview(toolbarView) }
            setNeedsLayout()
        }
    }

    /// The bundle that holds the images layouts name.
    public var imageBundle: Bundle = .main {
        didSet { setNeedsDisplay() }
    }

    /// The palette in use: the model's colour scheme, which the engine keeps from the host context (the
    /// theme's dark palette in dark mode or in a field asking for a dark keyboard); before the first
    /// model, the trait collection's.
    public var colorScheme: ColorScheme {
        model?.colorScheme
            ?? ColorScheme(userInterfaceStyle: traitCollection.userInterfaceStyle.rawValue, keyboardAppearance: keyboardAppearance)
    }

    /// Called when the trait collection changes, so that the host sends the new colour scheme.
    var traitsDidChange: (() -> Void)?

    /// Input clicks play while this view is visible (`UIDevice.playInputClick()`).
    public var enableInputClicksWhenVisible: Bool { true }

    private var fingers = TouchIdentifiers<Finger>()

    /// Fingers that landed in the toolbar slot or on a panel rather than on the keys.
    private var chromeTouches: [ObjectIdentifier: ChromeTouch] = [:]

    /// How far the open panel is scrolled, in points.
    private var panelScrollOffset: Double = 0 {
        didSet { if panelScrollOffset != oldValue { setNeedsDisplay() } }
    }

    private struct ChromeTouch {
        var inPanel: Bool
        var start: CGPoint
        var startOffset: Double
        var moved: Bool
    }

    private enum Finger: Hashable, Sendable {
        case touch(ObjectIdentifier)
        case accessibility(Int)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        contentMode = .redraw
        isAccessibilityElement = false
    }

    /// Not available: create the view in code.
    public required init?(coder: NSCoder) {
        nil
    }

    private var viewport: KeyboardViewport? {
        model.map { KeyboardViewport(model: $0, viewWidth: Double(bounds.width)) }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        if let viewport { toolbarView?.frame = CGRect(viewport.toolbarRect) }
        updateAccessibilityElements()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Light and dark, and Dynamic Type sizes.
        setNeedsDisplay()
        traitsDidChange?()
    }

    // MARK: Touches

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        latestTouchEvent = event
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            if let chrome = chromeTouch(at: touch.location(in: self)) {
                chromeTouches[ObjectIdentifier(touch)] = chrome
                continue
            }
            let id = fingers.begin(.touch(ObjectIdentifier(touch)))
            eventHandler?(.touchBegan(point(of: touch, id: id)))
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        latestTouchEvent = event
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            if var chrome = chromeTouches[ObjectIdentifier(touch)] {
                scroll(&chrome, to: touch.location(in: self))
                chromeTouches[ObjectIdentifier(touch)] = chrome
                continue
            }
            guard let id = fingers.id(of: .touch(ObjectIdentifier(touch))) else { continue }
            eventHandler?(.touchMoved(point(of: touch, id: id)))
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        latestTouchEvent = event
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            if var chrome = chromeTouches.removeValue(forKey: ObjectIdentifier(touch)) {
                let location = touch.location(in: self)
                scroll(&chrome, to: location)
                if !chrome.moved, let event = chromeEvent(at: location, inPanel: chrome.inPanel) { eventHandler?(event) }
                continue
            }
            guard let id = fingers.end(.touch(ObjectIdentifier(touch))) else { continue }
            eventHandler?(.touchEnded(point(of: touch, id: id)))
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        latestTouchEvent = event
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            if chromeTouches.removeValue(forKey: ObjectIdentifier(touch)) != nil { continue }
            guard let id = fingers.end(.touch(ObjectIdentifier(touch))) else { continue }
            eventHandler?(.touchCancelled(id: id, time: touch.timestamp))
        }
    }

    private func point(of touch: UITouch, id: Int) -> TouchPoint {
        let location = touch.location(in: self)
        let point = Point(x: Double(location.x), y: Double(location.y))
        return TouchPoint(id: id, location: viewport?.modelPoint(point) ?? point, time: touch.timestamp)
    }

    /// A finger landing at `location` in the toolbar slot (unless ``toolbarView`` covers it) or on an
    /// open panel; nil for one on the keys.
    private func chromeTouch(at location: CGPoint) -> ChromeTouch? {
        guard let model, let viewport else { return nil }
        let isInSlot = Double(location.y) < viewport.toolbarHeight
        if isInSlot, toolbarView == nil {
            return ChromeTouch(inPanel: false, start: location, startOffset: panelScrollOffset, moved: false)
        }
        if !isInSlot, model.panel != nil {
            return ChromeTouch(inPanel: true, start: location, startOffset: panelScrollOffset, moved: false)
        }
        return nil
    }

    /// Scrolls the panel with a finger that moved further than a tap allows.
    private func scroll(_ chrome: inout ChromeTouch, to location: CGPoint) {
        let dy = Double(location.y - chrome.start.y)
        let dx = Double(location.x - chrome.start.x)
        if abs(dy) > 8 || abs(dx) > 8 { chrome.moved = true }
        guard chrome.inPanel, chrome.moved, let panel = model?.panel else { return }
        let maximum = max(0, panel.contentHeight - panel.frame.height)
        panelScrollOffset = min(maximum, max(0, chrome.startOffset - dy))
    }

    /// The event for a tap lifting at `location`: the slot's or the panel's, in their coordinates.
    private func chromeEvent(at location: CGPoint, inPanel: Bool) -> KeyboardEvent? {
        guard let model, let viewport else { return nil }
        let point = Point(x: Double(location.x) / viewport.scaleX, y: Double(location.y))
        if inPanel {
            let inContent = viewport.modelPoint(Point(x: Double(location.x), y: Double(location.y)))
            return model.panel?.event(at: Point(x: inContent.x, y: inContent.y + panelScrollOffset))
        }
        return model.toolbarSlot.event(at: point)
    }

    /// A tap in the middle of `key`, for VoiceOver's double tap.
    fileprivate func activate(_ key: RenderedKey) {
        let time = ProcessInfo.processInfo.systemUptime
        let finger = Finger.accessibility(key.row * 10_000 + key.index)
        let id = fingers.begin(finger)
        eventHandler?(.touchBegan(TouchPoint(id: id, location: key.frame.center, time: time)))
        _ = fingers.end(finger)
        eventHandler?(.touchEnded(TouchPoint(id: id, location: key.frame.center, time: time)))
    }

    // MARK: Drawing

    public override func draw(_ rect: CGRect) {
        let palette = model?.palette ?? Theme.standard.palette(for: colorScheme)
        UIColor(palette.keyboardBackground).setFill()
        UIBezierPath(rect: bounds).fill()
        guard let model, let viewport else { return }
        // The slot first: the callouts of the top row rise into it.
        drawToolbarSlot(model.toolbarSlot, palette: palette, viewport: viewport)

        for key in model.keys {
            let frame = CGRect(viewport.viewRect(key.frame))
            let face = palette.face(for: key)
            let drawStandard = { [unowned self] in self.drawKey(key, frame: frame, face: face, cornerRadius: model.cornerRadius) }
            if let keyDrawing, keyDrawing(KeyDrawingContext(key: key, frame: frame, face: face, colorScheme: colorScheme, drawStandard: drawStandard)) {
                continue
            }
            drawStandard()
        }
        if let callout = model.inputCallout { drawCallout(callout, face: palette.calloutFace, viewport: viewport) }
        if let alternates = model.alternates { drawAlternates(alternates, palette: palette, viewport: viewport) }
        if let panel = model.panel {
            drawPanel(panel, palette: palette, viewport: viewport, scrollOffset: panelScrollOffset)
            // Again on top, over what a scrolled panel moves above the keys area.
            drawToolbarSlot(model.toolbarSlot, palette: palette, viewport: viewport)
        }
    }

    private func drawKey(_ key: RenderedKey, frame: CGRect, face: KeyFace, cornerRadius: Double) {
        if let shadow = face.shadow {
            UIColor(shadow).setFill()
            UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: cornerRadius).fill()
        }
        UIColor(face.background).setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: cornerRadius).fill()
        if key.hasHomerowIndicator {
            UIColor(face.foreground).setFill()
            let bump = CGRect(x: frame.midX - 5, y: frame.maxY - 6, width: 10, height: 2)
            UIBezierPath(roundedRect: bump, cornerRadius: 1).fill()
        }
        switch keyContent?(key) ?? standardContent(of: key, face: face) {
        case .text(let text): drawLabel(text, in: frame, face: face)
        case .image(let image): drawMask(image, in: frame, color: UIColor(face.foreground), fitting: true)
        case .none: break
        }
    }

    private func standardContent(of key: RenderedKey, face: KeyFace) -> KeyContent {
        switch key.label {
        case .text(let text):
            return .text(text)
        case .image(let name):
            return UIImage(named: name, in: imageBundle, compatibleWith: traitCollection).map(KeyContent.image) ?? .none
        case .icon(let icon):
            let configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(face.fontSize), weight: .regular)
            let name = icon.systemImageName(isSelected: key.isSelected, isLocked: key.isLocked)
            return UIImage(systemName: name, withConfiguration: configuration).map(KeyContent.image) ?? .none
        case .none:
            return .none
        }
    }

    private func drawLabel(_ text: String, in frame: CGRect, face: KeyFace) {
        let attributes = labelAttributes(face)
        let string = text as NSString
        let size = string.size(withAttributes: attributes)
        let fitted = face.fittedFontSize(measuredWidth: Double(size.width), availableWidth: Double(frame.width))
        let finalAttributes = fitted < face.fontSize ? labelAttributes(face, size: fitted) : attributes
        let finalSize = fitted < face.fontSize ? string.size(withAttributes: finalAttributes) : size
        let origin = CGPoint(x: frame.midX - finalSize.width / 2, y: frame.midY - finalSize.height / 2)
        string.draw(at: origin, withAttributes: finalAttributes)
    }

    func labelAttributes(_ face: KeyFace, size: Double? = nil) -> [NSAttributedString.Key: Any] {
        let pointSize = CGFloat(size ?? face.fontSize)
        let base = face.fontName.flatMap { UIFont(name: $0, size: pointSize) } ?? UIFont.systemFont(ofSize: pointSize)
        let font = UIFontMetrics.default.scaledFont(
            for: base, maximumPointSize: pointSize * CGFloat(KeyFace.maximumDynamicTypeScale), compatibleWith: traitCollection)
        return [.font: font, .foregroundColor: UIColor(face.foreground)]
    }

    /// Draws `image` as an alpha mask in `color`: scaled to fit the key when `fitting`, else at its
    /// own size (symbols, whose point size was chosen), centred either way.
    func drawMask(_ image: UIImage, in frame: CGRect, color: UIColor, fitting: Bool) {
        let target: CGRect
        let imageSize = Size(image.size)
        if fitting, imageSize.width > Double(frame.width) - 8 || imageSize.height > Double(frame.height) - 8 {
            target = CGRect(Rect(frame).aspectFit(imageSize, inset: 4))
        } else {
            target = CGRect(x: frame.midX - image.size.width / 2, y: frame.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
        }
        image.withTintColor(color).draw(in: target)
    }

    private func drawCallout(_ callout: RenderedCallout, face: KeyFace, viewport: KeyboardViewport) {
        let bubble = CGRect(viewport.viewRect(callout.geometry.bubbleFrame))
        let key = CGRect(viewport.viewRect(callout.geometry.keyFrame))
        let radius = CGFloat(callout.geometry.cornerRadius)
        let shape = UIBezierPath(roundedRect: bubble, cornerRadius: radius)
        if !callout.geometry.coversKey {
            shape.append(UIBezierPath(roundedRect: key, cornerRadius: radius))
            shape.append(UIBezierPath(rect: CGRect(x: key.minX, y: bubble.maxY - radius, width: key.width, height: key.minY - bubble.maxY + 2 * radius)))
        }
        if let shadow = face.shadow {
            UIColor(shadow).setFill()
            UIBezierPath(roundedRect: bubble.offsetBy(dx: 0, dy: 1), cornerRadius: radius).fill()
        }
        UIColor(face.background).setFill()
        shape.fill()
        drawLabel(callout.text, in: bubble, face: face)
    }

    private func drawAlternates(_ alternates: RenderedAlternates, palette: ThemePalette, viewport: KeyboardViewport) {
        let panel = alternates.panel
        let radius = CGFloat(panel.cornerRadius)
        let plain = palette.alternatesFace(selected: false)
        if let shadow = plain.shadow {
            UIColor(shadow).setFill()
            UIBezierPath(roundedRect: CGRect(viewport.viewRect(panel.frame)).offsetBy(dx: 0, dy: 1), cornerRadius: radius).fill()
        }
        UIColor(plain.background).setFill()
        UIBezierPath(roundedRect: CGRect(viewport.viewRect(panel.frame)), cornerRadius: radius).fill()
        for (index, cell) in panel.cellFrames.enumerated() where alternates.labels.indices.contains(index) {
            let frame = CGRect(viewport.viewRect(cell))
            let isSelected = index == alternates.selected
            let face = palette.alternatesFace(selected: isSelected)
            if isSelected {
                UIColor(face.background).setFill()
                UIBezierPath(roundedRect: frame.insetBy(dx: 2, dy: 2), cornerRadius: radius).fill()
            }
            drawLabel(alternates.labels[index], in: frame, face: face)
        }
    }

    // MARK: Accessibility

    private func updateAccessibilityElements() {
        guard let model, let viewport else {
            accessibilityElements = nil
            return
        }
        accessibilityElements = model.keys.map { key in
            let element = KeyAccessibilityElement(accessibilityContainer: self)
            element.key = key
            element.accessibilityLabel = key.accessibilityLabel
            element.accessibilityTraits = key.isSelected ? [.keyboardKey, .selected] : .keyboardKey
            element.accessibilityFrameInContainerSpace = CGRect(viewport.viewRect(key.frame))
            return element
        }
    }
}

/// A key as VoiceOver sees it. A double tap types the key.
@MainActor
private final class KeyAccessibilityElement: UIAccessibilityElement {
    var key: RenderedKey?

    override func accessibilityActivate() -> Bool {
        guard let key, let keyboard = accessibilityContainer as? KeysmithKeyboardView else { return false }
        keyboard.activate(key)
        return true
    }
}
#endif
