/// A stroke written as JSON, as `keysmith swipe --points` reads it: an array of samples
/// `{"x": 12.5, "y": 80, "t": 0.016}`, in the keys area's points and in seconds, in time order.
/// An object with such an array under `"stroke"` (what `keysmith swipe --format json` prints) is
/// read too.
@_spi(Tooling) public enum SwipeStrokeFile {
    /// Reads the samples of `source`, with a diagnostic at its line and column for each problem: a
    /// file that is not JSON, a sample that is not an object with numbers `x`, `y` and `t`, a time
    /// earlier than the sample before, fewer than two samples. Unknown keys are noted.
    public static func load(_ source: SourceText) -> ConfigLoadResult<[SwipePoint]> {
        let parsed = JSONParser.parse(source)
        var reader = ConfigReader(source: source)
        reader.append(contentsOf: parsed.diagnostics)
        guard var root = parsed.root else { return ConfigLoadResult(value: nil, diagnostics: reader.diagnostics) }
        var pointer = JSONPointer.root
        if case .object(let members) = root.value, let stroke = members.last(where: { $0.key == "stroke" }) {
            root = stroke.value
            pointer = pointer / "stroke"
        }
        guard
            let elements = reader.array(
                root, at: pointer, expected: "a stroke: an array of samples {\"x\", \"y\", \"t\"}")
        else {
            return ConfigLoadResult(value: nil, diagnostics: reader.diagnostics)
        }
        var samples: [SwipePoint] = []
        for (index, element) in elements.enumerated() {
            let at = pointer / index
            guard let object = reader.object(element, at: at, expected: "a sample {\"x\", \"y\", \"t\"}") else {
                continue
            }
            reader.noteUnknownKeys(in: object, known: ["x", "y", "t"], context: "a sample")
            let x = reader.number("x", in: object, required: true)
            let y = reader.number("y", in: object, required: true)
            let t = reader.number("t", in: object, required: true)
            guard let x, let y, let t else { continue }
            if let previous = samples.last, t < previous.t {
                reader.error(
                    "samples must be in time order, but \"t\" is \(format(t)), before the previous sample's \(format(previous.t))",
                    at: element, at)
            }
            samples.append(SwipePoint(x: x, y: y, t: t))
        }
        if elements.count < 2 {
            reader.error(
                "a stroke needs at least two samples, but found \(elements.count)", at: root, pointer)
        }
        return ConfigLoadResult(value: samples, diagnostics: reader.diagnostics)
    }
}
