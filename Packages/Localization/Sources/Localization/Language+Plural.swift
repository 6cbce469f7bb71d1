extension Language {
    /// The plural categories this language distinguishes (CLDR 46 `plurals.xml`).
    ///
    /// tr, en, de: one, other · es, fr: one, many, other · ja, zh-Hans: other. A catalog's plural object must
    /// give a text for each of them.
    public var pluralCategories: Set<PluralCategory> {
        switch self {
        case .turkish, .english, .german: [.one, .other]
        case .spanish, .french: [.one, .many, .other]
        case .japanese, .simplifiedChinese: [.other]
        }
    }

    /// The CLDR plural category of a number in this language.
    ///
    /// Rules (CLDR 46 `plurals.xml`, cardinal):
    /// - en, de: one if `i = 1 and v = 0` ("1 day", but "1.0 days").
    /// - tr: one if `n = 1` (also "1,0").
    /// - es: one if `n = 1`; many if `e = 0 and i != 0 and i % 1000000 = 0 and v = 0` or `e != 0..5`.
    /// - fr: one if `i = 0,1`; many as in es.
    /// - ja, zh-Hans: always other.
    ///
    /// - Parameter operands: the number as displayed.
    /// - Returns: the category to pick from a plural object.
    public func pluralCategory(for operands: PluralOperands) -> PluralCategory {
        switch self {
        case .english, .german:
            operands.integerDigits == 1 && operands.visibleFractionDigitCount == 0 ? .one : .other
        case .turkish:
            operands.isOne ? .one : .other
        case .spanish:
            operands.isOne ? .one : (operands.isMillionsMany ? .many : .other)
        case .french:
            operands.integerDigits <= 1 ? .one : (operands.isMillionsMany ? .many : .other)
        case .japanese, .simplifiedChinese:
            .other
        }
    }

    /// The CLDR plural category of an integer in this language.
    ///
    /// - Parameter count: the integer.
    /// - Returns: the category to pick from a plural object.
    public func pluralCategory(for count: Int) -> PluralCategory {
        pluralCategory(for: PluralOperands(count))
    }
}

extension PluralOperands {
    /// `n = 1`: exactly one, trailing fraction zeros allowed, no compact exponent.
    fileprivate var isOne: Bool {
        integerDigits == 1 && isWholeNumber && compactExponent == 0
    }

    /// `e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5` (es, fr "many").
    fileprivate var isMillionsMany: Bool {
        let plainMillions =
            compactExponent == 0 && integerDigits != 0 && integerDigits % 1_000_000 == 0
            && visibleFractionDigitCount == 0
        return plainMillions || compactExponent > 5
    }
}
