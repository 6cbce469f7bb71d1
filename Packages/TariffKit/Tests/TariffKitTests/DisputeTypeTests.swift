import Expectations
import TariffKit
import Testing

@Suite struct DisputeTypeTests {
    @Test(arguments: [
        ("labor", DisputeType.labor), ("isci-isveren", .labor), ("İşçi-İşveren", .labor), ("TICARI", .commercial),
        ("aile", .family), ("tuketici", .consumer), ("kira", .tenancy), ("komsu-hakki", .neighbor),
        ("kat-mulkiyeti", .condominium), ("ortakligin-giderilmesi", .partition), ("tarimsal-uretim", .agricultural),
        ("diger", .other), ("other", .other), ("kat_mulkiyeti", .condominium),
    ])
    func identifiers(text: String, type: DisputeType) {
        expectEqual(DisputeType(identifier: text), type)
    }

    @Test(arguments: ["", "insurance", "isci", "labour"])
    func unknown(text: String) {
        #expect(DisputeType(identifier: text) == nil)
    }
}

@Suite struct CivilDateTests {
    @Test(arguments: [
        ("1970-01-01", 0, 4), ("2026-04-23", 20566, 4), ("2024-02-29", 19782, 4), ("2000-03-01", 11017, 3),
    ])
    func epochDaysAndWeekday(text: String, days: Int, weekday: Int) throws {
        let date = try #require(CivilDate(iso: text))
        expectEqual(date.daysSinceEpoch, days)
        expectEqual(CivilDate(daysSinceEpoch: days), date)
        expectEqual(date.isoWeekday, weekday)
        expectEqual(date.iso, text)
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-4-02", "26-04-02", "2026-04-02T00", "２０２６-04-02", ""])
    func invalid(text: String) {
        #expect(CivilDate(iso: text) == nil)
    }
}
