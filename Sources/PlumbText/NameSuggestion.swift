/// "Did you mean" for misspelled names: attributes, commands, options, and (for the
/// interpreter) view, guide, group and label names.
///
/// The distance is the optimal-string-alignment edit distance (Damerau–Levenshtein where a
/// transposition counts as one edit, so `widht` is one edit from `width`), computed on
/// lowercased names, so `centery` suggests `centerY`. A candidate is suggested when its
/// distance is at most `max(1, min(3, n / 3))`, where `n` is the length of the misspelled
/// name: one edit for names up to 5 characters, two up to 8, three beyond. Ties go to the
/// candidate that comes first, so the result is deterministic for a given candidate order;
/// pass names in creation order, never in `Set` or `Dictionary` order.
///
/// ```swift
/// NameSuggestion.nearest(to: "widht", in: ["width", "height"])   // "width"
/// NameSuggestion.nearest(to: "zzz", in: ["width", "height"])     // nil
/// ```
public enum NameSuggestion {
    /// The candidate closest to `name` within the cutoff, or `nil` when none is close enough
    /// or `name` itself is a candidate.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        suggestions(for: name, in: candidates, limit: 1).first
    }

    /// Up to `limit` candidates within the cutoff, closest first, ties in candidate order.
    public static func suggestions(
        for name: String, in candidates: some Sequence<String>, limit: Int = 3
    ) -> [String] {
        let cutoff = self.cutoff(for: name)
        let length = name.count
        var scored: [(distance: Int, index: Int, name: String)] = []
        for (index, candidate) in candidates.enumerated() {
            if candidate == name { return [] }
            // Lengths further apart than the cutoff cannot be within it; skipping them keeps
            // a pathological name (a megabyte of letters) from costing length × candidates.
            if abs(candidate.count - length) > cutoff { continue }
            let distance = self.distance(name, candidate)
            if distance <= cutoff { scored.append((distance, index, candidate)) }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        var seen: [String] = []
        for entry in scored where !seen.contains(entry.name) && seen.count < limit {
            seen.append(entry.name)
        }
        return seen
    }

    /// The largest distance at which a candidate is still suggested for `name`.
    public static func cutoff(for name: String) -> Int {
        max(1, min(3, name.count / 3))
    }

    /// The optimal-string-alignment distance between the lowercased names: insertions,
    /// deletions, substitutions and transpositions of neighbours each count one.
    ///
    /// - Complexity: O(*m* × *n*) time and O(*n*) memory for names of lengths *m* and *n*.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the dynamic-programming table: two back (for transpositions), the
        // previous one and the current one.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }

    /// `; did you mean 'x'?` for the nearest candidate, or an empty string: a suffix for a
    /// message such as `unknown attribute 'widht'`.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        guard let suggestion = nearest(to: name, in: candidates) else { return "" }
        return "; did you mean '\(suggestion)'?"
    }
}
