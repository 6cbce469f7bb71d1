/// Field layouts of the supported sentence types (gpsd `NMEA.adoc`).
enum NMEASentenceReader {
    // Computed constants, not stored `static let`s: those are lazy globals with a `swift_once` check on every use.
    private static var north: UInt8 { UInt8(ascii: "N") }
    private static var south: UInt8 { UInt8(ascii: "S") }
    private static var east: UInt8 { UInt8(ascii: "E") }
    private static var west: UInt8 { UInt8(ascii: "W") }
    private static var active: UInt8 { UInt8(ascii: "A") }
    private static var notValid: UInt8 { UInt8(ascii: "N") }

    /// Fills `sentence` from `fields` according to `type`.
    static func read(_ type: NMEASentenceType, _ fields: NMEAFields, into sentence: inout NMEASentence)
        throws(NMEARejection)
    {
        switch type {
        case .rmc: try readRMC(fields, &sentence)
        case .gga: try readGGA(fields, &sentence)
        case .gll: try readGLL(fields, &sentence)
        case .gns: try readGNS(fields, &sentence)
        case .vtg: try readVTG(fields, &sentence)
        case .zda: try readZDA(fields, &sentence)
        case .hdt:
            sentence.headingTrue = try fields.decimal(1)
            sentence.isValid = sentence.headingTrue != nil
        case .hdg: try readHDG(fields, &sentence)
        case .gsa: try readGSA(fields, &sentence)
        }
    }

    /// Latitude from field `index` (hemisphere at `index + 1`) and longitude from `index + 2`/`index + 3`.
    private static func readPosition(_ fields: NMEAFields, at index: Int, _ sentence: inout NMEASentence)
        throws(NMEARejection)
    {
        sentence.latitude = try fields.coordinate(
            index, limit: 90, negativeHemisphere: south, positiveHemisphere: north)
        sentence.longitude = try fields.coordinate(
            index + 2, limit: 180, negativeHemisphere: west, positiveHemisphere: east)
        guard (sentence.latitude == nil) == (sentence.longitude == nil) else { throw .malformedField }
    }

    /// `$--RMC,time,status,lat,N,lon,E,sog,cog,ddmmyy,var,E,mode,navstatus`.
    ///
    /// Valid when status is `A` and the FAA mode is not `N`. The NMEA 4.1 navigational status `V` means
    /// "status not provided" (seen with status `A` in gpsd's `navika-100-fix.log`), so it does not void the fix.
    private static func readRMC(_ fields: NMEAFields, _ sentence: inout NMEASentence) throws(NMEARejection) {
        sentence.secondsOfDay = try fields.timeOfDay(1)
        let status = try fields.character(2)
        try readPosition(fields, at: 3, &sentence)
        sentence.speedKnots = try fields.decimal(7)
        sentence.courseTrue = try fields.decimal(8)
        sentence.date = try fields.dayMonthYear(9)
        // Variation, mode and navigational status are not needed for a fix: a malformed one is dropped, not the
        // sentence (gpsd and pynmea2 accept `…,181207,0,A*4E` from gpsd's motorola-t805.log, variation without
        // its E/W letter).
        sentence.magneticVariation = try? signed(fields.decimal(10), hemisphere: fields.character(11))
        sentence.faaModeCode = try? fields.character(12)
        sentence.navigationalStatusCode = try? fields.character(13)
        sentence.isValid = status == active && sentence.faaModeCode != notValid
    }

    /// `$--GGA,time,lat,N,lon,E,quality,sats,hdop,alt,M,sep,M,age,station`; valid for quality 1–6 and 8.
    private static func readGGA(_ fields: NMEAFields, _ sentence: inout NMEASentence) throws(NMEARejection) {
        sentence.secondsOfDay = try fields.timeOfDay(1)
        try readPosition(fields, at: 2, &sentence)
        sentence.quality = try fields.integer(6)
        sentence.satellitesUsed = try fields.integer(7)
        sentence.hdop = try fields.decimal(8)
        sentence.altitudeMeters = try fields.decimal(9)
        let quality = sentence.quality ?? 0
        sentence.isValid = (1...6).contains(quality) || quality == 8
    }

    /// `$--GNS,time,lat,N,lon,E,modes,sats,hdop,alt,sep,age,station[,navstatus]` (NMEA 3.0; gpsd `NMEA.adoc`).
    ///
    /// `modes` has one letter per constellation (GPS, GLONASS, Galileo, BeiDou, …: `AANN`); the fix is valid when
    /// any letter is not `N`. The GGA-style quality for the accuracy model: `R` RTK → 4, `F` float RTK → 5, `D` or
    /// `P` → 2 (differential), else 1.
    private static func readGNS(_ fields: NMEAFields, _ sentence: inout NMEASentence) throws(NMEARejection) {
        sentence.secondsOfDay = try fields.timeOfDay(1)
        try readPosition(fields, at: 2, &sentence)
        let modes = fields[6]
        guard modes.count <= 8, modes.allSatisfy({ (0x41...0x5A).contains($0) }) else { throw .malformedField }
        sentence.satellitesUsed = try fields.integer(7)
        sentence.hdop = try fields.decimal(8)
        sentence.altitudeMeters = try fields.decimal(9)
        sentence.isValid = modes.contains { $0 != notValid }
        sentence.quality = sentence.isValid ? gnsQuality(modes) : 0
    }

