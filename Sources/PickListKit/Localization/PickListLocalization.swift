/// Where the app installs the ``PickListLocalizer`` that every localized pick list reads.
///
/// ```swift
/// PickListLocalization.localizer = BundleLocalizer(bundle: .main)   // at app start
/// ```
///
/// With no localizer installed (the default), every list shows its spec's texts. Lists whose
/// spec has no `localization` key never consult the localizer.
///
/// To show lists in another language for a while without changing the app's localizer (a
/// preview, a screenshot, a test), run the code with `withLocalizer(_:operation:)`.
public enum PickListLocalization {
    /// The localizer in force, tagged with the generation its translations are cached under.
    struct Installation: Sendable {
        var localizer: (any PickListLocalizer)?
        /// A number no other installation (global or scoped) has, so a list can tell that
        /// its cached translations are from another localizer.
        var generation: Int
    }

    private struct State {
        var installed = Installation(localizer: nil, generation: 0)
        var lastGeneration = 0

        mutating func nextGeneration() -> Int {
            lastGeneration &+= 1
            return lastGeneration
        }
    }

    private static let state = Locked(State())

    /// The localizer of `withLocalizer(_:operation:)` in the current task, if any.
    @TaskLocal private static var scoped: Installation?

    /// The localizer every localized list reads its texts through; `nil` shows the spec's texts.
    ///
    /// Setting it takes effect on the next read of a text: translated texts are cached per
    /// localizer, so after the language changes, install the localizer for the new language
    /// (or the same localizer again) to read the new translations.
    public static var localizer: (any PickListLocalizer)? {
        get { state.withLock { $0.installed.localizer } }
        set {
            state.withLock {
                $0.installed = Installation(localizer: newValue, generation: $0.nextGeneration())
            }
        }
    }

    /// Runs `operation` with `localizer` in force for the current task and the tasks it
    /// creates, whatever ``localizer`` is; `nil` shows the spec's texts.
    ///
    /// ```swift
    /// let germanTitle = PickListLocalization.withLocalizer(BundleLocalizer(bundle: .main, localization: "de")) {
    ///     Fruit.banana.title
    /// }
    /// ```
    public static func withLocalizer<Result>(
        _ localizer: (any PickListLocalizer)?, operation: () throws -> Result
    ) rethrows -> Result {
        let generation = state.withLock { $0.nextGeneration() }
        return try $scoped.withValue(Installation(localizer: localizer, generation: generation), operation: operation)
    }

    /// Runs the asynchronous `operation` with `localizer` in force (see
    /// `withLocalizer(_:operation:)`).
    public static func withLocalizer<Result>(
        _ localizer: (any PickListLocalizer)?, operation: () async throws -> Result
    ) async rethrows -> Result {
        let generation = state.withLock { $0.nextGeneration() }
        return try await $scoped.withValue(Installation(localizer: localizer, generation: generation), operation: operation)
    }

    /// The localizer in force with its generation, or `nil` when there is none.
    static var current: (localizer: any PickListLocalizer, generation: Int)? {
        let installation = scoped ?? state.withLock { $0.installed }
        return installation.localizer.map { ($0, installation.generation) }
    }
}
