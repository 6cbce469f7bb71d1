/// The kinds of quantity ConversionKit converts; a conversion is only possible within one category.
///
/// The raw value is the prefix of every unit id in the category (`length.mile`) and the word `unitconv list`
/// accepts.
public enum UnitCategory: String, CaseIterable, Sendable, Codable, Hashable {
    /// Length; base unit metre.
    case length
    /// Mass; base unit kilogram.
    case mass
    /// Volume, including cooking measures; base unit cubic metre.
    case volume
    /// Temperature as an absolute scale value (not a difference); base unit kelvin.
    case temperature
    /// Area; base unit square metre.
    case area
    /// Speed; base unit metre per second.
    case speed

    /// The id of the category's SI base unit, in which every factor of the unit table is expressed.
    public var baseUnitID: String {
        switch self {
        case .length: "length.meter"
        case .mass: "mass.kilogram"
        case .volume: "volume.cubic_meter"
        case .temperature: "temperature.kelvin"
        case .area: "area.square_meter"
        case .speed: "speed.meter_per_second"
        }
    }
}
