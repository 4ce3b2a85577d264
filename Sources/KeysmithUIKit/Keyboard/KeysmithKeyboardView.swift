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
/// Everything is drawn in `draw(_:)` from the model's ``DisplayList``, the same list `keysmith render`
/// writes as SVG: the toolbar slot (its buttons, the suggestions, the social bar, an open panel's
/// header, the notice), the keys with the input callout and the alternates panel, or the open panel
/// clipped to the keys area; ``toolbarView``, when set, covers the slot instead. Where a finger goes
/// is the ``TouchRouter``'s decision: a finger that lands in the slot or on a panel is hit-tested
/// against the model (``ToolbarSlot/event(at:)``, ``RenderedPanel/event(at:)``) when it lifts, and a
/// finger dragged on a panel taller than its area scrolls it; fingers on keys go to the engine as
/// touches, and so do fingers on the emoji page (``KeyboardState/panelTakesTouches``), which the
/// engine scrolls and long-presses itself. Each key, each toolbar item and button of the slot, each button of an
/// open panel, and each emoji and button of the emoji page is a VoiceOver element labelled, with its
/// traits, from the model (``ToolbarSlot/accessibilityItems``, ``RenderedPanel/accessibilityItems``);
/// the view lays itself out in the layout's direction (`semanticContentAttribute`).
@MainActor
public final class KeysmithKeyboardView: UIView, UIInputViewAudioFeedback {
    /// What to draw. Setting the same model again draws nothing new.
    public var model: KeyboardRenderModel? {
        didSet {
            guard model != oldValue else { return }
            setNeedsDisplay()
            if model?.keys != oldValue?.keys || model?.size != oldValue?.size || model?.panel != oldValue?.panel
                || model?.toolbarSlot != oldValue?.toolbarSlot
            {
                updateAccessibilityElements()
            }
            if let model, model.layoutDirection != oldValue?.layoutDirection {
                semanticContentAttribute = model.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            }
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
            router.slotIsCovered = toolbarView != nil
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
            ?? ColorScheme(
                userInterfaceStyle: traitCollection.userInterfaceStyle.rawValue, keyboardAppearance: keyboardAppearance)
    }

    /// Called when the trait collection changes, so that the host sends the new colour scheme.
    var traitsDidChange: (() -> Void)?

    /// Input clicks play while this view is visible (`UIDevice.playInputClick()`).
    public var enableInputClicksWhenVisible: Bool { true }

    /// Where each finger goes: the keys, the slot or a panel.
    private var router = TouchRouter<Finger>()

    /// How far the open panel is scrolled, in points.
    var panelScrollOffset: Double {
        model.map { router.panelScrollOffset(in: $0) } ?? 0
    }

    /// A finger: a `UITouch` for as long as it is down, or one of VoiceOver's.
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

    var viewport: KeyboardViewport? {
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
        guard let model else { return }
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            let events = router.began(
                .touch(ObjectIdentifier(touch)), at: keyboardPoint(of: touch), time: touch.timestamp, in: model)
            for event in events { eventHandler?(event) }
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        latestTouchEvent = event
        guard let model else { return }
        let offset = panelScrollOffset
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            // Every sample the screen took since the last event, not only the last: a word drawn
            // across the letters is read from its whole path.
            for sample in event?.coalescedTouches(for: touch) ?? [touch] {
                let moved = router.moved(
                    .touch(ObjectIdentifier(touch)), to: keyboardPoint(of: sample), time: sample.timestamp, in: model)
                if let moved { eventHandler?(moved) }
            }
        }
        if panelScrollOffset != offset { panelDidScroll() }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        latestTouchEvent = event
        guard let model else { return }
        let offset = panelScrollOffset
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            let ended = router.ended(
                .touch(ObjectIdentifier(touch)), at: keyboardPoint(of: touch), time: touch.timestamp, in: model)
            if let ended { eventHandler?(ended) }
        }
        if panelScrollOffset != offset { panelDidScroll() }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        latestTouchEvent = event
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            if let cancelled = router.cancelled(.touch(ObjectIdentifier(touch)), time: touch.timestamp) {
                eventHandler?(cancelled)
            }
        }
    }

    /// Where `touch` is, in keyboard points: the model's x, and y from the top of the slot.
    private func keyboardPoint(of touch: UITouch) -> Point {
        let location = touch.location(in: self)
        return Point(x: Double(location.x) / (viewport?.scaleX ?? 1), y: Double(location.y))
    }

    /// Draws the panel where the finger scrolled it.
    private func panelDidScroll() {
        setNeedsDisplay()
        updateAccessibilityElements()
    }

    /// A tap in the middle of `key`, for VoiceOver's double tap.
    func activate(_ key: RenderedKey) {
        tap(at: key.frame.center, finger: key.row * 10_000 + key.index)
    }

    /// A tap at `point` (the model's coordinates) by a finger of VoiceOver's, numbered `finger`.
    func tap(at point: Point, finger number: Int) {
        guard let model else { return }
        let time = ProcessInfo.processInfo.systemUptime
        let finger = Finger.accessibility(number)
        let location = Point(x: point.x, y: point.y + (viewport?.toolbarHeight ?? 0))
        for event in router.began(finger, at: location, time: time, in: model) { eventHandler?(event) }
        if let ended = router.ended(finger, at: location, time: time, in: model) { eventHandler?(ended) }
    }

    // MARK: Drawing

    /// Draws the model's ``DisplayList`` in the theme's palette, stretched to the view's width, with
    /// the open panel scrolled as far as the finger took it. Keys go through ``keyContent`` and
    /// ``keyDrawing`` when they are set.
    public override func draw(_ rect: CGRect) {
        guard let model, let viewport else { return }
        let palette = model.palette
        let list = DisplayList(model: model, panelScrollOffset: panelScrollOffset)
        var painter = DisplayListPainter(
            scaleX: viewport.scaleX,
            image: { [imageBundle, traitCollection] name in
                UIImage(named: name, in: imageBundle, compatibleWith: traitCollection)
            })
        if keyContent != nil || keyDrawing != nil {
            var keys: [KeyPosition: RenderedKey] = [:]
            for key in model.keys { keys[KeyPosition(row: key.row, index: key.index)] = key }
            painter.drawKey = { [unowned self] group, offset in
                guard case .key(let row, let index) = group.tag, let key = keys[KeyPosition(row: row, index: index)]
                else { return false }
                let hooks = KeyHooks(
                    palette: palette, cornerRadius: model.cornerRadius, layoutDirection: model.layoutDirection,
                    viewport: viewport, painter: painter, offset: offset)
                self.draw(key, standardItems: group.children, with: hooks)
                return true
            }
        }
        painter.draw(list.items)
    }

    private struct KeyPosition: Hashable {
        var row: Int
        var index: Int
    }

    /// What drawing a key through the app's hooks needs.
    private struct KeyHooks {
        var palette: ThemePalette
        var cornerRadius: Double
        var layoutDirection: LayoutDirection
        var viewport: KeyboardViewport
        var painter: DisplayListPainter
        var offset: Point
    }

    /// Draws `key` through the app's hooks: ``keyContent`` replaces its label, then ``keyDrawing`` may
    /// draw it, calling back for the standard drawing (`standardItems`, with the replaced label).
    private func draw(_ key: RenderedKey, standardItems: [DisplayItem], with hooks: KeyHooks) {
        var items = standardItems
        var painter = hooks.painter
        if let content = keyContent?(key) {
            var replaced = key
            switch content {
            case .text(let text):
                replaced.label = .text(text)
            case .image(let image):
                replaced.label = .image(key.accessibilityLabel)
                painter.image = { _ in image }
            case .none:
                replaced.label = .none
            }
            items = DisplayList.items(
                for: replaced, palette: hooks.palette, cornerRadius: hooks.cornerRadius,
                layoutDirection: hooks.layoutDirection)
        }
        let drawStandard = { [painter, items, offset = hooks.offset] in painter.draw(items, offset: offset) }
        guard let keyDrawing else {
            drawStandard()
            return
        }
        let context = KeyDrawingContext(
            key: key, frame: CGRect(hooks.viewport.viewRect(key.frame)), face: hooks.palette.face(for: key),
            items: items,
            colorScheme: colorScheme, drawStandard: drawStandard)
        if !keyDrawing(context) { drawStandard() }
    }
}
#endif
