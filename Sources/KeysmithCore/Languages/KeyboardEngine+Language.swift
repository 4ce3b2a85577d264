/// The language of the layout on screen: its case rules, its direction and its typing conventions.
///
/// Everything here is a function of the active layout's locale (else the set's), so that it follows
/// the layout the user switches to. The engine works it out once for every layout when it is made
/// (see ``LayoutLanguages``); an event only looks it up.
extension KeyboardEngine {
    /// The language of layout `name` on `deviceClass`.
    func layoutLanguage(ofLayout name: String, deviceClass: DeviceClass) -> LayoutLanguage {
        layoutLanguages.language(ofLayout: name, deviceClass: deviceClass)
    }

    /// The language of the layout on screen: the one the state holds resolved when this engine
    /// resolved it, else looked up by the layout's name.
    func layoutLanguage(for state: KeyboardState) -> LayoutLanguage {
        state.resolvedLanguage.language(in: layoutLanguages)
            ?? layoutLanguage(ofLayout: state.layoutName, deviceClass: state.deviceClass)
    }

    /// Resolves the language of the layout `state` shows once, for the reads that follow, unless
    /// this engine already did (see ``ResolvedLayoutLanguage``).
    func resolveLayoutLanguage(in state: inout KeyboardState) {
        guard state.resolvedLanguage.language(in: layoutLanguages) == nil else { return }
        let language = layoutLanguage(ofLayout: state.layoutName, deviceClass: state.deviceClass)
        state.resolvedLanguage = ResolvedLayoutLanguage(language, in: layoutLanguages)
    }

    /// The locale of the layout on screen: its own `locale`, else the set's.
    func locale(of state: KeyboardState) -> String? {
        layoutLanguage(for: state).locale
    }

    /// The case rules of the layout on screen.
    func letterCase(for state: KeyboardState) -> LetterCase {
        layoutLanguage(for: state).letterCase
    }

    /// The words the language of the layout on screen elides onto the next word.
    func elisions(for state: KeyboardState) -> Elisions {
        layoutLanguage(for: state).elisions
    }

    /// The direction of the layout on screen.
    func layoutDirection(for state: KeyboardState) -> LayoutDirection {
        layoutLanguage(for: state).direction
    }

    /// The typing conventions of the layout on screen with the user's settings.
    func typingConventions(for state: KeyboardState) -> TypingConventions {
        layoutLanguage(for: state).typingConventions(settings: state.settings)
    }

    /// Whether the settings panel offers `option`: French spacing only on a French layout, Slide to
    /// Type only on a keyboard whose set has swipe typing, and Block Offensive Words only on a
    /// keyboard that suggests words.
    func offers(_ option: KeyboardOption, in state: KeyboardState) -> Bool {
        switch option {
        case .frenchSpacing: layoutLanguage(for: state).isFrench
        case .swipeTyping: configuration.set.swipeTyping
        case .blockOffensiveWords: suggestionProvider != nil
        default: true
        }
    }

    /// Whether the settings panel offers Reset Learned Words: on a keyboard that learns from its
    /// user, one that suggests words or converts its keys (pinyin, Zhuyin, kana) and learns the
    /// user's choices.
    func offersLearnedWordsReset(in state: KeyboardState) -> Bool {
        suggestionProvider != nil || composer(for: state)?.learnsChoices == true
    }
}

extension Update {
    /// The case rules of the layout on screen.
    var letterCase: LetterCase { engine.letterCase(for: state) }

    /// Which way the text at the cursor runs: that of the nearest letter before the cursor on its
    /// line, else the layout's. A drag to the right moves the cursor toward the end of
    /// left-to-right text and toward the start of right-to-left text.
    var textDirectionAtCursor: LayoutDirection {
        LayoutDirection.ofText(before: state.typing.document.beforeInput) ?? engine.layoutDirection(for: state)
    }

    /// What typing `text` puts in the document, by the language's conventions and the settings.
    func typing(_ text: String) -> Typing {
        engine.typingConventions(for: state).typing(text, after: state.typing.document.beforeInput)
    }
}
