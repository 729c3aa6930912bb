/// The discussion of a command as paragraphs that the help printer can wrap to the terminal:
/// the lines of each paragraph joined with spaces, blank lines and indented lines (examples,
/// lists) kept as written.
///
/// ```swift
/// reflowed("one\ntwo\n\n  plumb run a.plumb")   // "one two\n\n  plumb run a.plumb"
/// ```
func reflowed(_ text: String) -> String {
    var lines: [String] = []
    var joining = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let isProse = !line.isEmpty && !line.hasPrefix(" ") && !line.hasPrefix("-")
        if isProse, joining, let last = lines.popLast() {
            lines.append(last + " " + line)
        } else {
            lines.append(String(line))
        }
        joining = isProse && !line.hasSuffix(":")
    }
    return lines.joined(separator: "\n")
}
