import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Reading UIKit's trait raw values into the host context")
struct HostTraitsTests {
    @Test("every UIKeyboardType raw value maps to its field type, in UIKit's order")
    func keyboardTypes() {
        let expected: [FieldKeyboardType] = [
            .default, .asciiCapable, .numbersAndPunctuation, .url, .numberPad, .phonePad, .namePhonePad, .email,
            .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad,
        ]
        for (rawValue, type) in expected.enumerated() {
            #expect(HostTraits(keyboardType: rawValue).hostContext.keyboardType == type)
        }
        #expect(FieldKeyboardType(uiKitRawValue: 12) == nil)
        #expect(HostTraits(keyboardType: 99).hostContext.keyboardType == .default)
    }

    @Test("return key types, autocapitalisation and autocorrection read as UIKit numbers them")
    func otherTraits() {
        #expect(HostTraits(returnKeyType: 6).hostContext.returnKeyType == .search)
        #expect(HostTraits(returnKeyType: 9).hostContext.returnKeyType == .done)
        #expect(HostTraits(returnKeyType: 11).hostContext.returnKeyType == .continue)
        #expect(HostTraits(returnKeyType: -1).hostContext.returnKeyType == .default)
        #expect(HostTraits(autocapitalizationType: 0).hostContext.autocapitalization == AutocapitalizationType.none)
        #expect(HostTraits(autocapitalizationType: 1).hostContext.autocapitalization == .words)
        #expect(HostTraits(autocapitalizationType: 3).hostContext.autocapitalization == .allCharacters)
        #expect(HostTraits().hostContext.autocapitalization == .sentences)
        #expect(HostTraits(autocorrectionType: 1).hostContext.allowsAutocorrection == false)
        #expect(HostTraits(autocorrectionType: 2).hostContext.allowsAutocorrection)
        #expect(HostTraits(autocorrectionType: 0).hostContext.allowsAutocorrection)
    }

    @Test("a secure field from the proxy is secure, and nothing is learned from it")
    func secureField() {
        let host = HostTraits(
            keyboardType: 0, isSecureTextEntry: true, needsInputModeSwitchKey: true, hasFullAccess: true
        ).hostContext
        #expect(host.isSecureTextEntry)
        #expect(!host.allowsLearning)
        #expect(host.needsInputModeSwitchKey)
        #expect(host.hasFullAccess)
    }

    @Test("a traitless host reads as the standard context")
    func unreported() {
        #expect(HostTraits().hostContext == .standard)
    }

    @Test("in an app, return goes to the app in a single-line field or with a handler")
    func inAppReturn() {
        #expect(HostTraits.handlesReturnKeyInApp(isSingleLineField: true, hasReturnKeyHandler: false))
        #expect(HostTraits.handlesReturnKeyInApp(isSingleLineField: false, hasReturnKeyHandler: true))
        #expect(!HostTraits.handlesReturnKeyInApp(isSingleLineField: false, hasReturnKeyHandler: false))
    }

    @Test(
        "the field's keyboard appearance wins over the system style",
        arguments: [
            (1, nil, ColorScheme.light), (2, nil, .dark), (0, nil, .light),
            (1, 1, .dark), (2, 2, .light), (2, 0, .dark), (1, 0, .light),
        ] as [(Int, Int?, ColorScheme)])
    func colorScheme(style: Int, appearance: Int?, expected: ColorScheme) {
        #expect(ColorScheme(userInterfaceStyle: style, keyboardAppearance: appearance) == expected)
    }

    @Test("the host context's colour scheme comes from the view's style and the field's keyboard appearance")
    func hostContextColorScheme() {
        #expect(HostTraits().hostContext.colorScheme == .light)
        #expect(HostTraits(userInterfaceStyle: 2).hostContext.colorScheme == .dark)
        #expect(HostTraits(userInterfaceStyle: 1).hostContext.colorScheme == .light)
        #expect(HostTraits(userInterfaceStyle: 1, keyboardAppearance: 1).hostContext.colorScheme == .dark)
        #expect(HostTraits(userInterfaceStyle: 2, keyboardAppearance: 2).hostContext.colorScheme == .light)
        #expect(HostTraits(userInterfaceStyle: 2, keyboardAppearance: 0).hostContext.colorScheme == .dark)
    }

    @Test("the device class follows the idiom and which side of the screen is longer")
    func deviceClass() {
        #expect(DeviceClass(isPad: false, screenWidth: 390, screenHeight: 844) == .iphonePortrait)
        #expect(DeviceClass(isPad: false, screenWidth: 844, screenHeight: 390) == .iphoneLandscape)
        #expect(DeviceClass(isPad: true, screenWidth: 820, screenHeight: 1180) == .ipadPortrait)
        #expect(DeviceClass(isPad: true, screenWidth: 1180, screenHeight: 820) == .ipadLandscape)
    }
}
