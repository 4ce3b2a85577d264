/// Host: what the host reports — its field, the text around the cursor, the device's size class.
extension Update {
    mutating func hostChanged(_ host: HostContext) {
        let needsRelayout = host.needsInputModeSwitchKey != state.host.needsInputModeSwitchKey
        let keyboardTypeChanged = host.keyboardType != state.host.keyboardType
        let colorSchemeChanged = host.colorScheme != state.host.colorScheme
        let gainedFullAccess = host.hasFullAccess && !state.host.hasFullAccess
        state.host = host
        if colorSchemeChanged { refreshToolbar() }
        if gainedFullAccess { searchGIFsIfWaiting() }
        if keyboardTypeChanged, let name = engine.layoutName(for: host.keyboardType, language: activeLanguage),
            name != state.layoutName
        {
            setLayout(name)
        } else if needsRelayout {
            state.geometry = engine.geometry(layoutName: state.layoutName, deviceClass: state.deviceClass, host: host)
        }
        engine.updateAutomaticShift(&state)
    }

    mutating func documentChanged(_ document: TextContext) {
        if document != state.document { state.wordTaps = [] }
        state.document = document
        state.lastKeyWasSpace = false
        if state.clearAllTurnsLeft > 0 {
            state.clearAllTurnsLeft -= 1
            if document.isEmpty {
                state.clearAllTurnsLeft = 0
            } else {
                apply(document.editsToClearAll())
            }
        }
        engine.updateAutomaticShift(&state)
    }

    mutating func deviceChanged(_ deviceClass: DeviceClass) {
        guard deviceClass != state.deviceClass else { return }
        state.deviceClass = deviceClass
        state.geometry = engine.geometry(layoutName: state.layoutName, deviceClass: deviceClass, host: state.host)
        state.touches.removeAll()
    }
}
