/// Big-endian reads from font bytes with bounds checks; every failure names the table being read.
struct FontByteReader {
    /// The whole font file.
    let bytes: [UInt8]
    /// The table being read, for error reports.
    let table: String

    /// An unsigned 8-bit value at `offset`.
    func uint8(_ offset: Int) throws(FontParseError) -> UInt8 {
        guard offset >= 0, offset < bytes.count else { throw .truncated(table) }
        return bytes[offset]
    }

    /// An unsigned 16-bit value at `offset`.
    func uint16(_ offset: Int) throws(FontParseError) -> UInt16 {
        UInt16(try uint8(offset)) << 8 | UInt16(try uint8(offset + 1))
    }

    /// A signed 16-bit value at `offset`.
    func int16(_ offset: Int) throws(FontParseError) -> Int16 {
        Int16(bitPattern: try uint16(offset))
    }

    /// An unsigned 32-bit value at `offset`.
    func uint32(_ offset: Int) throws(FontParseError) -> UInt32 {
        UInt32(try uint16(offset)) << 16 | UInt32(try uint16(offset + 2))
    }

    /// `count` bytes from `offset`.
    func slice(_ offset: Int, count: Int) throws(FontParseError) -> ArraySlice<UInt8> {
        guard offset >= 0, count >= 0, offset + count <= bytes.count else { throw .truncated(table) }
        return bytes[offset..<(offset + count)]
    }

    /// The same bytes, reporting errors under another table's name.
    func reading(_ table: String) -> FontByteReader {
        FontByteReader(bytes: bytes, table: table)
    }
}
