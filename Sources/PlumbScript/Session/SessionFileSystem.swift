import PlumbLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files a session reads and writes.
///
/// `load`, `save`, `import`, `export`, `draw --svg` and file-name completion use it. Injected, so tests run without touching the disk.
///
/// ```swift
/// let files = InMemoryFileSystem(["a.plumb": "window root 375x667\n"])
/// let session = Session(fileSystem: files)
/// session.execute("load a.plumb")
/// ```
public protocol SessionFileSystem: AnyObject {
    /// The text of the file at `path` (UTF-8; invalid bytes become U+FFFD).
    func readFile(atPath path: String) throws(FileSystemError) -> String

    /// Replaces the file at `path` with `contents` all at once: the old file stays whole
    /// until the new one is complete, and a failure leaves it untouched.
    func writeFileAtomically(_ contents: String, toPath path: String) throws(FileSystemError)

    /// The names in the directory at `path` (not `.` or `..`), directories marked with a
    /// final `/`, sorted; nil when it cannot be read. For completion.
    func directoryEntries(atPath path: String) -> [String]?
}

/// Why a file could not be read or written: a message for the user, such as
/// `cannot read 'x.plumb': No such file or directory`.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, lowercase, no final period.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// The real file system, through POSIX calls.
///
/// Relative paths are relative to the current
/// directory; a leading `~/` means the home directory.
public final class LocalFileSystem: SessionFileSystem {
    /// Creates the file system.
    public init() {}

    /// `path` with a leading `~/` replaced by `$HOME/`.
    static func expand(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") else { return path }
        return String(cString: home) + path.dropFirst()
    }

    private static func reason() -> String { String(cString: strerror(errno)) }

    /// The largest file `run`, `load` and `import` read: a script or a log larger than this is
    /// refused with an error rather than read until memory runs out.
    public static let maximumFileSize = 64 << 20

    /// What kind of thing is at `path` (following symbolic links), or nil when nothing is.
    static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Why `kind` cannot be read as a file that ends, or nil when it can.
    static func unreadable(_ kind: mode_t) -> String? {
        switch kind {
        case S_IFDIR: "it is a directory"
        case S_IFCHR, S_IFBLK: "it is a device, not a file (it may never end)"
        case S_IFIFO, S_IFSOCK:
            "it is a pipe, which may never end; send it to standard input with '-' instead"
        default: nil
        }
    }

    public func readFile(atPath path: String) throws(FileSystemError) -> String {
        let expanded = Self.expand(path)
        if let kind = Self.kind(of: expanded), let why = Self.unreadable(kind) {
            throw FileSystemError("cannot read '\(path)': \(why)")
        }
        let descriptor = open(expanded, O_RDONLY)
        guard descriptor >= 0 else {
            throw FileSystemError("cannot read '\(path)': \(Self.reason())")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("cannot read '\(path)': \(Self.reason())")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > Self.maximumFileSize {
                throw FileSystemError(
                    "cannot read '\(path)': it is larger than \(Self.maximumFileSize >> 20) MB")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where writing `path` really writes: through symbolic links (a link stays a link, and
    /// its target gets the new contents), at most 40 deep as the kernel allows.
    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let destination = String(
                decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + destination
            } else {
                current = destination
            }
        }
        return current
    }

    public func writeFileAtomically(_ contents: String, toPath path: String)
        throws(FileSystemError)
    {
        // Through a symbolic link the target is written and the link kept; a directory, a
        // device or a pipe at the path is refused, never replaced by a file.
        let target = Self.resolvingLinks(Self.expand(path))
        if let kind = Self.kind(of: target), kind != S_IFREG {
            let what =
                switch kind {
                case S_IFDIR: "a directory"
                case S_IFCHR, S_IFBLK: "a device"
                case S_IFIFO: "a pipe"
                default: "not a regular file"
                }
            throw FileSystemError("cannot write '\(path)': it is \(what); choose a file name")
        }
        let directory: String
        if let slash = target.lastIndex(of: "/") {
            directory = slash == target.startIndex ? "/" : String(target[..<slash])
        } else {
            directory = "."
        }
        let fail = { (what: String) in FileSystemError("cannot write '\(path)': \(what)") }
        var template = Array((directory + "/.plumb-save-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw fail(Self.reason()) }
        let temporary = String(
            decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // From here on, any failure removes the temporary file and leaves `path` as it was.
        var problem: String?
        let bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count && problem == nil {
            let count = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno != EINTR { problem = Self.reason() }
            } else {
                written += count
            }
        }
        if problem == nil {
            // Keep the permissions of the file being replaced; a new file gets 0666 & ~umask.
            var info = stat()
            let mode: mode_t
            if stat(target, &info) == 0 {
                mode = info.st_mode & 0o7777
            } else {
                let mask = umask(0)
                _ = umask(mask)
                mode = 0o666 & ~mask
            }
            if fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 { problem = Self.reason() }
        }
        if close(descriptor) != 0, problem == nil { problem = Self.reason() }
        if problem == nil, rename(temporary, target) != 0 { problem = Self.reason() }
        if let problem {
            unlink(temporary)
            throw fail(problem)
        }
    }

    public func directoryEntries(atPath path: String) -> [String]? {
        let expanded = Self.expand(path.isEmpty ? "." : path)
        guard let directory = opendir(expanded) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            let full = expanded.hasSuffix("/") ? expanded + name : expanded + "/" + name
            let isDirectory = stat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            names.append(isDirectory ? name + "/" : name)
        }
        return names.sorted()
    }
}

/// Files kept in memory, for tests: a path is a plain key, and directories are the prefixes
/// of the keys.
///
/// ```swift
/// let files = InMemoryFileSystem(["sessions/a.plumb": "window root 375x667\n"])
/// files.files["out.plumb"]   // what `save out.plumb` wrote
/// ```
public final class InMemoryFileSystem: SessionFileSystem {
    /// The files, by path.
    public var files: [String: String]
    /// Paths whose writes fail, to test that a failed `save` leaves the old file alone.
    public var unwritablePaths: [String] = []

    /// Creates a file system holding `files`.
    public init(_ files: [String: String] = [:]) {
        self.files = files
    }

    public func readFile(atPath path: String) throws(FileSystemError) -> String {
        guard let text = files[path] else {
            throw FileSystemError("cannot read '\(path)': No such file or directory")
        }
        return text
    }

    public func writeFileAtomically(_ contents: String, toPath path: String)
        throws(FileSystemError)
    {
        if unwritablePaths.contains(path) {
            throw FileSystemError("cannot write '\(path)': Permission denied")
        }
        files[path] = contents
    }

    public func directoryEntries(atPath path: String) -> [String]? {
        let prefix = path.isEmpty || path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
        var names: [String] = []
        for key in files.keys.sorted() where key.hasPrefix(prefix) {
            let rest = key.dropFirst(prefix.count)
            let name = rest.firstIndex(of: "/").map { String(rest[...$0]) } ?? String(rest)
            if !names.contains(name) { names.append(name) }
        }
        return names.isEmpty && !prefix.isEmpty ? nil : names
    }
}
