public import Foundation
import PickListKit

extension AppLockDelay {
    /// The delay's length as a duration formatter writes it in `locale`'s language ("5 minutes",
    /// "5 Minuten"), the title the app shows instead of the written one; `nil` for Immediately,
    /// which keeps its written title.
    public func formattedTitle(locale: Locale) -> String? {
        guard value > 0 else { return nil }
        return Duration.seconds(value).formatted(.units(allowed: [.hours, .minutes], width: .wide).locale(locale))
    }

    /// Require Face ID: the app titles every delay from a formatter in the user's language,
    /// the user picks one, then the app gives one row its written title back.
    public static func demoTranscript(locale: Locale) -> SettingsTranscript<AppLockDelay> {
        let titles: [SettingsTranscript<AppLockDelay>.Step] = allCases.compactMap { delay in
            delay.formattedTitle(locale: locale).map { .setTitle($0, delay) }
        }
        return SettingsTranscript(
            steps: titles + [.tap(.item(.fiveMinutes)), .setTitle(nil, .fiveMinutes)],
            value: { String($0.value) })
    }
}
