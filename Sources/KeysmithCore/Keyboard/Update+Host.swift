/// Host: what the host reports of its field and of the device's size class. Its reports of the text
/// around the cursor go to the typing feature (`documentChanged(_:)`).
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

    mutating func deviceChanged(_ deviceClass: DeviceClass) {
        guard deviceClass != state.deviceClass else { return }
        state.deviceClass = deviceClass
        engine.resolveLayoutLanguage(in: &state)
        state.geometry = engine.geometry(layoutName: state.layoutName, deviceClass: deviceClass, host: state.host)
        state.touches.removeAll()
    }
}
