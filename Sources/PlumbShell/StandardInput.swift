import PlumbScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// All of standard input at once, for `plumb run -`, `plumb check -` and `plumb import -`.
public enum StandardInput {
    /// Reads standard input to its end, lines kept as they are (a CRLF line end reads as LF,
    /// as everywhere in Plumb); invalid UTF-8 becomes U+FFFD.
    ///
    /// - Throws: ``FileSystemError`` past ``LocalFileSystem/maximumFileSize`` bytes (standard
    ///   input from `/dev/zero` never ends) or when the read fails.
    public static func readAll() throws(FileSystemError) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes {
                read(STDIN_FILENO, $0.baseAddress, $0.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(
                    "cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > LocalFileSystem.maximumFileSize {
                throw FileSystemError(
                    "cannot read standard input: it is larger than "
                        + "\(LocalFileSystem.maximumFileSize >> 20) MB")
            }
        }
        var text = String(decoding: bytes, as: UTF8.self)
        // "\r\n" is one Character (one grapheme cluster) in Swift.
        if text.contains("\r\n") {
            text = text.split(separator: "\r\n" as Character, omittingEmptySubsequences: false)
                .joined(separator: "\n")
        }
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        return text
    }
}
