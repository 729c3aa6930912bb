// swift-tools-version:6.0
// Plumb: Auto Layout you can talk to. See README.md for the module map.
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .library(name: "PlumbDebug", targets: ["PlumbDebug"]),
        .library(name: "PlumbScript", targets: ["PlumbScript"]),
        .executable(name: "plumb", targets: ["plumb"]),
        .executable(name: "plumb-bench", targets: ["plumb-bench"]),
        .executable(name: "plumb-oracle", targets: ["plumb-oracle"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    ],
    targets: [
        // Text every layer prints the same way: numbers, JSON, "did you mean".
        .target(name: "PlumbText"),
        // The Cassowary engine: symbols, rows, tableau, lexicographic priorities, explanations.
        .target(
            name: "PlumbSolver",
            dependencies: ["PlumbText", .product(name: "BigInt", package: "BigInt")],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Views, guides, anchors, constraints, installation, frames, and the Swift DSLs.
        .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),
        // Conflicts, ambiguity, "why", the tableau view, pictures, Apple formats.
        .target(name: "PlumbDebug", dependencies: ["PlumbLayout"]),
        // The session language: lexer, parser, VFL, interpreter, sessions.
        .target(name: "PlumbScript", dependencies: ["PlumbDebug", "PlumbText"]),
        // libedit, through pkg-config (apt: libedit-dev).
        .systemLibrary(
            name: "CEditLine", path: "Sources/CEditLine", pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
        // The REPL: line readers (libedit on a terminal, plain lines otherwise), completion.
        .target(name: "PlumbShell", dependencies: ["PlumbScript", "CEditLine"]),
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbShell", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Release-mode benchmark mirroring shared bench/kiwi_anchor.py (run via scripts/bench.py).
        .executableTarget(name: "plumb-bench", dependencies: ["PlumbSolver", "PlumbText"]),
        // Solves JSON-described random systems for the scipy oracle (scripts/oracle.py).
        .executableTarget(name: "plumb-oracle", dependencies: ["PlumbSolver"]),
        // What the test targets share: a seeded generator, running the built binary.
        .target(name: "PlumbTestSupport", path: "Tests/PlumbTestSupport"),
        .testTarget(
            name: "PlumbSolverTests",
            dependencies: [
                "PlumbSolver", "PlumbTestSupport", .product(name: "BigInt", package: "BigInt"),
            ]),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout", "PlumbTestSupport"]),
        .testTarget(
            name: "PlumbDebugTests", dependencies: ["PlumbDebug", "PlumbTestSupport"],
            exclude: ["ImportGoldens"]),
        .testTarget(
            name: "PlumbScriptTests", dependencies: ["PlumbScript", "PlumbTestSupport"],
            exclude: ["Transcripts"]),
        .testTarget(
            name: "PlumbShellTests", dependencies: ["PlumbShell", "CEditLine", "PlumbTestSupport"]),
    ]
)
