/// The words on the keys Keysmith titles itself, in one language: the spacebar, and the return key
/// for each ``ReturnKeyType`` a field asks for. They are the words iOS's own keyboard shows in that
/// language, so that a keyboard in French says "espace" and "retour" without its layout spelling
/// them out. A key's own `text` wins over these, but for the return key in a field that asks for a
/// return key type of its own ("search", "send"…).
struct KeyTitles: Sendable, Hashable {
    /// The spacebar's title.
    var space: String
    /// The return key's title for each return key type; ``ReturnKeyType/google`` and
    /// ``ReturnKeyType/yahoo`` read as ``ReturnKeyType/search``, as on iOS.
    var returnKey: [ReturnKeyType: String]

    /// The return key's title in a field whose return key type is `type`.
    func title(for type: ReturnKeyType) -> String {
        let type: ReturnKeyType = (type == .google || type == .yahoo) ? .search : type
        return returnKey[type] ?? Self.english.returnKey[type] ?? type.rawValue
    }

    /// The titles for `locale` (`fr_FR`, `pt-BR`, `de`): the region's own where it has them
    /// (Portuguese differs between Portugal and Brazil), else the language's; English for a language
    /// without a table and for no locale at all.
    static func forLocale(_ locale: String?) -> KeyTitles {
        guard let tag = locale.flatMap(LanguageTag.init) else { return english }
        // Norwegian written without saying which is Bokmål, as on iOS's Norwegian keyboard.
        let language = tag.canonicalLanguageCode
        if let region = tag.regionCode, let regional = byLocale[language + "_" + region] { return regional }
        return byLocale[language] ?? english
    }

    /// The titles in the order `space`, `return`, then the return key types `go`, `search`, `send`,
    /// `done`, `next`, `join`, `route`, `continue` and `emergencyCall`.
    private init(_ space: String, _ titles: [String]) {
        self.space = space
        let types: [ReturnKeyType] = [
            .default, .go, .search, .send, .done, .next, .join, .route, .continue, .emergencyCall,
        ]
        precondition(titles.count == types.count, "a title for each return key type")
        returnKey = Dictionary(uniqueKeysWithValues: zip(types, titles))
    }

    /// iOS's English titles, lower case but for "Emergency Call".
    static let english = KeyTitles(
        "space", ["return", "go", "search", "send", "done", "next", "join", "route", "continue", "Emergency Call"])

    /// The titles of the languages Keysmith embeds, by language code or by `language_REGION` where a
    /// region writes them differently.
    private static let byLocale: [String: KeyTitles] = [
        "en": english,
        "fr": KeyTitles(
            "espace",
            [
                "retour", "accéder", "rechercher", "envoyer", "terminé", "suivant", "rejoindre", "itinéraire",
                "continuer", "Appel d’urgence",
            ]),
        "de": KeyTitles(
            "Leerzeichen",
            ["Return", "Öffnen", "Suchen", "Senden", "Fertig", "Weiter", "Verbinden", "Route", "Weiter", "Notruf"]),
        "es": KeyTitles(
            "espacio",
            [
                "intro", "ir", "buscar", "enviar", "aceptar", "siguiente", "unirse", "ruta", "continuar",
                "Llamada de emergencia",
            ]),
        "it": KeyTitles(
            "spazio",
            [
                "invio", "vai", "cerca", "invia", "fine", "avanti", "unisciti", "percorso", "continua",
                "Chiamata d’emergenza",
            ]),
        "pt": KeyTitles(
            "espaço",
            [
                "enter", "ir", "pesquisar", "enviar", "OK", "seguinte", "ligar", "itinerário", "continuar",
                "Chamada de emergência",
            ]),
        "pt_BR": KeyTitles(
            "espaço",
            [
                "retorno", "ir", "buscar", "enviar", "OK", "seguinte", "conectar", "rota", "continuar",
                "Ligação de Emergência",
            ]),
        "nl": KeyTitles(
            "spatie",
            ["return", "ga", "zoek", "stuur", "gereed", "volgende", "verbind", "route", "ga door", "Noodoproep"]),
        "sv": KeyTitles(
            "mellanslag",
            ["retur", "gå", "sök", "skicka", "klar", "nästa", "anslut", "färdväg", "fortsätt", "Nödsamtal"]),
        "da": KeyTitles(
            "mellemrum",
            ["retur", "gå", "søg", "send", "OK", "næste", "tilslut", "rute", "fortsæt", "Nødopkald"]),
        "nb": KeyTitles(
            "mellomrom",
            ["retur", "gå", "søk", "send", "ferdig", "neste", "koble til", "rute", "fortsett", "Nødanrop"]),
        "fi": KeyTitles(
            "välilyönti",
            ["rivinvaihto", "avaa", "etsi", "lähetä", "valmis", "seuraava", "liity", "reitti", "jatka", "Hätäpuhelu"]),
        "pl": KeyTitles(
            "spacja",
            ["return", "idź", "szukaj", "wyślij", "gotowe", "dalej", "połącz", "trasa", "dalej", "Połączenie alarmowe"]),
        "cs": KeyTitles(
            "mezerník",
            [
                "Enter", "Otevřít", "Hledat", "Odeslat", "Hotovo", "Další", "Připojit", "Trasa", "Pokračovat",
                "Tísňové volání",
            ]),
        "tr": KeyTitles(
            "boşluk",
            ["Geç", "Git", "Ara", "Gönder", "Bitti", "Sonraki", "Katıl", "Rota", "Devam", "Acil Durum Araması"]),
        "ru": KeyTitles(
            "Пробел",
            [
                "ввод", "Перейти", "Найти", "Отправить", "Готово", "Далее", "Подкл.", "Маршрут", "Продолжить",
                "Экстренный вызов",
            ]),
        "uk": KeyTitles(
            "пробіл",
            [
                "ввід", "Перейти", "Пошук", "Надіслати", "Готово", "Далі", "Приєднатися", "Маршрут", "Продовжити",
                "Екстрений виклик",
            ]),
        "el": KeyTitles(
            "διάστημα",
            [
                "επιστροφή", "Μετάβαση", "Εύρεση", "Αποστολή", "Τέλος", "Επόμενο", "Σύνδεση", "Διαδρομή", "Συνέχεια",
                "Κλήση έκτακτης ανάγκης",
            ]),
        "he": KeyTitles(
            "רווח", ["חזור", "עבור", "חפש", "שלח", "סיום", "הבא", "הצטרף", "מסלול", "המשך", "חיוג חירום"]),
        "ko": KeyTitles(
            "스페이스", ["리턴", "이동", "검색", "보내기", "완료", "다음", "연결", "경로", "계속", "긴급 통화"]),
        "ar": KeyTitles(
            "مسافة", ["إدخال", "انتقال", "بحث", "إرسال", "تم", "التالي", "انضمام", "مسار", "متابعة", "مكالمة طوارئ"]),
    ]
}
