/// All of standard input at once, for `plumb run -`.
public enum StandardInput {
    /// Reads standard input to its end, lines kept as they are (a CRLF line end reads as LF,
    /// as everywhere in Plumb); invalid UTF-8 becomes U+FFFD.
    public static func readAll() -> String {
        var reader = PlainLineReader()
        var lines: [String] = []
        while case .line(let line) = reader.readLine(prompt: "") { lines.append(line) }
        return lines.map { $0 + "\n" }.joined()
    }
}
