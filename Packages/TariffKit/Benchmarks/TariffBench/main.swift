// Benchmark: fee computations per second with the bundled 2026 tariff (target ≥ 1,000,000/s, Docs/denklem.md).
// Usage: tariff-bench [COUNT [EXPLAINED_COUNT]]   (defaults 1,000,000 and 2,000). Run through `scripts/bench tariff`.
// COUNT agreement totals go through the integer path (`agreementTotalInKurus`); EXPLAINED_COUNT full results with
// breakdown go through `fee(for:)` (Decimal arithmetic), for comparison.
import Foundation
import TariffKit

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let count = arguments.first ?? 1_000_000
let explainedCount = arguments.dropFirst().first ?? 2_000
guard count > 0, explainedCount > 0, let tariff = try? TariffLibrary.bundled().tariff(forYear: 2026) else {
    FileHandle.standardError.write(Data("tariff-bench: bad count or tariff data\n".utf8))
    exit(64)
}
let calculator = FeeCalculator(tariff: tariff)
// Agreed amounts spread over all eight bands (kuruş), one to three mediators, labor and commercial.
let amounts: [Int64] = (0..<1000).map { Int64($0) * Int64($0) * 5_300_017 + 123_456 + Int64($0 % 100) }

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var checksum: Int64 = 0
let fast = seconds {
    for index in 0..<count {
        let total = try? calculator.agreementTotalInKurus(
            agreedKurus: amounts[index % 1000], type: index % 3 == 0 ? .commercial : .labor,
            mediators: 1 + index % 3)
        checksum &+= total ?? 0
    }
}
var explainedChecksum = Decimal(0)
let explained = seconds {
    for index in 0..<explainedCount {
        let request = FeeRequest(
            disputeType: index % 3 == 0 ? .commercial : .labor,
            outcome: .agreement(.amount(Decimal(amounts[index % 1000]) / 100)), mediators: 1 + index % 3)
        explainedChecksum += (try? calculator.fee(for: request).total) ?? 0
    }
}
let rate = Double(count) / fast
print(
    String(format: "tariff: %d agreement totals in %.3f s = %.0f per second (target >= 1000000/s)", count, fast, rate))
print(
    String(
        format: "tariff: %d explained fees (breakdown, Decimal) in %.3f s = %.0f per second", explainedCount, explained,
        Double(explainedCount) / explained))
print("checksums \(checksum) \(explainedChecksum)")
exit(rate >= 1_000_000 ? 0 : 1)
