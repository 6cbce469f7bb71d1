import CLIKit
import ConversionKit

/// The options of `unitconv` itself; declared on the root command, so every subcommand sees them too
/// (`unitconv history --db PATH`).
enum UnitconvOptions {
    /// `--precision N`: decimal places of the result, 0…30 (default 8), widened so small values keep significant
    /// digits (ResultFormatter).
    static let precision = Option<Int>(
        "precision", short: "p", valueName: "unitconv.value.digits", help: "unitconv.option.precision", default: 8,
        suggestions: (0...30).map(String.init))
    /// `--digits N`: significant digits of the result, 1…30, instead of `--precision`.
    static let digits = Option<Int>(
        "digits", valueName: "unitconv.value.digits", help: "unitconv.option.digits",
        suggestions: (1...30).map(String.init))
    /// `--batch`: convert every line of standard input.
    static let batch = Flag("batch", short: "b", help: "unitconv.option.batch")
    /// `--no-history`: do not record the conversion.
    static let noHistory = Flag("no-history", help: "unitconv.option.noHistory")
    /// `--long`: full unit names with plural forms.
    static let long = Flag("long", short: "l", help: "unitconv.option.long")
    /// `--db PATH`: the history and favorites database.
    static let database = Option<String>("db", valueName: "unitconv.value.path", help: "unitconv.option.db")
    /// `--fav N`: convert the quantity's value with favorite pair N (as `unitconv favorites` numbers them).
    static let favorite = Option<Int>("fav", valueName: "unitconv.value.favorite", help: "unitconv.option.fav")
    /// `--numbers CONVENTION`: how numbers are read and written (`point`, `comma`, `refuse` or a CLDR locale such
    /// as `de_CH`), whatever the locale; so a `--batch` file means the same on every machine.
    static let numbers = Option<String>(
        "numbers", valueName: "unitconv.value.numbers", help: "unitconv.option.numbers",
        suggestions: ["point", "comma", "refuse"])
    /// `--for USAGE`: with no target unit, the unit CLDR prefers in the region for this usage (`road`,
    /// `person-height`, `fluid`, `weather`, …; issue 32 item 9) instead of the category's default.
    static let usage = Option<String>(
        "for", valueName: "unitconv.value.usage", help: "unitconv.option.for",
        suggestions: Array(Set(UnitPreferences.standard.usages.values.joined())).sorted())
    /// `--rates SOURCE`: whose daily reference rates convert currencies (`ecb`, `tcmb`); default TCMB in region
    /// TR, else the ECB.
    static let rates = Option<String>(
        "rates", valueName: "unitconv.value.rates", help: "unitconv.option.rates",
        suggestions: RateSource.allCases.map(\.rawValue))
    /// The words of the quantity: `5 ft 3 in to cm`.
    static let quantity = Positional<String>(
        valueName: "unitconv.value.quantity", help: "unitconv.argument.quantity", isRequired: false, isVariadic: true)

    /// The environment variable naming the database when `--db` is absent.
    static let databaseVariable = "UNITCONV_DB"
}
