import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Stroke files: samples as JSON, with every problem at its line and column")
struct SwipeStrokeFileTests {
    func load(_ text: String) -> ConfigLoadResult<[SwipePoint]> {
        SwipeStrokeFile.load(SourceText(name: "stroke.json", text: text))
    }

    @Test("an array of samples, or an object with one under \"stroke\", reads in order")
    func reads() {
        let samples = [SwipePoint(x: 10, y: 20, t: 0), SwipePoint(x: 30.5, y: 22, t: 0.016)]
        let array = load(#"[{"x": 10, "y": 20, "t": 0}, {"x": 30.5, "y": 22, "t": 0.016}]"#)
        #expect(array.cleanValue == samples)
        #expect(array.diagnostics.isEmpty)
        let object = load(#"{"input": "hi", "stroke": [{"x": 10, "y": 20, "t": 0}, {"t": 0.016, "x": 30.5, "y": 22}]}"#)
        #expect(object.cleanValue == samples)
    }

    @Test("each bad sample is reported at its line and column")
    func badSamples() {
        let result = load(
            """
            [
              {"x": 10, "y": 20, "t": 0},
              {"x": "a", "y": 20, "t": 0.1},
              {"x": 30, "y": 20},
              {"x": 40, "y": 20, "t": -1, "z": 2},
              7
            ]
            """)
        #expect(result.cleanValue == nil)
        #expect(
            result.diagnostics.sortedByLocation().map(\.description) == [
                #"stroke.json:3:9: error: "x" must be a number, but found a string"#,
                #"stroke.json:4:3: error: missing required field "t""#,
                #"stroke.json:5:3: error: samples must be in time order, but "t" is -1, before the previous sample's 0"#,
                #"stroke.json:5:31: note: "z" is not a field of a sample and is ignored; did you mean "t"?"#,
                #"stroke.json:6:3: error: expected a sample {"x", "y", "t"} (a JSON object) but found a number"#,
            ])
    }

    @Test("a file that is not JSON, not an array, or has fewer than two samples is refused")
    func badFiles() {
        #expect(load("[{\"x\": 1,").cleanValue == nil)
        #expect(load("[{\"x\": 1,").diagnostics.first?.line == 1)
        #expect(
            load(#"{"x": 1}"#).diagnostics.map(\.description) == [
                #"stroke.json:1:1: error: expected a stroke: an array of samples {"x", "y", "t"} (a JSON array) but found an object"#
            ])
        #expect(
            load(#"[{"x": 1, "y": 2, "t": 0}]"#).diagnostics.map(\.description) == [
                "stroke.json:1:1: error: a stroke needs at least two samples, but found 1"
            ])
    }
}
