// Benchmark: fee computations per second with the bundled 2026 tariff (target ≥ 1,000,000/s, Docs/denklem.md).
// Usage: tariff-bench [COUNT]   (default 1,000,000). Run through `scripts/bench tariff` on a release build.
import Foundation
import TariffKit

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
guard count > 0, let tariff = try? TariffLibrary.bundled().tariff(forYear: 2026) else {
    FileHandle.standardError.write(Data("tariff-bench: bad count or tariff data\n".utf8))
    exit(64)
}
let calculator = FeeCalculator(tariff: tariff)
// A spread of agreed amounts over all eight bands, one or two mediators, so no single path is measured.
let requests: [FeeRequest] = (0..<1000).map { index in
    let amount = Decimal(index * index * 97 + 1234) + Decimal(index % 100) / 100
    return FeeRequest(
        disputeType: index % 3 == 0 ? .commercial : .labor, outcome: .agreement(.amount(amount)),
        mediators: index % 5 == 0 ? 2 : 1)
}
var checksum = Decimal(0)
let start = DispatchTime.now().uptimeNanoseconds
for iteration in 0..<count {
    if let result = try? calculator.fee(for: requests[iteration % requests.count]) { checksum += result.total }
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
let rate = Double(count) / seconds
print(
    String(
        format: "tariff: %d fee computations in %.3f s = %.0f per second (target >= 1000000/s)", count, seconds, rate))
print("checksum \(checksum)")
exit(rate >= 1_000_000 ? 0 : 1)
