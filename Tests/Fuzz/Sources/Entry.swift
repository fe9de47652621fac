import Foundation

#if FUZZING
    /// The target libFuzzer drives, chosen by FUZZ_TARGET.
    let fuzzTarget: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("set FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        fuzzTarget.run(UnsafeBufferPointer(start: data, count: size))
        return 0
    }
#else
    /// Replays inputs through a target: `storesearch-fuzz TARGET FILE_OR_FOLDER...`.
    @main
    enum Replay {
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
                print("usage: storesearch-fuzz TARGET FILE_OR_FOLDER...  (targets: \(names))")
                exit(2)
            }
            var count = 0
            for path in arguments.dropFirst() {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                let files =
                    isFolder.boolValue
                    ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map {
                        path + "/" + $0
                    }
                    : [path]
                for file in files {
                    guard let data = FileManager.default.contents(atPath: file) else { continue }
                    data.withUnsafeBytes { target.run($0.bindMemory(to: UInt8.self)) }
                    count += 1
                }
            }
            print("\(name): \(count) inputs replayed, every invariant held")
        }
    }
#endif
