/// SHA-256 (FIPS 180-4), for storing session tokens hashed.
///
/// The workspace cannot import CryptoKit or
/// swift-crypto on Linux, and the tokens are 256 random bits, so a plain unsalted hash is enough (no password to
/// stretch). Checked against FIPS 180-4's examples ("abc", the 448-bit message) in PairingGateTests.
enum SessionDigest {
    /// The round constants (FIPS 180-4 §4.2.2).
    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The digest of `message` as 64 lower-case hexadecimal digits.
    static func hex(_ message: [UInt8]) -> String {
        digest(message).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// The 32-byte digest of `message`.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
        ]
        var padded = message + [0x80]
        while padded.count % 64 != 56 { padded.append(0) }
        let bits = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bits >> shift)) }
        for start in stride(from: 0, to: padded.count, by: 64) { compress(&state, padded[start..<start + 64]) }
        return state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) } }
    }

    private static func compress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
        var words = [UInt32](repeating: 0, count: 64)
        for index in 0..<16 {
            let base = block.startIndex + index * 4
            words[index] =
                UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16 | UInt32(block[base + 2]) << 8
                | UInt32(block[base + 3])
        }
        for index in 16..<64 {
            let low = words[index - 15]
            let high = words[index - 2]
            let s0 = rotate(low, 7) ^ rotate(low, 18) ^ (low >> 3)
            let s1 = rotate(high, 17) ^ rotate(high, 19) ^ (high >> 10)
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
        }
        var v = state
        for index in 0..<64 {
            let s1 = rotate(v[4], 6) ^ rotate(v[4], 11) ^ rotate(v[4], 25)
            let choice = (v[4] & v[5]) ^ (~v[4] & v[6])
            let first = v[7] &+ s1 &+ choice &+ constants[index] &+ words[index]
            let s0 = rotate(v[0], 2) ^ rotate(v[0], 13) ^ rotate(v[0], 22)
            let majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2])
            v = [first &+ s0 &+ majority, v[0], v[1], v[2], v[3] &+ first, v[4], v[5], v[6]]
        }
        for index in 0..<8 { state[index] = state[index] &+ v[index] }
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
