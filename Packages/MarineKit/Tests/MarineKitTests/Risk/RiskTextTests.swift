import Expectations
import Localization
import MarineKit
import Testing

/// MarineKit names its risk levels, Beaufort forces and sea states in the seven languages without app code.
@Suite struct RiskTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let language: Language
        /// green, yellow, red, unknown.
        let levels: [String]
        /// Force 8 (35 kn) and force 0.
        let gale: String
        let calm: String
        /// Douglas 3 (1 m).
        let slight: String
        var testDescription: String { language.tag }
    }

    static let rows: [Row] = [
        Row(
            language: .english, levels: ["green", "yellow", "red", "unknown"], gale: "Gale", calm: "Calm",
            slight: "Slight"),
        Row(
            language: .turkish, levels: ["yeşil", "sarı", "kırmızı", "bilinmiyor"], gale: "Fırtına", calm: "Sakin",
            slight: "Hafif dalgalı"),
        Row(
            language: .german, levels: ["grün", "gelb", "rot", "unbekannt"], gale: "Stürmischer Wind",
            calm: "Windstille",
            slight: "Leicht bewegt"),
        Row(
            language: .french, levels: ["vert", "jaune", "rouge", "inconnu"], gale: "Coup de vent", calm: "Calme",
            slight: "Peu agitée"),
        Row(
            language: .spanish, levels: ["verde", "amarillo", "rojo", "desconocido"], gale: "Temporal", calm: "Calma",
            slight: "Marejada"),
        Row(language: .japanese, levels: ["緑", "黄", "赤", "不明"], gale: "疾強風", calm: "平穏", slight: "やや波がある"),
        Row(language: .simplifiedChinese, levels: ["绿", "黄", "红", "未知"], gale: "大风", calm: "无风", slight: "轻浪"),
    ]

    @Test(arguments: rows)
    func namesInEveryLanguage(_ row: Row) {
        let levels: [RiskLevel] = [.green, .yellow, .red, .unknown]
        #expect(levels.map { $0.localizedName(in: row.language) } == row.levels)
        expectEqual(BeaufortForce(knots: 35).localizedName(in: row.language), row.gale)
        expectEqual(BeaufortForce(knots: 0.4).localizedName(in: row.language), row.calm)
        expectEqual(DouglasSeaState(heightMeters: 1).localizedName(in: row.language), row.slight)
    }

    /// Every force and state has a term of its own in every language (no key shown, none missing).
    @Test(arguments: Language.allCases)
    func everyForceAndStateIsNamed(_ language: Language) {
        let forces = BeaufortForce.lowerBoundsKnots.map { BeaufortForce(knots: $0).localizedName(in: language) }
        expectEqual(Set(forces).count, 12)
        #expect(!forces.contains { $0.hasPrefix("beaufort.") })
    }
}
