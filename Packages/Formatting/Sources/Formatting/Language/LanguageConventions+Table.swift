// The conventions of the seven supported languages. Separators, grouping, currency placement, month names and long
// date patterns follow CLDR 42 (ICU 72, Debian 12), checked against Foundation's `formatted()` output on this
// platform (swift-corelibs-foundation has no CLDR number formatting). Two deliberate departures: the Turkish lira sign
// ₺ is used in every language (CLDR
// shows `TRY` outside Turkish), and times are 24-hour everywhere. Unit symbols: SI Brochure 9th ed. Table 8 (M, kn
// for nautical mile and knot) where a language has no established abbreviation, otherwise the local usage noted.

extension LanguageConventions {
    private static let nbsp = "\u{00A0}"

    /// Turkish: `1.234.567,89`, `₺1.234.567,89`, `2 Nisan 2026`, `12,5 nm`, `3 sa 25 dk`, hemispheres K G D B
    /// (as in the Turkish Notices to Mariners).
    public static let turkish = LanguageConventions(
        decimalSeparator: ",", groupingSeparator: ".", minimumDigitsForGrouping: 4, currencyPlacement: .prefix,
        monthNames: [
            "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
            "Aralık",
        ],
        longDatePattern: "{d} {M} {y}",
        units: UnitWords(
            meters: "{0}\(nbsp)m", kilometers: "{0}\(nbsp)km", nauticalMiles: "{0}\(nbsp)nm", knots: "{0}\(nbsp)kn",
            kilometersPerHour: "{0}\(nbsp)km/sa", days: "{0}\(nbsp)gün", hours: "{0}\(nbsp)sa", minutes: "{0}\(nbsp)dk",
            durationPartSeparator: " "),
        hemisphereLetters: ["K", "G", "D", "B"])

    /// English: `1,234,567.89`, `₺1,234,567.89`, `April 2, 2026`, `12.5 nm`, `3 h 25 min`.
    public static let english = LanguageConventions(
        decimalSeparator: ".", groupingSeparator: ",", minimumDigitsForGrouping: 4, currencyPlacement: .prefix,
        monthNames: [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ],
        longDatePattern: "{M} {d}, {y}",
        units: UnitWords(
            meters: "{0}\(nbsp)m", kilometers: "{0}\(nbsp)km", nauticalMiles: "{0}\(nbsp)nm", knots: "{0}\(nbsp)kn",
            kilometersPerHour: "{0}\(nbsp)km/h", days: "{0}\(nbsp)d", hours: "{0}\(nbsp)h", minutes: "{0}\(nbsp)min",
            durationPartSeparator: " "),
        hemisphereLetters: ["N", "S", "E", "W"])

    /// Spanish: `1.234.567,89` but `1234,5` (CLDR minimum grouping digits 2), `1.234.567,89 ₺`,
    /// `2 de abril de 2026`, `12,5 M`, hemispheres N S E O.
    public static let spanish = LanguageConventions(
        decimalSeparator: ",", groupingSeparator: ".", minimumDigitsForGrouping: 5,
        currencyPlacement: .suffixWithSpace,
        monthNames: [
            "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
            "noviembre", "diciembre",
        ],
        longDatePattern: "{d} de {M} de {y}",
        units: UnitWords(
            meters: "{0}\(nbsp)m", kilometers: "{0}\(nbsp)km", nauticalMiles: "{0}\(nbsp)M", knots: "{0}\(nbsp)kn",
            kilometersPerHour: "{0}\(nbsp)km/h", days: "{0}\(nbsp)d", hours: "{0}\(nbsp)h", minutes: "{0}\(nbsp)min",
            durationPartSeparator: " "),
        hemisphereLetters: ["N", "S", "E", "O"])

    /// French: `1 234 567,89` (U+202F groups), `1 234 567,89 ₺`, `2 avril 2026`, `12,5 M`, `5 nd`, hemispheres
    /// N S E O.
    public static let french = LanguageConventions(
        decimalSeparator: ",", groupingSeparator: "\u{202F}", minimumDigitsForGrouping: 4,
        currencyPlacement: .suffixWithSpace,
        monthNames: [
            "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
            "novembre", "décembre",
        ],
        longDatePattern: "{d} {M} {y}",
        units: UnitWords(
            meters: "{0}\(nbsp)m", kilometers: "{0}\(nbsp)km", nauticalMiles: "{0}\(nbsp)M", knots: "{0}\(nbsp)nd",
            kilometersPerHour: "{0}\(nbsp)km/h", days: "{0}\(nbsp)j", hours: "{0}\(nbsp)h", minutes: "{0}\(nbsp)min",
            durationPartSeparator: " "),
        hemisphereLetters: ["N", "S", "E", "O"])

    /// German: `1.234.567,89`, `1.234.567,89 ₺`, `2. April 2026`, `12,5 sm` (Seemeile), hemispheres N S O W.
    public static let german = LanguageConventions(
        decimalSeparator: ",", groupingSeparator: ".", minimumDigitsForGrouping: 4,
        currencyPlacement: .suffixWithSpace,
        monthNames: [
            "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
            "November", "Dezember",
        ],
        longDatePattern: "{d}. {M} {y}",
        units: UnitWords(
            meters: "{0}\(nbsp)m", kilometers: "{0}\(nbsp)km", nauticalMiles: "{0}\(nbsp)sm", knots: "{0}\(nbsp)kn",
            kilometersPerHour: "{0}\(nbsp)km/h", days: "{0}\(nbsp)Tg.", hours: "{0}\(nbsp)Std.",
            minutes: "{0}\(nbsp)Min.", durationPartSeparator: " "),
        hemisphereLetters: ["N", "S", "O", "W"])

    /// Simplified Chinese: `1,234,567.89`, `₺1,234,567.89`, `2026年4月2日`, `12.5海里`, `3小时25分钟`.
    public static let simplifiedChinese = LanguageConventions(
        decimalSeparator: ".", groupingSeparator: ",", minimumDigitsForGrouping: 4, currencyPlacement: .prefix,
        monthNames: (1...12).map { "\($0)月" },
        longDatePattern: "{y}年{m}月{d}日",
        units: UnitWords(
            meters: "{0}\(nbsp)m", kilometers: "{0}\(nbsp)km", nauticalMiles: "{0}海里", knots: "{0}节",
            kilometersPerHour: "{0}公里/小时", days: "{0}天", hours: "{0}小时", minutes: "{0}分钟",
            durationPartSeparator: ""),
        hemisphereLetters: ["N", "S", "E", "W"])

    /// Japanese: `1,234,567.89`, `₺1,234,567.89`, `2026年4月2日`, `12.5海里`, `8ノット`, `3時間25分`.
    public static let japanese = LanguageConventions(
        decimalSeparator: ".", groupingSeparator: ",", minimumDigitsForGrouping: 4, currencyPlacement: .prefix,
        monthNames: (1...12).map { "\($0)月" },
        longDatePattern: "{y}年{m}月{d}日",
        units: UnitWords(
            meters: "{0}\(nbsp)m", kilometers: "{0}\(nbsp)km", nauticalMiles: "{0}海里", knots: "{0}ノット",
            kilometersPerHour: "{0}\(nbsp)km/h", days: "{0}日", hours: "{0}時間", minutes: "{0}分",
            durationPartSeparator: ""),
        hemisphereLetters: ["N", "S", "E", "W"])
}
