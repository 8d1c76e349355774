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
        .executable(name: "pitch-trainer", targets: ["pitch-trainer"]),
        .executable(name: "archlint", targets: ["archlint"]),
        .executable(name: "store-torture", targets: ["StoreTorture"]),
        .executable(name: "store-bench", targets: ["StoreBench"]),
        .executable(name: "audio-bench", targets: ["AudioBench"]),
        .executable(name: "pitch-bench", targets: ["PitchBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
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

        // MARK: - Ports

        .target(
            name: "Persistence",
            path: "Modules/Persistence"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "Persistence",
                "PersistenceTestSupport",
            ],
            path: "Tests/PersistenceTests"
        ),
        .target(
            name: "Audio",
            dependencies: [
                "Domain"
            ],
            path: "Modules/Audio"
        ),
        .testTarget(
            name: "AudioTests",
            dependencies: [
                "Audio",
                "AudioTestSupport",
                "Domain",
            ],
            path: "Tests/AudioTests"
        ),
        .target(
            name: "TerminalUI",
            path: "Modules/TerminalUI"
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI"
            ],
            path: "Tests/TerminalUITests"
        ),

        // MARK: - Plugins

        .target(
            name: "PersistenceSQLite",
            dependencies: [
                "Persistence",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Modules/PersistenceSQLite"
        ),
        .testTarget(
            name: "PersistenceSQLiteTests",
            dependencies: [
                "PersistenceSQLite",
                "Persistence",
                "PersistenceTestSupport",
            ],
            path: "Tests/PersistenceSQLiteTests"
        ),
        .target(
            name: "PersistenceJSON",
            dependencies: [
                "Persistence"
            ],
            path: "Modules/PersistenceJSON"
        ),
        .testTarget(
            name: "PersistenceJSONTests",
            dependencies: [
                "PersistenceJSON",
                "Persistence",
                "PersistenceTestSupport",
            ],
            path: "Tests/PersistenceJSONTests"
        ),
        .systemLibrary(
            name: "CALSA",
            path: "Modules/CALSA",
            pkgConfig: "alsa",
            providers: [
                .apt(["libasound2-dev"])
            ]
        ),
        .target(
            name: "AudioALSA",
            dependencies: [
                "Audio",
                "CALSA",
            ],
            path: "Modules/AudioALSA"
        ),
        .testTarget(
            name: "AudioALSATests",
            dependencies: [
                "AudioALSA",
                "Audio",
                "AudioTestSupport",
                "Domain",
            ],
            path: "Tests/AudioALSATests"
        ),

        // MARK: - Profiles

        .target(
            name: "Profiles",
            dependencies: [
                "Domain"
            ],
            path: "Modules/Profiles"
        ),
        .testTarget(
            name: "ProfilesTests",
            dependencies: [
                "Profiles",
                "Domain",
            ],
            path: "Tests/ProfilesTests"
        ),

        // MARK: - Trainers

        .target(
            name: "PitchTraining",
            dependencies: [
                "Domain",
                "Profiles",
                "Audio",
                "Persistence",
            ],
            path: "Modules/PitchTraining"
        ),
        .testTarget(
            name: "PitchTrainingTests",
            dependencies: [
                "PitchTraining",
                "Domain",
                "Profiles",
                "Audio",
                "Persistence",
                "PersistenceTestSupport",
                "AudioTestSupport",
            ],
            path: "Tests/PitchTrainingTests"
        ),

        // MARK: - Composition

        .target(
            name: "TrainerKit",
            dependencies: [
                "Persistence",
                "PersistenceSQLite",
                "PersistenceJSON",
                "Audio",
                "AudioALSA",
                "Domain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/TrainerKit"
        ),
        .testTarget(
            name: "TrainerKitTests",
            dependencies: [
                "TrainerKit",
                "Persistence",
                "PersistenceTestSupport",
                "ProgramTestSupport",
                "Audio",
                "AudioTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/TrainerKitTests"
        ),

        // MARK: - Front ends

        .target(
            name: "PitchTrainerCLI",
            dependencies: [
                "PitchTraining",
                "TrainerKit",
                "TerminalUI",
                "Profiles",
                "Audio",
                "Persistence",
                "Domain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/PitchTrainerCLI"
        ),
        .testTarget(
            name: "PitchTrainerCLITests",
            dependencies: [
                "PitchTrainerCLI",
                "PitchTraining",
                "TrainerKit",
                "Persistence",
                "Audio",
                "AudioTestSupport",
                "ProgramTestSupport",
                "Domain",
            ],
            path: "Tests/PitchTrainerCLITests"
        ),

        // MARK: - Apps

        .executableTarget(
            name: "pitch-trainer",
            dependencies: [
                "PitchTrainerCLI"
            ],
            path: "Apps/pitch-trainer"
        ),

        // MARK: - Test support

        .target(
            name: "PersistenceTestSupport",
            dependencies: [
                "Persistence",
                "ProgramTestSupport",
            ],
            path: "Tests/Support/PersistenceTestSupport"
        ),
        .target(
            name: "ProgramTestSupport",
            path: "Tests/Support/ProgramTestSupport"
        ),
        .target(
            name: "AudioTestSupport",
            dependencies: [
                "Audio"
            ],
            path: "Tests/Support/AudioTestSupport"
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
        .executableTarget(
            name: "StoreTorture",
            dependencies: [
                "TrainerKit",
                "Persistence",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/StoreTorture"
        ),
        .executableTarget(
            name: "StoreBench",
            dependencies: [
                "TrainerKit",
                "Persistence",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/StoreBench"
        ),
        .executableTarget(
            name: "AudioBench",
            dependencies: [
                "TrainerKit",
                "Audio",
                "Domain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/AudioBench"
        ),
        .executableTarget(
            name: "PitchBench",
            dependencies: [
                "PitchTraining",
                "TrainerKit",
                "Profiles",
                "Persistence",
                "Audio",
                "Domain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/PitchBench"
        ),
    ]
)

// MARK: - Settings for every target

for target in package.targets where target.type != .system && target.type != .binary {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
