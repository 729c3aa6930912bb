import Foundation

/// The built `plumb` executable, run as a user runs it.
///
/// It is found next to the test bundle (SwiftPM builds every product into the same
/// directory); `PLUMB_BINARY` names another one.
public enum PlumbBinary {
    /// Where the binary is, or nil when it was not built.
    public static let url: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["PLUMB_BINARY"] { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("plumb"))
            directory = directory.deletingLastPathComponent()
        }
        for bundle in Bundle.allBundles {
            candidates.append(
                bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("plumb"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// What one run printed, and its exit status.
    public struct Result {
        public var output: String
        public var errors: String
        public var status: Int32
    }

    /// Why a run could not start.
    public struct NotBuilt: Error, CustomStringConvertible {
        public var description: String {
            "the plumb binary was not found; build it with 'swift build' or set PLUMB_BINARY"
        }
    }

    /// Runs the binary with `arguments`, `input` on standard input, and `environment` added
    /// to this process's (without `NO_COLOR`).
    public static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:]
    ) throws -> Result {
        guard let binary = url else { throw NotBuilt() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self), status: process.terminationStatus)
    }

    /// Writes `text` to a new file in this test process's scratch directory; returns its path.
    ///
    /// The directory is removed when the process exits, so a test run leaves nothing behind in
    /// the temporary directory.
    public static func temporaryScript(_ text: String, prefix: String = "plumb-test") throws
        -> String
    {
        let url = try scratchDirectory.get().appendingPathComponent(
            "\(prefix)-\(UUID().uuidString).plumb")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// One directory per test process, created on first use and removed at exit.
    private static let scratchDirectory = Swift.Result<URL, Error> {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { PlumbBinary.removeScratchDirectory() }
        return url
    }

    private static func removeScratchDirectory() {
        guard case .success(let url) = scratchDirectory else { return }
        try? FileManager.default.removeItem(at: url)
    }
}
