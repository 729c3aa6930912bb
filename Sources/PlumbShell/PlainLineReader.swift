#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor with no prompts and no editing.
///
/// Used for piped input, script files and tests. It reads the descriptor directly with
/// `read(2)` rather than through C stdio, so it never mixes buffers with another reader, and it
/// splits on the byte `\n` only, which never occurs inside a multibyte UTF-8 sequence: a
/// character split across two reads comes out whole. A `\r` before the `\n` is dropped too, so
/// scripts saved with CRLF line ends read the same. Bytes that are not valid UTF-8 become U+FFFD
/// instead of stopping the read. A last line without a newline is still returned.
///
/// ```swift
/// var reader = PlainLineReader()          // stdin
/// while case .line(let text) = reader.readLine(prompt: "") { print(text) }
/// ```
///
/// The reader does not own the descriptor and never closes it.
public struct PlainLineReader: LineReader {
    /// The descriptor lines are read from.
    public let fileDescriptor: Int32

    /// Bytes read but not yet returned start at `start`; `buffer[start..<scanned]` is known to
    /// hold no newline, so each byte is searched once however the line is split across reads.
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var reachedEnd = false

    private static let chunkSize = 64 * 1024
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Creates a reader of `fileDescriptor`, standard input by default.
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// Returns the next line; `prompt` is ignored because plain input shows no prompts.
    public mutating func readLine(prompt: String) -> ReadResult {
        while true {
            if let newlineIndex = buffer[scanned...].firstIndex(of: Self.newline) {
                var end = newlineIndex
                if end > start && buffer[end - 1] == Self.carriageReturn { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newlineIndex + 1
                scanned = start
                return .line(line)
            }
            scanned = buffer.count
            if reachedEnd {
                guard start < buffer.count else { return .endOfInput }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                scanned = start
                return .line(line)
            }
            fill()
        }
    }

    /// Appends the next chunk of input to the buffer, or records the end of input.
    private mutating func fill() {
        // Drop consumed bytes first, so a long session does not keep its whole input alive.
        if start > 0 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        var received = -1
        while received < 0 {
            received = buffer.withUnsafeMutableBytes { bytes in
                read(fileDescriptor, bytes.baseAddress.map { $0 + oldCount }, Self.chunkSize)
            }
            if received >= 0 { break }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                waitUntilReadable()
            default:
                // An unreadable descriptor behaves like an empty one: the shell ends cleanly.
                received = 0
            }
        }
        buffer.removeLast(Self.chunkSize - received)
        if received == 0 { reachedEnd = true }
    }

    /// Blocks until a non-blocking descriptor has input (or has hung up).
    private func waitUntilReadable() {
        var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
    }
}
