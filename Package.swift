// swift-tools-version: 6.1
// 6.1, the lowest that works: the command plugins read each target's folder through
// Target.directoryURL (PackageDescription 6.1; with 6.0 only the deprecated Path API has it,
// which warns in every consumer's build). A consumer needs Swift 6.1 / Xcode 16.3 or later.
import PackageDescription

/// Upcoming-feature flags every target shares, so the whole package reads the same way.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "picklist",
    // The development language of the localized test resources (PickListLocalizationTests).
    defaultLocalization: "en",
    products: [
        .library(name: "PickListKit", targets: ["PickListKit"]),
        // BundleLocalizer: translations from a bundle's strings tables, through Foundation.
        // Apps that do not localize their lists need not link it.
        .library(name: "PickListLocalization", targets: ["PickListLocalization"]),
        // IndexPath for both kinds of list (tap, row(at:), indexPath(for:), a change's index
        // paths), through Foundation. PickListKit itself stays standard-library only.
        .library(name: "PickListFoundation", targets: ["PickListFoundation"]),
        .executable(name: "picklist", targets: ["picklist"]),
        // The plugins over the picklist built from source, for work on picklist and for packages
        // that depend on it from source. Apps add the package `make release` writes
        // (picklist-kit: these libraries and plugins over the prebuilt picklist) instead of this
        // one; a graph holds one of the two, so each verb is offered once.
        .plugin(name: "PickListPlugin", targets: ["PickListPlugin"]),
        .plugin(name: "PickListCommand", targets: ["PickListCommand"]),
        .plugin(name: "PickListGenerateCommand", targets: ["PickListGenerateCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Pinned to 2.1.x: TemplatePlanTests reads swift-mustache's internal `tokens` (through
        // Mirror) to hold the built-in templates' plans to swift-mustache's own parse, so a new
        // minor release may change what the test reads. To move the pin: raise the version here,
        // `swift package update swift-mustache`, run `swift test --filter TemplatePlanTests` and
        // `make templates` (the plans are compiled from the tokens), and fix the test's reading of
        // the tokens if their shape changed.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", .upToNextMinor(from: "2.1.1")),
        // `make docs`: PickListKit's DocC catalog (Sources/PickListKit/PickListKit.docc).
        // No target uses it, so packages depending on picklist neither fetch nor build it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The system libyaml, found through pkg-config `yaml-0.1`.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // <sys/xattr.h>, for the stamps on generated files (see OutputStamp).
        .systemLibrary(name: "CExtendedAttributes"),
        // The runtime every generated list imports: standard library only.
        .target(
            name: "PickListKit",
            swiftSettings: strictSettings
        ),
        // A PickListLocalizer over Foundation's Bundle (PickListKit itself stays
        // standard-library only).
        .target(
            name: "PickListLocalization",
            dependencies: ["PickListKit"],
            swiftSettings: strictSettings
        ),
        // IndexPath over PickListKit's (section, row) API, for UIKit call sites: FoundationEssentials
        // where the toolchain has it (Linux), Foundation otherwise. No engine of its own.
        .target(
            name: "PickListFoundation",
            dependencies: ["PickListKit"],
            swiftSettings: strictSettings
        ),
        // What the compiler and the front ends (strings, preview, terminal) share, as a target
        // without a product: user text escaped for printing, the colour rule, the JSON reader
        // and writer, text positions and decoding, the file reader. Depends on nothing of
        // picklist's, so the terminal front end need not link the compiler for these.
        .target(
            name: "PickListSupport",
            swiftSettings: strictSettings
        ),
        // The compiler pipeline: Loading → Validation → Rendering → Writing.
        .target(
            name: "PickListCompiler",
            dependencies: [
                "CExtendedAttributes",
                "CLibYAML",
                "PickListSupport",
                // The runtime's own types wherever a spec names what the runtime defines (the key
                // scheme of localized texts, summary formats, messages, the all-row, plural
                // categories, search fields): each fact in one place, so what the compiler checks
                // and writes is what an app shows.
                "PickListKit",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: strictSettings
        ),
        // `picklist strings` and the translation half of `picklist lint`: String Catalogs and
        // `.strings` files read, merged, written and linted. Uses the compiler's specs; the
        // compiler knows nothing of it.
        .target(
            name: "PickListStrings",
            dependencies: ["PickListCompiler", "PickListKit", "PickListSupport"],
            swiftSettings: strictSettings
        ),
        // `picklist preview`'s model: a spec (and its rows and translations) loaded, played
        // through PickListKit, and shown as text, JSON or SVG.
        .target(
            name: "PickListPreview",
            dependencies: ["PickListCompiler", "PickListStrings", "PickListKit", "PickListSupport"],
            swiftSettings: strictSettings
        ),
        // `picklist preview --interactive`: the terminal front end (raw mode, keys, screens)
        // over PickListPreview's session; PickListSupport for its text escaping and colour rule.
        .target(
            name: "PickListTerminal",
            dependencies: ["PickListPreview", "PickListSupport"],
            swiftSettings: strictSettings
        ),
        // The command-line tool: argument parsing, then one call into PickListCompiler
        // (or PickListStrings, PickListPreview, PickListTerminal).
        .executableTarget(
            name: "picklist",
            dependencies: [
                "PickListCompiler",
                "PickListStrings",
                "PickListPreview",
                "PickListTerminal",
                "PickListSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "PickListPlugin",
            capability: .buildTool(),
            dependencies: ["picklist"]
        ),
        // `swift package picklist lint|generate --check`: reads only, so it declares no
        // permission and runs in CI as it is. Plugins/Shared holds the source files the
        // plugins share (linked into each plugin's folder).
        .plugin(
            name: "PickListCommand",
            capability: .command(
                intent: .custom(verb: "picklist", description: "Lint picklist specs, or check that their generated Swift is current")
            ),
            dependencies: ["picklist"]
        ),
        // `swift package picklist-generate`: writes each spec's .picklist.swift next to it.
        .plugin(
            name: "PickListGenerateCommand",
            capability: .command(
                intent: .custom(verb: "picklist-generate", description: "Write the generated .picklist.swift file next to each picklist spec"),
                permissions: [.writeToPackageDirectory(reason: "picklist-generate writes each spec's generated .picklist.swift file next to it")]
            ),
            dependencies: ["picklist"]
        ),
        // What the test targets (and the benchmark and fuzz-engine) share, as a plain target
        // without a product: the seeded generator, the reference model of the selection rules,
        // its checkers and the adapters that read both kinds of list through it.
        // Optimised in debug builds too: the property tests run millions of steps through the
        // model, which unoptimised generic code makes several times slower.
        .target(
            name: "PickListTestSupport",
            dependencies: ["PickListKit"],
            path: "Tests/PickListTestSupport",
            swiftSettings: strictSettings + [.unsafeFlags(["-O"])]
        ),
        // Resources/real-names.txt: the search tests' real names, read at run time.
        .testTarget(
            name: "PickListKitTests",
            dependencies: ["PickListKit", "PickListTestSupport"],
            resources: [.copy("Resources/real-names.txt")],
            swiftSettings: strictSettings
        ),
        // BundleLocalizer over real .lproj resources (Resources/de.lproj/PickLists.strings …).
        .testTarget(
            name: "PickListLocalizationTests",
            dependencies: ["PickListKit", "PickListLocalization"],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // PickListFoundation's IndexPath API on enum and runtime lists, against the tuple API.
        .testTarget(
            name: "PickListFoundationTests",
            dependencies: ["PickListKit", "PickListFoundation"],
            swiftSettings: strictSettings
        ),
        // Compiles and runs the code PickListPlugin generates from Specs/ (every spec of
        // specs/ plus tricky fixtures), in Swift 6 mode with warnings as errors.
        // PickListPreviewTestSupport too: its tests play each list through `picklist preview`'s
        // model and through the generated code, and compare them (PreviewAgreementTests).
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["PickListKit", "PickListCompiler", "PickListPreviewTestSupport"],
            // What an app stored before it adopted picklist (docs/adopting.md), read by path.
            exclude: ["Adopting/Stored"],
            swiftSettings: strictSettings + [.unsafeFlags(["-warnings-as-errors"])],
            plugins: ["PickListPlugin"]
        ),
        // The example package's lists (Examples/PickListDemo's specs, linked into Specs/) generated
        // by PickListPlugin, played against `picklist preview`'s model like GeneratedCodeTests'
        // (a module of its own: their type names clash with specs/' lists). Its picklist-config.yml
        // asks for `package` declarations: the build plugin's --config path, compiled strictly.
        .testTarget(
            name: "ExampleListsTests",
            dependencies: ["PickListKit", "PickListCompiler", "PickListPreviewTestSupport"],
            swiftSettings: strictSettings + [.unsafeFlags(["-warnings-as-errors"])],
            plugins: ["PickListPlugin"]
        ),
        // PickListSupport's readers, writers and rules, in process.
        .testTarget(
            name: "PickListSupportTests",
            dependencies: ["PickListSupport"],
            swiftSettings: strictSettings
        ),
        // Drives PickListCompiler in process and the picklist tool as a subprocess; the tool's
        // path comes from PickListBuiltTool, which also makes SwiftPM build it first.
        .testTarget(
            name: "PickListCompilerTests",
            dependencies: [
                "PickListCompiler", "PickListKit", "PickListSupport", "PickListTestSupport",
                "PickListCompilerTestSupport",
            ],
            exclude: ["Fixtures", "Golden"],
            swiftSettings: strictSettings,
            plugins: ["PickListBuiltTool"]
        ),
        // PickListStrings in process, and `picklist strings` / `picklist lint` on catalogs as a
        // subprocess (PickListBuiltTool, as above).
        .testTarget(
            name: "PickListStringsTests",
            dependencies: ["PickListStrings", "PickListCompiler", "PickListSupport", "PickListCompilerTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings,
            plugins: ["PickListBuiltTool"]
        ),
        // PickListPreview in process (golden SVGs in Golden/), and `picklist preview` as a
        // subprocess; RuleCatalogTests checks every module's rule ids against the rules document.
        .testTarget(
            name: "PickListPreviewTests",
            dependencies: [
                "PickListPreview", "PickListStrings", "PickListCompiler", "PickListKit",
                "PickListCompilerTestSupport", "PickListPreviewTestSupport",
            ],
            exclude: ["Golden"],
            swiftSettings: strictSettings,
            plugins: ["PickListBuiltTool"]
        ),
        .testTarget(
            name: "PickListTerminalTests",
            dependencies: [
                "PickListTerminal", "PickListPreview", "PickListCompiler",
                "PickListPreviewTestSupport", "PickListTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        // What the compiler's, the strings' and the preview's tests share: a scratch folder,
        // golden files, the built tool run as a subprocess.
        .target(
            name: "PickListCompilerTestSupport",
            path: "Tests/PickListCompilerTestSupport",
            swiftSettings: strictSettings
        ),
        // The preview's test specs, and the player that holds `picklist preview`'s model and the
        // generated code to the same steps (used by GeneratedCodeTests and ExampleListsTests).
        .target(
            name: "PickListPreviewTestSupport",
            dependencies: ["PickListPreview", "PickListCompiler", "PickListKit"],
            path: "Tests/PickListPreviewTestSupport",
            swiftSettings: strictSettings
        ),
        // For the tests only (no product): see Plugins/PickListBuiltTool.
        .plugin(
            name: "PickListBuiltTool",
            capability: .buildTool(),
            dependencies: ["picklist"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz` (docs/reliability.md): libFuzzer targets over the compiler pipeline and the
// selection engine. They reach PickListCompiler and PickListTestSupport, which are no
// products, so they live in this package; they are declared only
// when PICKLIST_FUZZ is set (by scripts/fuzz.sh, which builds them with coverage and
// AddressSanitizer in .build/fuzz), so `swift build` and `swift test` neither build nor link them.
//
// `make release` (scripts/release/build-binary.sh) sets PICKLIST_RELEASE for the same first
// step: without it, SwiftPM builds the picklist tool for the tests' build-tool plugins before
// it plans `--product picklist`, so the release build compiled everything twice.
if Context.environment["PICKLIST_FUZZ"] != nil || Context.environment["PICKLIST_RELEASE"] != nil {
    // The build-tool plugins would build the picklist tool with the fuzzer's sanitizer, whose
    // `main` clashes with the tool's; the fuzz build needs neither generated code nor the tool.
    for target in package.targets where ["GeneratedCodeTests", "ExampleListsTests", "PickListCompilerTests", "PickListStringsTests", "PickListPreviewTests"].contains(target.name) {
        target.plugins = []
    }
    for target in package.targets where target.name == "GeneratedCodeTests" || target.name == "ExampleListsTests" {
        target.exclude += ["Specs"]
    }
}
if Context.environment["PICKLIST_FUZZ"] != nil {
    // PickListTestSupport: the engine target checks every step against the reference model the
    // property tests use.
    package.targets.append(.target(
        name: "PickListFuzzing", dependencies: ["PickListCompiler", "PickListKit", "PickListTestSupport"],
        path: "Fuzz/Sources/PickListFuzzing",
        swiftSettings: strictSettings
    ))
    for target in ["fuzz-load", "fuzz-lint", "fuzz-generate", "fuzz-template", "fuzz-engine"] {
        package.targets.append(.executableTarget(
            name: target, dependencies: ["PickListFuzzing"], path: "Fuzz/Sources/\(target)",
            swiftSettings: strictSettings
        ))
    }
}

// `make library-evolution-check` (scripts/check-library-evolution.sh) builds PickListKit and
// PickListLocalization with library evolution, as a prebuilt framework or a binary build cache
// ships them, with PICKLIST_LIBRARY_EVOLUTION set: the targets then use no build-tool plugin,
// which would build the picklist tool and its dependencies first, with the same flags.
if Context.environment["PICKLIST_LIBRARY_EVOLUTION"] != nil {
    for target in package.targets where target.plugins?.isEmpty == false {
        target.plugins = []
    }
}

// `make bench` (docs/performance.md): measures picklist against libyaml's raw scan. Declared only
// when PICKLIST_BENCH is set (by the Makefile's `bench` and `bench-build`), so `swift build`,
// `make run`, pre-commit's release build and every package depending on picklist neither
// resolve nor compile it; `make test` builds it once (`bench-build`) so it cannot rot. It
// measures the pipeline in process, so it lives in this package (PickListCompiler is no product).
if Context.environment["PICKLIST_BENCH"] != nil {
    // The allocator's bytes in use (mallinfo2, malloc_zone_statistics), for the runtime-rows
    // memory measure: Swift's Glibc module does not import <malloc.h>.
    package.targets.append(.target(name: "CHeapUsage", path: "Benchmarks/CHeapUsage"))
    package.targets.append(.executableTarget(
        name: "picklist-bench",
        dependencies: [
            "CHeapUsage",
            "CLibYAML",
            "PickListCompiler",
            "PickListKit",
            // SplitMix64, the tests' seeded generator.
            "PickListTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Benchmarks",
        // Specs/ holds the L5000 spec; Generated/ its Swift (checked by `make bench`);
        // CHeapUsage/ is the C target above.
        exclude: ["Specs", "CHeapUsage"],
        swiftSettings: strictSettings
    ))
}
