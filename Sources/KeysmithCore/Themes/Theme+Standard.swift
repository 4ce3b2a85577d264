extension Theme {
    /// The theme a keyboard set without a themes file is drawn in: the system keyboard's colours,
    /// the same as the first theme ("Classic") of the embedded defaults.
    public static let standard = Theme(
        name: "Classic",
        light: ThemePalette(
            keyboardBackground: color("#D5D6DD"),
            keys: standardKeys(
                background: "#FFFFFF", text: "#000000", pressed: "#ABB1BA", darkBackground: "#ABB1BA",
                darkText: "#000000",
                darkPressed: "#FFFFFF", blue: "#007AFF", bluePressed: "#0062CC", grayText: "#6C6C70",
                grayPressed: "#E3E5EA",
                shadow: "#0000004D"),
            toolbar: ThemeToolbarAppearance(
                background: color("#D5D6DD"), tint: color("#007AFF"), icon: color("#3C3C4399"), text: color("#000000"))),
        dark: ThemePalette(
            keyboardBackground: color("#2C2C2C"),
            keys: standardKeys(
                background: "#6B6B6B", text: "#FFFFFF", pressed: "#474747", darkBackground: "#474747",
                darkText: "#FFFFFF",
                darkPressed: "#6B6B6B", blue: "#0A84FF", bluePressed: "#0064D2", grayText: "#C7C7CC",
                grayPressed: "#474747",
                shadow: "#000000B3"),
            toolbar: ThemeToolbarAppearance(
                background: color("#2C2C2C"), tint: color("#0A84FF"), icon: color("#EBEBF599"), text: color("#FFFFFF")))
    )

    /// The palette for a colour scheme.
    public func palette(for scheme: ColorScheme) -> ThemePalette {
        scheme == .dark ? dark : light
    }

    private static func color(_ hex: String) -> ThemeColor {
        ThemeColor(hex: hex) ?? ThemeColor(red: 0, green: 0, blue: 0)
    }

    private static func standardKeys(
        background: String, text: String, pressed: String, darkBackground: String, darkText: String,
        darkPressed: String,
        blue: String, bluePressed: String, grayText: String, grayPressed: String, shadow: String
    ) -> [String: ThemeKeyAppearance] {
        func key(_ background: String, _ text: String, _ pressed: String, _ shadow: String, _ size: Double)
            -> ThemeKeyAppearance
        {
            ThemeKeyAppearance(
                background: color(background), text: color(text), pressedBackground: color(pressed),
                shadow: color(shadow),
                font: "HelveticaNeue", fontSize: size)
        }
        return [
            "light": key(background, text, pressed, shadow, 22),
            "dark": key(darkBackground, darkText, darkPressed, shadow, 16),
            "blue": key(blue, "#FFFFFF", bluePressed, shadow, 16),
            "spacebar": key(background, text, pressed, shadow, 16),
            "blankSpace": key("#00000000", "#00000000", "#00000000", "#00000000", 16),
            "shift": key(darkBackground, darkText, darkPressed, shadow, 16),
            "lightWithGrayText": key(background, grayText, grayPressed, shadow, 16),
        ]
    }
}
