@_spi(Tooling) import KeysmithCore

extension PreviewSession {
    /// The picture a new session on `configuration` shows first, as its opening messages carry it:
    /// what the page is served with, before its WebSocket opens.
    static func firstFrame(of configuration: PreviewConfiguration, suggestions: SuggestionSource?)
        -> ServerMessage.Frame?
    {
        var session = PreviewSession(configuration: configuration, suggestions: suggestions)
        for case .frame(let frame) in session.open() { return frame }
        return nil
    }
}
