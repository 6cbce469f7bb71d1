import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `denklem fee … --lang zh-Hans|ja --pdf FILE` without `--font`: the Chinese and Japanese characters DejaVu Sans
/// lacks come from the fallback face (Debian `fonts-droid-fallback`, scripts/install-deps), embedded as a third
/// subset CID font with its own ToUnicode map, so pdftotext gives back the exact text.
@Suite struct PDFCJKReportTests {
    /// Lines of the report (pdftotext's reading order) that hold Chinese or Japanese characters.
    @Test(arguments: [
        (
            "zh-Hans",
            [
                "调解费计算", "劳动 · 2026 年收费标准 · 官方公报（Resmî Gazete）26.12.2025，第 33119 号", "输入", "纠纷类型", "明细",
                "项目", "条款", "金额", "各方份额", "当事方", "份额 国家支付", "当事方支付",
                "适用的收费标准条款：Tarife md. 7(2), Ek İkinci Kısım, Tarife md. 7(7), Tarife md. 3(3), Tarife md. 3(1)",
                "2026年3月1日 · denklem 0.1.0", "第 1 页，共 1 页",
            ]
        ),
        (
            "ja",
            [
                "調停報酬の計算", "労働 · 2026 年報酬表 · 官報（Resmî Gazete）26.12.2025、第 33119 号", "入力", "紛争の種類", "内訳",
                "項目", "条項", "金額", "当事者の負担", "当事者", "負担額 国の負担",
                "適用した報酬表の条項：Tarife md. 7(2), Ek İkinci Kısım, Tarife md. 7(7), Tarife md. 3(3), Tarife md. 3(1)",
                // Two pages since the two-hour floor's assumption line (issue 31).
                "2026年3月1日 · denklem 0.1.0", "1 / 2 ページ",
            ]
        ),
    ])
    func feeReportHasTheExactCJKText(language: String, lines: [String]) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("denklem-\(UUID().uuidString).pdf")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await denklem.run([
            "fee", "--type", "labor", "--agreed", "1000000", "--mediators", "2", "--lang", language, "--pdf", path,
        ])
        expectEqual(run.exitCode, .success)
        expectEqual(run.standardError, "")
        let text = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"]).standardOutput
        let extracted = Set(text.split(separator: "\n").map(String.init))
        for line in lines {
            #expect(extracted.contains(line), "\(language): \(line)")
        }
        #expect(
            try ToolRunner.run("/usr/bin/qpdf", ["--check", path]).standardOutput.contains(
                "No syntax or stream encoding errors"))
        let fonts = try ToolRunner.run("/usr/bin/pdffonts", [path]).standardOutput
        #expect(fonts.contains("+DejaVuSans "))
        #expect(fonts.contains("+DroidSansFallback "))
    }

    @Test func aLatinReportEmbedsNoFallbackFont() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("denklem-\(UUID().uuidString).pdf")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await denklem.run(["fee", "--type", "labor", "--agreed", "1000000", "--lang", "tr", "--pdf", path])
        expectEqual(run.exitCode, .success)
        #expect(!(try ToolRunner.run("/usr/bin/pdffonts", [path]).standardOutput).contains("DroidSansFallback"))
    }
}
