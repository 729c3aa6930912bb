import CEditLine

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
/// On a terminal (PLUMB_NO_EDITLINE=1, or no libedit) it behaves as the shell needs: Ctrl-C
/// drops the line being typed and reads on (``ReadResult/interrupted``, not a dead process),
/// and Ctrl-D is an end of input that does not stick, so the shell can ask before it leaves.
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

    /// Whether the descriptor is a terminal: Ctrl-C and Ctrl-D are then keys, not the end.
    private let isTerminal: Bool
    /// Set by `fill()` when a Ctrl-C interrupted the read.
    private var interrupted = false

    /// Creates a reader of `fileDescriptor`, standard input by default.
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        self.fileDescriptor = fileDescriptor
        isTerminal = isatty(fileDescriptor) != 0
    }

    /// Returns the next line; `prompt` is ignored because plain input shows no prompts.
    public mutating func readLine(prompt: String) -> ReadResult {
        guard isTerminal else { return nextLine() }
        // While waiting for a line, SIGINT only records itself (the shim's handler, installed
        // without SA_RESTART), so read(2) returns EINTR and the line is dropped.
        var previousAction = sigaction()
        let installed = ceditline_install_sigint(&previousAction) == 0
        defer { if installed { _ = ceditline_restore_sigint(&previousAction) } }
        ceditline_clear_interrupt()
        let result = nextLine()
        if result == .endOfInput { reachedEnd = false }  // a terminal reads on after Ctrl-D
        return result
    }

    private mutating func nextLine() -> ReadResult {
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
            if interrupted {
                interrupted = false
                ceditline_write_newline()
                return .interrupted
            }
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
                if isTerminal && ceditline_take_interrupt() != 0 {
                    // Ctrl-C: what was typed on this line goes, the session stays.
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                    scanned = 0
                    interrupted = true
                    return
                }
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
