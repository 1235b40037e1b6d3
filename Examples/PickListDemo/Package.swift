// swift-tools-version: 6.1
import PackageDescription

// A consumer of picklist: specs in a library target, compiled to Swift by the PickListPlugin
// build plugin at build time, and an executable that plays the "select all" scenario.
// In your own package, depend on picklist by URL instead of by path.
let package = Package(
    name: "PickListDemo",
    // The language the specs are written in; Resources/de.lproj holds German.
    defaultLocalization: "en",
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
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
