@_spi(Tooling) import KeysmithCore

extension KeyboardGeometry {
    /// The embedded English layout on an iPhone in portrait: the keys the tool's suggestions rank
    /// corrections by, and the benchmarks type on. Nil when the embedded set has no English layout.
    static var embeddedEnglish: KeyboardGeometry? {
        guard let configuration = KeyboardConfiguration.embedded().value, let layout = configuration.layouts["English"]
        else {
            return nil
        }
        return KeyboardGeometry.layout(layout, metrics: .standard(for: .iphonePortrait), hasMultipleKeyboards: false)
    }
}
