/// Where each table of a TrueType file lives (OpenType spec, "Table Directory").
struct FontTableDirectory {
    /// Offset and length per four-character tag.
    let tables: [String: (offset: Int, length: Int)]

    /// Reads the directory at the start of `bytes`.
    init(_ bytes: [UInt8]) throws(FontParseError) {
        let reader = FontByteReader(bytes: bytes, table: "directory")
        let version = try reader.uint32(0)
        guard version == 0x0001_0000 || version == 0x7472_7565 else { throw .notTrueType }
        let count = Int(try reader.uint16(4))
        var tables: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<count {
            let record = 12 + index * 16
            let tag = String(decoding: try reader.slice(record, count: 4), as: UTF8.self)
            let offset = Int(try reader.uint32(record + 8))
            let length = Int(try reader.uint32(record + 12))
            guard offset + length <= bytes.count else { throw .truncated(tag) }
            tables[tag] = (offset, length)
        }
        self.tables = tables
    }

    /// The offset of `tag`, or an error naming it.
    func offset(of tag: String) throws(FontParseError) -> Int {
        guard let table = tables[tag] else { throw .missingTable(tag) }
        return table.offset
    }

    /// The bytes of `tag`, or nil when absent.
    func data(of tag: String, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        tables[tag].map { bytes[$0.offset..<($0.offset + $0.length)] }
    }
}