    private static func gnsQuality(_ modes: UnsafeBufferPointer<UInt8>) -> Int {
        if modes.contains(UInt8(ascii: "R")) { return 4 }
        if modes.contains(UInt8(ascii: "F")) { return 5 }
        if modes.contains(UInt8(ascii: "D")) || modes.contains(UInt8(ascii: "P")) { return 2 }
        return 1
    }

    /// `$--GSA,sel,mode,prn×12,PDOP,HDOP,VDOP[,system]`: mode 1 no fix, 2 2D, 3 3D; valid for 2 and 3.
    ///
    /// NMEA 0183 §GSA, gpsd `NMEA.adoc`. A mode other than 1–3 is malformed.
    private static func readGSA(_ fields: NMEAFields, _ sentence: inout NMEASentence) throws(NMEARejection) {
        let mode = try fields.integer(2)
        guard mode.map({ (1...3).contains($0) }) ?? true else { throw .malformedField }
        sentence.fixModeNumber = mode
        sentence.pdop = try fields.decimal(15)
        sentence.hdop = try fields.decimal(16)
        sentence.vdop = try fields.decimal(17)
        sentence.isValid = mode == 2 || mode == 3
    }

    /// `$--GLL,lat,N,lon,E,time,status,mode`; valid when status is `A` and the mode is not `N`.
    private static func readGLL(_ fields: NMEAFields, _ sentence: inout NMEASentence) throws(NMEARejection) {
        try readPosition(fields, at: 1, &sentence)
        sentence.secondsOfDay = try fields.timeOfDay(5)
        let status = try fields.character(6)
        sentence.faaModeCode = try fields.character(7)
        sentence.isValid = status == active && sentence.faaModeCode != notValid
    }

    /// `$--VTG,cogT,T,cogM,M,sogN,N,sogK,K,mode`, or the pre-3.01 form `$--VTG,cogT,cogM,sogN,sogK`
    /// (distinguished by field 2 being `T` or by the field count).
    private static func readVTG(_ fields: NMEAFields, _ sentence: inout NMEASentence) throws(NMEARejection) {
        let unitField = fields[2]
        let modern = fields.count >= 8 || (unitField.count == 1 && unitField[0] == UInt8(ascii: "T"))
        sentence.courseTrue = try fields.decimal(1)
        sentence.courseMagnetic = try fields.decimal(modern ? 3 : 2)
        sentence.speedKnots = try fields.decimal(modern ? 5 : 3)
        if sentence.speedKnots == nil, let kilometersPerHour = try fields.decimal(modern ? 7 : 4) {
            sentence.speedKnots = kilometersPerHour * 1000 / 1852  // 1 kn = 1852 m/h (international nautical mile)
        }
        sentence.faaModeCode = modern ? try fields.character(9) : nil
        sentence.isValid =
            sentence.faaModeCode != notValid && (sentence.speedKnots != nil || sentence.courseTrue != nil)
    }

    /// `$--ZDA,time,dd,mm,yyyy,zh,zm`; zone minutes take the sign of the zone hours (gpsd `NMEA.adoc`).
    private static func readZDA(_ fields: NMEAFields, _ sentence: inout NMEASentence) throws(NMEARejection) {
        sentence.secondsOfDay = try fields.timeOfDay(1)
        if let day = try fields.integer(2), let month = try fields.integer(3), let year = try fields.integer(4) {
            guard let date = NMEADate(year: year, month: month, day: day) else { throw .malformedField }
            sentence.date = date
        }
        if let hours = try fields.signedInteger(5) {
            let minutes = try fields.integer(6) ?? 0
            guard hours.value <= 14, minutes < 60 else { throw .malformedField }
            let total = hours.value * 60 + minutes
            sentence.zoneOffsetMinutes = hours.negative ? -total : total
        }
        sentence.isValid = sentence.secondsOfDay != nil && sentence.date != nil
    }

    /// `$--HDG,heading,deviation,E/W,variation,E/W`.
    private static func readHDG(_ fields: NMEAFields, _ sentence: inout NMEASentence) throws(NMEARejection) {
        sentence.headingMagnetic = try fields.decimal(1)
        sentence.magneticDeviation = try signed(fields.decimal(2), hemisphere: fields.character(3))
        sentence.magneticVariation = try signed(fields.decimal(4), hemisphere: fields.character(5))
        sentence.isValid = sentence.headingMagnetic != nil
    }

    /// Applies an E/W letter to an angle: east positive, west negative.
    private static func signed(_ value: Double?, hemisphere: UInt8?) throws(NMEARejection) -> Double? {
        guard let value else { return nil }
        switch hemisphere {
        case east, nil: return value
        case west: return -value
        default: throw .malformedField
        }
    }
}
