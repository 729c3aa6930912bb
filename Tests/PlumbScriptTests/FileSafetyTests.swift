import Foundation
import Testing

@testable import PlumbScript

/// Files are read and written safely: a link is written through and kept, a directory, device
/// or pipe is never replaced, and files that may never end are refused.
@Suite("File safety")
struct FileSafetyTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "plumb-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func savingThroughALinkWritesTheTargetAndKeepsTheLink() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "old\n".write(toFile: dir + "/real.plumb", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/link.plumb", withDestinationPath: "real.plumb")
        try LocalFileSystem().writeFileAtomically("new\n", toPath: dir + "/link.plumb")
        let destination = try FileManager.default.destinationOfSymbolicLink(
            atPath: dir + "/link.plumb")
        #expect(destination == "real.plumb")
        #expect(try String(contentsOfFile: dir + "/real.plumb", encoding: .utf8) == "new\n")
    }

    @Test func aDirectoryADeviceOrAPipeIsNeverReplaced() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        try FileManager.default.createDirectory(
            atPath: dir + "/sub", withIntermediateDirectories: false)
        let files = LocalFileSystem()
        for (path, what) in [
            (dir + "/sub", "a directory"), ("/dev/null", "a device"),
            (dir + "/fifo", "a pipe"),
        ] {
            #expect(throws: FileSystemError.self) {
                try files.writeFileAtomically("x", toPath: path)
            }
            do {
                try files.writeFileAtomically("x", toPath: path)
            } catch {
                #expect(error.message.contains("it is \(what)"))
            }
        }
        var info = stat()
        #expect(stat(dir + "/fifo", &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func filesThatMayNeverEndAreRefused() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        let files = LocalFileSystem()
        for (path, reason) in [
            ("/dev/zero", "device"), (dir + "/fifo", "pipe"), (dir, "directory"),
        ] {
            do {
                _ = try files.readFile(atPath: path)
                Issue.record("\(path) was read")
            } catch {
                #expect(error.message.contains(reason))
            }
        }
        let session = Session(fileSystem: files)
        let output = session.execute("load /dev/zero")
        #expect(output.failed)
        #expect(output.text.contains("it is a device, not a file"))
    }
}
