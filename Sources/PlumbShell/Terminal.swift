import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process knows about its terminal, and ANSI colour that respects it.
///
/// Colour is on only when the output is a terminal and `NO_COLOR` is unset or empty (the
/// convention of no-color.org), so piped output and golden transcripts never carry escape
/// codes.
///
/// ```swift
/// print(Terminal.paint("error:", .red) + " unknown attribute 'widht'")
/// ```
public enum Terminal {
    /// A text style, as an ANSI SGR code.
    public enum Style: String, Sendable, CaseIterable {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case magenta = "35"
        case cyan = "36"
    }

    /// Whether both stdin and stdout are terminals, that is, a person is typing and reading.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The size of the terminal standard output goes to (TIOCGWINSZ), or nil when it is not
    /// a terminal: what `draw` fills.
    public static func windowSize() -> (columns: Int, rows: Int)? {
        var columns: Int32 = 0
        var rows: Int32 = 0
        guard ceditline_window_size(STDOUT_FILENO, &columns, &rows) == 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    /// Whether output to stdout should be coloured.
    public static var useColor: Bool { useColor(fileDescriptor: STDOUT_FILENO) }

    /// Whether output to `fileDescriptor` (say, stderr for diagnostics) should be coloured.
    public static func useColor(fileDescriptor: Int32) -> Bool {
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }
        return useColor(isTerminal: isatty(fileDescriptor) == 1, noColor: noColor)
    }

    /// The colour decision itself: a terminal, and `NO_COLOR` unset or empty.
    static func useColor(isTerminal: Bool, noColor: String?) -> Bool {
        isTerminal && (noColor ?? "").isEmpty
    }

    /// Returns `text` wrapped in the escape codes for `style`, or unchanged when `enabled` is
    /// false (by default, when ``useColor`` is false).
    public static func paint(_ text: String, _ style: Style, enabled: Bool = useColor) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }
}
