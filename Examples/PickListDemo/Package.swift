// swift-tools-version: 6.1
import PackageDescription

// A consumer of picklist: specs in a library target, compiled to Swift by the PickListPlugin
// build plugin at build time, and an executable that plays the "select all" scenario.
// In your own package, depend on picklist by URL instead of by path.
// Warnings are errors in the library and its tests: the code the plugin generates included.
let warningsAsErrors: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "PickListDemo",
    // The language the specs are written in; Resources/de.lproj holds German.
    defaultLocalization: "en",
    // The second settings screen titles its delays with Foundation's duration format style.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "pickdemo", targets: ["pickdemo"]),
    ],
    dependencies: [
        .package(name: "picklist", path: "../.."),
    ],
    targets: [
        .target(
            name: "DemoLists",
            dependencies: [.product(name: "PickListKit", package: "picklist")],
            resources: [.process("Resources")],
            // The generated lists compile warning-free, as an app that treats warnings as
            // errors needs them to.
            swiftSettings: warningsAsErrors,
            plugins: [.plugin(name: "PickListPlugin", package: "picklist")]
        ),
        .executableTarget(
            name: "pickdemo",
            dependencies: ["DemoLists", .product(name: "PickListLocalization", package: "picklist")]
        ),
        .testTarget(
            name: "DemoListsTests",
            dependencies: [
                "DemoLists",
                .product(name: "PickListKit", package: "picklist"),
                .product(name: "PickListLocalization", package: "picklist"),
            ],
            exclude: ["Snapshots"],
            swiftSettings: warningsAsErrors
        ),
    ],
    swiftLanguageModes: [.v6]
)
