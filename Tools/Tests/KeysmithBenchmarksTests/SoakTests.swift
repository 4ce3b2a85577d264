import KeysmithCLI
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithBenchmarks

@Suite("keysmith-bench soak")
struct SoakTests {
    static func engine() throws -> KeyboardEngine {
        KeyboardEngine(configuration: try #require(KeyboardConfiguration.embedded().value))
    }

    @Test("the shell types into the field's document, a touch outside types nothing, and dismissing forgets the field")
    func shellKeepsTheDocument() throws {
        let engine = try Self.engine()
        var shell = SoakShell(engine: engine)
        shell.show(host: .standard, deviceClass: .iphonePortrait)
        let model = engine.render(engine.initialState())
        let key = try #require(model.keys.first { $0.label == .text("Q") || $0.label == .text("q") })
        shell.perform(.touch(.began, id: 1, at: key.frame.center))
        shell.perform(.tick(seconds: 0.05))
        shell.perform(.touch(.ended, id: 1, at: key.frame.center))
        #expect(shell.text == "Q")
        shell.perform(.text(before: "ab", selected: "", after: "cd"))
        shell.perform(.touch(.began, id: 2, at: key.frame.center))
        shell.perform(.touch(.ended, id: 2, at: key.frame.center))
        #expect(shell.text == "abqcd")
        // A touch far outside the keyboard types nothing.
        shell.perform(.touch(.began, id: 3, at: Point(x: -500, y: 9_000)))
        shell.perform(.touch(.ended, id: 3, at: Point(x: -500, y: 9_000)))
        #expect(shell.text == "abqcd")
        shell.dismiss()
        #expect(shell.text == nil)
        shell.show(host: .standard, deviceClass: .ipadLandscape)
        #expect(shell.text == "")
    }

    @Test("a seed gives the same soak every time, with the events it was asked for")
    func seededAndCounted() throws {
        func run(seed: UInt64) throws -> (events: Int, actions: Int, text: String?) {
            var shell = SoakShell(engine: try Self.engine())
            var generator = SeededGenerator(seed: seed)
            EngineSoak.drive(&shell, cycles: 5, events: 400, using: &generator)
            shell.show(host: .standard, deviceClass: .iphonePortrait)
            return (shell.eventCount, shell.actionCount, shell.text)
        }
        let first = try run(seed: 7)
        let again = try run(seed: 7)
        #expect(first.events >= 400 && first.events < 410)
        #expect(first.events == again.events && first.actions == again.actions)
        #expect(try run(seed: 8).actions != first.actions)
    }
}
