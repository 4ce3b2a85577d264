extension KeyIcon {
    /// The SF Symbol a shell draws for this icon. The shift arrow fills while shift is on and becomes
    /// the caps lock symbol while caps lock is on, as on the system keyboard.
    public func systemImageName(isSelected: Bool, isLocked: Bool) -> String {
        switch self {
        case .shift: isLocked ? "capslock.fill" : (isSelected ? "shift.fill" : "shift")
        case .delete: "delete.left"
        case .globe: "globe"
        case .dismissKeyboard: "keyboard.chevron.compact.down"
        case .cursorLeft: "arrow.left"
        case .cursorRight: "arrow.right"
        }
    }
}
