// swift-tools-version:6.0
//
// The data flow (ARCHITECTURE.md has the whole picture):
//
//   terminal bytes ──▶ NcursesBackend (the only module that imports ncursesw)
//                  ──▶ StoreSearchRuntime: Program, generic over a TerminalBackend
//                        decode (TerminalKit) → messages → update (StoreSearchCore, pure)
//                        → effects through ProgramServices → render (StoreSearchUI, pure) → backend
//   services: StoreSearchCatalog (local catalogs), StoreSearchServices (the live store,
//             mail, log), StoreSearchArtwork (pictures), StoreSearchWorkers (threads)
//
// `storesearch` is the executable that wires them together.
import PackageDescription

let package = Package(
    name: "storesearch",
    products: [
        .executable(name: "storesearch", targets: ["storesearch"])
    ],
    targets: [
        // The model: state, messages, update, text, localisation, the store's answer shape. Pure: no I/O, no threads.
        .target(name: "StoreSearchCore"),
        // A few threads of our own that run the program's tasks (never libdispatch's pool).
        .target(name: "StoreSearchWorkers"),
        // System calls made once: EINTR retried, writes until every byte is out.
        .target(name: "SystemCalls"),
        // Local catalogs: files read, indexes built, cached and mapped, searched.
        .target(name: "StoreSearchCatalog", dependencies: ["StoreSearchCore", "StoreSearchWorkers", "SystemCalls"]),
        // Shared libraries opened with dlopen on first use, not linked (lazylibrary.h says why).
        .target(name: "CLazyLibrary", linkerSettings: [.linkedLibrary("dl")]),
        // SQLite (headers from libsqlite3-dev), opened on the first use of the response cache.
        .target(name: "CSQLite", dependencies: ["CLazyLibrary"]),
        // libcurl, opened with dlopen on the first fetch (its headers come from libcurl4-openssl-dev).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // What must happen before the Swift runtime starts (a SIGQUIT handler; see startup.c).
        .target(name: "CStartup"),
        .target(
            name: "StoreSearchServices",
            dependencies: ["StoreSearchCore", "StoreSearchWorkers", "SystemCalls", "CSQLite", "CCurl"]),
        .target(name: "TerminalKit"),
        .target(name: "StoreSearchUI", dependencies: ["StoreSearchCore", "TerminalKit"]),
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // The loop from bytes to a drawn frame, over any terminal backend (ncurses, or memory in tests).
        .target(
            name: "StoreSearchRuntime",
            dependencies: ["StoreSearchCore", "StoreSearchUI", "TerminalKit", "StoreSearchWorkers"]),
        // The terminal's signal handlers and what they touch, in C (async-signal-safe).
        .target(name: "CSignals"),
        .target(name: "NcursesBackend", dependencies: ["CNcursesw", "CSignals", "SystemCalls", "TerminalKit"]),
        // Artwork: decoding (libjpeg-turbo, libpng; headers from their -dev packages) and drawing as
        // cells (libchafa, declared in the module itself), each opened on the first picture.
        .target(name: "CChafa", dependencies: ["CLazyLibrary"]),
        .target(name: "CTurboJPEG", dependencies: ["CLazyLibrary"]),
        .target(name: "CPNG", dependencies: ["CLazyLibrary"]),
        .target(
            name: "StoreSearchArtwork",
            dependencies: [
                "StoreSearchCore", "StoreSearchServices", "StoreSearchWorkers", "StoreSearchUI", "TerminalKit",
                "CChafa",
                "CTurboJPEG", "CPNG",
            ]
        ),
        .executableTarget(
            name: "storesearch",
            dependencies: [
                "StoreSearchCore", "StoreSearchCatalog", "StoreSearchWorkers", "StoreSearchServices", "StoreSearchUI",
                "TerminalKit",
                "StoreSearchRuntime", "NcursesBackend", "StoreSearchArtwork", "CStartup", "SystemCalls",
            ]
        ),
        // Writes the generated parts of README.md and the man page, and the shell completions, from the
        // tables (make docs; make test checks them). The only module that writes documents.
        .executableTarget(name: "storesearch-docs", dependencies: ["StoreSearchUI", "StoreSearchCore"]),
        .testTarget(name: "StoreSearchDocsTests", dependencies: ["storesearch-docs", "StoreSearchCore"]),
        .testTarget(
            name: "StoreSearchCoreTests", dependencies: ["StoreSearchCore", "StoreSearchCatalog", "TestSupport"]),
        .testTarget(
            name: "StoreSearchCatalogTests",
            dependencies: [
                "StoreSearchCatalog", "StoreSearchCore", "StoreSearchServices", "StoreSearchWorkers", "TestSupport",
            ]),
        .testTarget(name: "StoreSearchWorkersTests", dependencies: ["StoreSearchWorkers"]),
        .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls", "TestSupport"]),
        .testTarget(name: "CSignalsTests", dependencies: ["CSignals"]),
        // The fuzz targets: a corpus replayer, or with -DFUZZING and libFuzzer, the fuzzer (make fuzz).
        .executableTarget(
            name: "storesearch-fuzz",
            dependencies: ["StoreSearchCore", "StoreSearchCatalog", "StoreSearchUI", "TerminalKit"],
            path: "Tests/Fuzz/Sources"
        ),
        // What several test targets share (a silent server socket).
        .target(
            name: "TestSupport", dependencies: ["StoreSearchCore", "StoreSearchCatalog", "StoreSearchWorkers"],
            path: "Tests/TestSupport"),
        .testTarget(
            name: "StoreSearchServicesTests",
            dependencies: ["StoreSearchServices", "StoreSearchCore", "StoreSearchWorkers", "TestSupport"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        .testTarget(
            name: "StoreSearchUITests",
            dependencies: ["StoreSearchUI", "TerminalKit", "StoreSearchCore", "TestSupport"]),
        .testTarget(
            name: "StoreSearchRuntimeTests",
            dependencies: [
                "StoreSearchRuntime", "StoreSearchCore", "StoreSearchCatalog", "StoreSearchUI", "TerminalKit",
                "StoreSearchWorkers", "TestSupport",
            ],
            // The golden screens are read from the source tree (#filePath), not bundled.
            exclude: ["Goldens"]),
        .testTarget(
            name: "StoreSearchArtworkTests",
            dependencies: ["StoreSearchArtwork", "StoreSearchUI", "TerminalKit", "TestSupport"]),
    ]
)
