/// What kind of day a date is for counting a deadline.
public enum DayStatus: Sendable, Equatable {
    /// A full working day.
    case workingDay
    /// A working day that is a holiday from 13:00 (eve); a deadline on it ends at 13:00.
    case halfDay(Holiday)
    /// Saturday or Sunday.
    case weekend
    /// An official holiday.
    case holiday(Holiday)

    /// Whether a deadline falling on this day stays on it (HMK madde 93 analogy).
    public var isWorkingDay: Bool {
        switch self {
        case .workingDay, .halfDay: true
        case .weekend, .holiday: false
        }
    }
}
