import Foundation

/// The strings of a malloc'd, NULL-terminated match list, freed as libedit frees it: each
/// entry, then the list.
func takeMatchList(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String] {
    var entries: [String] = []
    var index = 0
    while let entry = list[index] {
        entries.append(String(cString: entry))
        free(entry)
        index += 1
    }
    free(list)
    return entries
}
