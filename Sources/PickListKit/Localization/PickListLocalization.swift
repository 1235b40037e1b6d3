/// Where the app installs the ``PickListLocalizer`` that every localized pick list reads.
///
/// ```swift
/// PickListLocalization.localizer = BundleLocalizer(bundle: .main)   // at app start
/// ```
///
/// With no localizer installed (the default), every list shows its spec's texts. Lists whose
/// spec has no `localization` key never consult the localizer.
public enum PickListLocalization {
    /// The installed localizer and how many times one was installed, read together.
    struct Installed {
        var localizer: (any PickListLocalizer)?
        /// Counts installations, so a list can tell that its cached translations are from
        /// another localizer.
        var generation = 0
    }

    private static let installed = Locked(Installed())

    /// The localizer every localized list reads its texts through; `nil` shows the spec's texts.
    ///
    /// Setting it takes effect on the next read of a text: translated texts are cached per
    /// localizer, so after the language changes, install the localizer for the new language
    /// (or the same localizer again) to read the new translations.
    public static var localizer: (any PickListLocalizer)? {
        get { installed.withLock { $0.localizer } }
        set {
            installed.withLock {
                $0.localizer = newValue
                $0.generation &+= 1
            }
        }
    }

    /// The installed localizer with its generation, or `nil` when none is installed.
    static var current: (localizer: any PickListLocalizer, generation: Int)? {
        installed.withLock { state in state.localizer.map { ($0, state.generation) } }
    }
}
