/// One decoded NMEA 0183 sentence of a supported type (gpsd's `www/NMEA.adoc`).
///
/// A flat record: each field is nil when the sentence type does not carry it or the field was empty
/// ("empty fields mean no data", gpsd `NMEA.adoc`). Units: degrees (latitude north positive, longitude east
/// positive, courses and headings true unless named magnetic), knots, metres, seconds.
public struct NMEASentence: Sendable, Equatable {
    /// Talker identifier, for example `GN`.
    public var talker: NMEATalker
    /// Sentence type, for example `.rmc`.
    public var type: NMEASentenceType
    /// UTC time of day in seconds since midnight, 0 ≤ t < 86 401 (a leap second is allowed).
    public var secondsOfDay: Double?
    /// UTC date (RMC, ZDA).
    public var date: NMEADate?
    /// Latitude in degrees, −90…90, north positive.
    public var latitude: Double?
    /// Longitude in degrees, −180…180, east positive.
    public var longitude: Double?
    /// Whether the receiver declares the data valid: RMC/GLL status `A` and FAA mode not `N`;
    /// GGA quality 1–6 or 8; VTG mode not `N`; always true for ZDA/HDT/HDG with data.
    public var isValid: Bool
    /// GGA fix quality: 0 none, 1 GPS, 2 DGPS, 3 PPS, 4 RTK, 5 float RTK, 6 estimated, 7 manual, 8 simulation.
    public var quality: Int?
    /// GGA number of satellites in use.
    public var satellitesUsed: Int?
    /// GGA or GSA horizontal dilution of precision (dimensionless).
    public var hdop: Double?
    /// GSA fix mode: 1 no fix, 2 2D, 3 3D (NMEA 0183 §GSA; gpsd's TPV `mode`).
    public var fixModeNumber: Int?
    /// GSA position dilution of precision (dimensionless).
    public var pdop: Double?
    /// GSA vertical dilution of precision (dimensionless).
    public var vdop: Double?
    /// GGA altitude above mean sea level in metres.
    public var altitudeMeters: Double?
    /// Speed over ground in knots (RMC, VTG).
    public var speedKnots: Double?
    /// Course over ground in degrees true (RMC, VTG).
    public var courseTrue: Double?
    /// Course over ground in degrees magnetic (VTG).
    public var courseMagnetic: Double?
    /// Magnetic variation in degrees, east positive (RMC, HDG).
    public var magneticVariation: Double?
    /// Heading in degrees true (HDT).
    public var headingTrue: Double?
    /// Magnetic sensor heading in degrees (HDG).
    public var headingMagnetic: Double?
    /// Magnetic deviation in degrees, east positive (HDG).
    public var magneticDeviation: Double?
    /// FAA mode indicator byte (NMEA 2.3+), for example `A` autonomous, `D` differential, `E` estimated, `N` not valid.
    public var faaModeCode: UInt8?
    /// RMC navigational status byte (NMEA 4.1+): `S` safe, `C` caution, `U` unsafe, `V` not provided.
    public var navigationalStatusCode: UInt8?
    /// ZDA local zone offset from UTC in minutes (minutes carry the hours' sign, gpsd `NMEA.adoc`).
    public var zoneOffsetMinutes: Int?

    /// Creates an empty sentence of a type; the parser fills the fields.
    public init(talker: NMEATalker, type: NMEASentenceType) {
        self.talker = talker
        self.type = type
        self.isValid = false
    }

    /// FAA mode indicator as a character, for example `A`.
    public var faaMode: Character? {
        faaModeCode.map { Character(Unicode.Scalar($0)) }
    }

    /// Navigational status as a character, for example `S`.
    public var navigationalStatus: Character? {
        navigationalStatusCode.map { Character(Unicode.Scalar($0)) }
    }

    /// Empties every field in place for a new sentence of `type` (cheaper than assigning a new value, which
    /// builds the whole record in a temporary and copies it).
    mutating func reset(talker: NMEATalker, type: NMEASentenceType) {
        self.talker = talker
        self.type = type
        secondsOfDay = nil
        date = nil
        latitude = nil
        longitude = nil
        isValid = false
        quality = nil
        satellitesUsed = nil
        hdop = nil
        fixModeNumber = nil
        pdop = nil
        vdop = nil
        altitudeMeters = nil
        speedKnots = nil
        courseTrue = nil
        courseMagnetic = nil
        magneticVariation = nil
        headingTrue = nil
        headingMagnetic = nil
        magneticDeviation = nil
        faaModeCode = nil
        navigationalStatusCode = nil
        zoneOffsetMinutes = nil
    }

    /// Whether the sentence carries a usable, valid position.
    public var hasValidPosition: Bool {
        isValid && latitude != nil && longitude != nil
    }
}
