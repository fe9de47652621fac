// swift-tools-version:6.0
//
// The data flow, one module per stage:
//
//   keys, mouse, resize, answers ──▶ StoreSearchCore (messages, update, state, search)
//                                    ▲ StoreSearchServices (the live store, the response cache)
//                                  ──▶ TerminalUI (size classes, layout, widgets → cell buffer)
//                                  ──▶ NcursesBackend (the only module that imports ncursesw)
//                                  ──▶ terminal
//
// `storesearch` is the executable that wires them together.
import PackageDescription

let package = Package(
    name: "storesearch",
    products: [
        .executable(name: "storesearch", targets: ["storesearch"]),
    ],
    targets: [
        .target(name: "StoreSearchCore"),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libcurl, opened with dlopen on the first fetch (its headers come from libcurl4-openssl-dev).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "StoreSearchServices", dependencies: ["StoreSearchCore", "CSQLite", "CCurl"]),
        .target(name: "TerminalUI", dependencies: ["StoreSearchCore"]),
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "NcursesBackend", dependencies: ["CNcursesw", "TerminalUI"]),
        .executableTarget(
            name: "storesearch",
            dependencies: ["StoreSearchCore", "StoreSearchServices", "TerminalUI", "NcursesBackend"]
        ),
        .testTarget(name: "StoreSearchCoreTests", dependencies: ["StoreSearchCore"]),
        .testTarget(name: "StoreSearchServicesTests", dependencies: ["StoreSearchServices", "StoreSearchCore"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "StoreSearchCore"]),
    ]
)
