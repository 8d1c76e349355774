// swift-tools-version: 6.2
import PackageDescription

// MARK: - Constants

/// Settings every Swift target gets (applied in the loop at the end of this file).
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "trainers",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "archlint", targets: ["archlint"])
    ],
    targets: [
        // MARK: - Kernel

        .target(
            name: "Domain",
            path: "Modules/Domain"
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: [
                "Domain"
            ],
            path: "Tests/DomainTests"
        ),

        // MARK: - Tools

        .target(
            name: "ArchLintCore",
            path: "Tools/ArchLint/Sources/ArchLintCore"
        ),
        .testTarget(
            name: "ArchLintCoreTests",
            dependencies: [
                "ArchLintCore"
            ],
            path: "Tests/ArchLintCoreTests"
        ),
        .executableTarget(
            name: "archlint",
            dependencies: [
                "ArchLintCore"
            ],
            path: "Tools/ArchLint/Sources/archlint"
        ),
    ]
)

// MARK: - Settings for every target

for target in package.targets where target.type != .system && target.type != .binary {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
