/// Computes the Tab completions for the word under the cursor.
///
/// `line` is the text before the cursor and `cursorWordStart` the offset, in `Character`s,
/// where the word being completed begins, so the word is `line.dropFirst(cursorWordStart)`.
/// Return whole replacements for that word (for `button.wi` return `button.width`), in any
/// order; the reader sorts them and removes duplicates.
///
/// ```swift
/// let completer: Completer = { line, start in
///     Completion.matches(for: String(line.dropFirst(start)), among: ["help", "height"])
/// }
/// ```
public typealias Completer = (_ line: String, _ cursorWordStart: Int) -> [String]

/// Pure helpers behind Tab completion, kept apart from libedit so they can be tested.
public enum Completion {
    /// Returns the candidates that start with `word`, sorted, each once.
    ///
    /// Matching is case-sensitive, as the session language is.
    public static func matches<Candidates: Sequence<String>>(
        for word: String, among candidates: Candidates
    ) -> [String] {
        Set(candidates.filter { $0.hasPrefix(word) }).sorted()
    }

    /// Returns the longest string that every one of `strings` starts with.
    ///
    /// Compares whole `Character`s, so the prefix never ends inside a character.
    public static func commonPrefix(of strings: [String]) -> String {
        guard var prefix = strings.first else { return "" }
        for string in strings.dropFirst() {
            while !string.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    /// Returns the entries of a readline match list for `word`: the text that replaces the
    /// word, then (when there is more than one) the choices to list.
    ///
    /// This is the layout `rl_completion_matches` produces; it is built here instead so that
    /// the order is sorted, not heap-dependent. The replacement is the candidates' common
    /// prefix, but never shorter than what was typed, so Tab never deletes input. No candidates
    /// give an empty list.
    static func readlineEntries(word: String, candidates: [String]) -> [String] {
        let choices = Set(candidates).sorted()
        guard let first = choices.first else { return [] }
        if choices.count == 1 { return [first] }
        let shared = commonPrefix(of: choices)
        let replacement = shared.hasPrefix(word) ? shared : word
        return [replacement] + choices
    }

    /// Splits libedit's completion state into the line before the cursor and the word start.
    ///
    /// libedit reports the word start and cursor as offsets in Unicode scalars into the
    /// UTF-8 line buffer; the ``Completer`` wants a `String` and a `Character` offset. Offsets
    /// out of range are clamped, so an unexpected libedit never makes this trap.
    static func context(lineBuffer: String, wordStart: Int, cursor: Int) -> (
        line: String, cursorWordStart: Int
    ) {
        let scalars = lineBuffer.unicodeScalars
        let cursorOffset = min(max(cursor, 0), scalars.count)
        let startOffset = min(max(wordStart, 0), cursorOffset)
        let cursorIndex = scalars.index(scalars.startIndex, offsetBy: cursorOffset)
        let line = String(scalars[..<cursorIndex])
        let startIndex = line.unicodeScalars.index(
            line.unicodeScalars.startIndex, offsetBy: startOffset)
        // A word start inside a grapheme cluster rounds down to the cluster's start.
        let characterStart = line.distance(
            from: line.startIndex, to: line.index(roundingDown: startIndex))
        return (line, characterStart)
    }
}

extension String {
    /// The `Character` boundary at or before `index`.
    fileprivate func index(roundingDown index: String.Index) -> String.Index {
        var boundary = startIndex
        while boundary < endIndex {
            let next = self.index(after: boundary)
            if next > index { break }
            boundary = next
        }
        return boundary
    }
}
