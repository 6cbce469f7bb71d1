import Foundation

/// A spherical-harmonic main-field model of the Earth's magnetic field (the World Magnetic Model family):
/// Gauss coefficients at an epoch and their secular variation, evaluated as in the WMM technical report
/// (NOAA NCEI & BGS, "The US/UK World Magnetic Model for 2025–2030: Technical Report", §1.2, equations (1)–(19)).
public struct MagneticModel: Sendable {
    /// The model's name from its coefficient file, for example "WMM-2025".
    public let name: String
    /// The epoch of the coefficients as a decimal year, for example 2025.0.
    public let epoch: Double
    /// The last decimal year the model is valid for (epoch + 5, exclusive).
    public var validUntil: Double { epoch + 5 }
    /// Highest degree n of the expansion (12 for WMM).
    public let maximumDegree: Int

    package let g: [Double]
    package let h: [Double]
    package let gDot: [Double]
    package let hDot: [Double]

    /// The World Magnetic Model 2025 (NOAA NCEI / BGS, public domain), valid 2025.0–2030.0, from the
    /// official `WMM.COF` embedded byte for byte (SHA-256 dfa8597825af4e0b87ff4198a5b4fb661b3c49f4cd090cd0164e0259b075582f).
    public static let wmm2025: MagneticModel =
        (try? MagneticModel(cof: String(decoding: PackageResources.WMM2025_COF, as: UTF8.self)))
        ?? MagneticModel(name: "invalid", epoch: .nan, maximumDegree: 0, g: [0], h: [0], gDot: [0], hDot: [0])

    init(name: String, epoch: Double, maximumDegree: Int, g: [Double], h: [Double], gDot: [Double], hDot: [Double]) {
        self.name = name
        self.epoch = epoch
        self.maximumDegree = maximumDegree
        self.g = g
        self.h = h
        self.gDot = gDot
        self.hDot = hDot
    }

    /// Index of coefficient (n, m) in the flat arrays.
    @inline(__always)
    package static func index(_ n: Int, _ m: Int) -> Int { n * (n + 1) / 2 + m }

    /// Parses a coefficient file in NOAA's COF layout: a header line "epoch name date", then lines
    /// "n m g h ġ ḣ" (nT, nT/year), ended by a line of 9s.
    /// - Throws: ``MagneticModelError/invalidCoefficients(line:)`` naming the first bad line (1-based).
    public init(cof text: String) throws(MagneticModelError) {
        let lines = text.split(whereSeparator: \.isNewline)
        guard let header = lines.first?.split(separator: " "), header.count >= 2, let epoch = Double(header[0]) else {
            throw .invalidCoefficients(line: 1)
        }
        let rows = try Self.rows(lines.dropFirst())
        let degree = rows.map(\.n).max() ?? 0
        let size = Self.index(degree, degree) + 1
        var arrays = [[Double]](repeating: [Double](repeating: 0, count: size), count: 4)
        for row in rows {
            let i = Self.index(row.n, row.m)
            for k in 0..<4 { arrays[k][i] = row.values[k] }
        }
        self.init(
            name: String(header[1]), epoch: epoch, maximumDegree: degree, g: arrays[0], h: arrays[1],
            gDot: arrays[2], hDot: arrays[3])
    }

    private static func rows(_ lines: ArraySlice<Substring>) throws(MagneticModelError)
        -> [(n: Int, m: Int, values: [Double])]
    {
        var rows: [(n: Int, m: Int, values: [Double])] = []
        for (offset, line) in lines.enumerated() {
            if line.hasPrefix("9999") { break }
            let fields = line.split(separator: " ")
            guard fields.count == 6, let n = Int(fields[0]), let m = Int(fields[1]), (1...13).contains(n),
                (0...n).contains(m)
            else { throw .invalidCoefficients(line: offset + 2) }
            let values = fields[2...].compactMap { Double($0) }
            guard values.count == 4 else { throw .invalidCoefficients(line: offset + 2) }
            rows.append((n, m, values))
        }
        return rows
    }
}
