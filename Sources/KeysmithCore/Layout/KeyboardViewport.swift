/// How a render model is placed in a shell's view: the toolbar slot across the top, the keys area
/// below it, stretched to the view's width.
///
/// The engine lays keys out at its device class's typical width; a real screen is often wider or
/// narrower, so x coordinates scale by `viewWidth / model width` while y coordinates keep their
/// points and shift down by the slot's height. Labels keep their size: only frames scale.
public struct KeyboardViewport: Sendable, Hashable {
    /// The width of the keys area in the render model.
    var modelWidth: Double
    /// The width of the view that draws it.
    var viewWidth: Double
    /// The height of the toolbar slot above the keys.
    public var toolbarHeight: Double

    init(modelWidth: Double, viewWidth: Double, toolbarHeight: Double) {
        self.modelWidth = modelWidth
        self.viewWidth = viewWidth
        self.toolbarHeight = toolbarHeight
    }

    /// The viewport of `model` in a view `viewWidth` points wide.
    public init(model: KeyboardRenderModel, viewWidth: Double) {
        self.init(modelWidth: model.size.width, viewWidth: viewWidth, toolbarHeight: model.toolbarSlot.height)
    }

    /// The horizontal scale from the model to the view; 1 for an empty model or view.
    public var scaleX: Double {
        modelWidth > 0 && viewWidth > 0 ? viewWidth / modelWidth : 1
    }

    /// A model rectangle in view coordinates.
    public func viewRect(_ rect: Rect) -> Rect {
        Rect(x: rect.x * scaleX, y: rect.y + toolbarHeight, width: rect.width * scaleX, height: rect.height)
    }

    /// A rectangle of the toolbar slot (``ToolbarSlot``'s coordinates) in view coordinates.
    public func viewRect(slot rect: Rect) -> Rect {
        Rect(x: rect.x * scaleX, y: rect.y, width: rect.width * scaleX, height: rect.height)
    }

    /// A view point (a finger) in model coordinates.
    public func modelPoint(_ point: Point) -> Point {
        Point(x: point.x / scaleX, y: point.y - toolbarHeight)
    }

    /// The toolbar slot in view coordinates.
    public var toolbarRect: Rect {
        Rect(x: 0, y: 0, width: viewWidth, height: toolbarHeight)
    }

    /// The height of the whole view: slot and keys.
    public static func viewHeight(for metrics: KeyboardMetrics) -> Double {
        metrics.toolbarHeight + metrics.height
    }
}

extension Rect {
    /// The largest rectangle of `size`'s proportions centred in this one, inset by `inset` on every
    /// side: where an image or icon is drawn on a key. Empty when either has no area.
    public func aspectFit(_ size: Size, inset: Double = 0) -> Rect {
        let box = insetBy(dx: inset, dy: inset)
        guard size.width > 0, size.height > 0, !box.isEmpty else { return Rect(origin: box.center, size: .zero) }
        let scale = min(box.width / size.width, box.height / size.height)
        let fitted = Size(width: size.width * scale, height: size.height * scale)
        return Rect(
            x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
    }
}
