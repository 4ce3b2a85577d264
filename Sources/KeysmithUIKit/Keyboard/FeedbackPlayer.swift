#if canImport(UIKit)
import UIKit

/// Plays what ``KeyFeedbackOutput`` says: the system input click and a haptic tap.
@MainActor
final class FeedbackPlayer {
    private var generators: [HapticStrength: UIImpactFeedbackGenerator] = [:]

}

extension FeedbackPlayer: @MainActor KeyFeedbackPlayer {
    func play(_ feedback: KeyFeedback, _ output: KeyFeedbackOutput) {
        if output.playsInputClick { UIDevice.current.playInputClick() }
        if let strength = output.haptic {
            let generator = generators[strength] ?? UIImpactFeedbackGenerator(style: strength.impactStyle)
            generators[strength] = generator
            generator.impactOccurred()
            // Ready for the next key, which is usually a fraction of a second away.
            generator.prepare()
        }
    }
}
#endif
