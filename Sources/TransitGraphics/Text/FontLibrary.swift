import Foundation

/// The font files of a `FontSource`, read on first use and kept for the process's lifetime (a
/// cache of the file system, not configuration): one library per distinct source.
final class FontLibrary: @unchecked Sendable {
    /// The library of the source in scope (`FontSource.current`).
    static var current: FontLibrary { library(for: FontSource.current) }

    /// The library of this machine's fontconfig folders.
    static var system: FontLibrary { library(for: .system) }

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [FontSource: FontLibrary] = [:]

    /// The one library of `source`, made on first use.
    static func library(for source: FontSource) -> FontLibrary {
        registryLock.lock(); defer { registryLock.unlock() }
        if let library = registry[source] { return library }
        let library = FontLibrary(folders: source.folders)
        registry[source] = library
        return library
    }

    private let folders: [URL]
    private let lock = NSLock()
    private var files: [URL]?
    private var faces: [String: FontFace?] = [:]
    private var fileBytes: [URL: [UInt8]] = [:]
    private var fallbacks: [FallbackKey: FontFace?] = [:]
    private var reported: Set<TextScript> = []
    private var nameIndex: [String: (URL, Int)]?
    private var colorEmoji: FontFace??

    /// Where the library's notes (a damaged font skipped, a script or colour emoji with no font)
    /// go, each a line with its newline: standard error for the libraries of `library(for:)`.
    private let notes: @Sendable (String) -> Void

    /// A library of the fonts under `folders`, writing its notes to `notes`.
    init(folders: [URL], notes: @escaping @Sendable (String) -> Void = FontLibrary.writeToStandardError) {
        self.folders = folders
        self.notes = notes
    }

    /// Writes a note on the process's standard error.
    @Sendable static func writeToStandardError(_ note: String) {
        FileHandle.standardError.write(Data(note.utf8))
    }

    /// Font files under the folders, sorted by path.
    func fontFiles() -> [URL] {
        lock.lock(); defer { lock.unlock() }
        return unlockedFiles()
    }

    private func unlockedFiles() -> [URL] {
        if let files { return files }
        var found: [URL] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased()) {
                found.append(url)
            }
        }
        found.sort { $0.path < $1.path }
        files = found
        return found
    }

    /// Face `index` of a file, read once; nil (and a note) when it is damaged.
    func face(_ url: URL, index: Int) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        return unlockedFace(url, index: index)
    }

    private func unlockedFace(_ url: URL, index: Int) -> FontFace? {
        let key = "\(url.path)#\(index)"
        if let cached = faces[key] { return cached }
        var face: FontFace?
        do {
            // The faces of a collection share one copy of the file.
            let bytes: [UInt8]
            if let cached = fileBytes[url] {
                bytes = cached
            } else {
                guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else {
                    throw FontError(.unreadable, "cannot be read")
                }
                bytes = [UInt8](data)
                if url.pathExtension.lowercased() == "ttc" { fileBytes[url] = bytes }
            }
            face = try FontFace(bytes: bytes, index: index, url: url)
        } catch {
            notes("transit: skipping font \(url.path)#\(index): \(error)\n")
        }
        faces[key] = face
        return face
    }

    /// The face whose PostScript name, full name or family name is `name` (case-insensitive;
    /// the regular face of a family when several match), as `UIFont(name:size:)` finds fonts.
    func face(named name: String) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        if nameIndex == nil {
            var index: [String: (URL, Int)] = [:]
            var familyRank: [String: Int] = [:]
            for url in unlockedFiles() {
                guard let handle = try? FileHandle(forReadingFrom: url),
                    let head = try? handle.read(upToCount: 12),
                    let count = try? SFNTDirectory.faceCount([UInt8](head))
                else { continue }
                for i in 0..<count {
                    guard let face = unlockedFace(url, index: i) else { continue }
                    for key in [face.postScriptName, face.fullName] where index[key.lowercased()] == nil {
                        index[key.lowercased()] = (url, i)
                    }
                    // A family name finds its upright face closest to regular weight.
                    let family = face.familyName.lowercased()
                    let slanted = ["italic", "oblique"].contains { face.fullName.lowercased().contains($0) }
                    let rank = abs(face.weightClass - 400) + (slanted ? 1000 : 0)
                    if rank < familyRank[family] ?? .max {
                        familyRank[family] = rank
                        index[family] = (url, i)
                    }
                }
            }
            nameIndex = index
        }
        guard let (url, i) = nameIndex?[name.lowercased()] else { return nil }
        return unlockedFace(url, index: i)
    }

    struct FallbackKey: Hashable {
        var scalar: UInt32
        var bold: Bool
        var language: TextLanguage
    }

    /// An installed face that covers `scalar`, preferring the usual families for its script
    /// (DejaVu, Noto, Liberation for Latin, Greek and Cyrillic; Noto Sans CJK for Han, Kana and
    /// Hangul, in the face for `language`), bold faces when `bold`. Nil when nothing covers it,
    /// after reporting the missing script once in a note (unless `scalar` is private use).
    func fallback(for scalar: Unicode.Scalar, bold: Bool, language: TextLanguage) -> FontFace? {
        let key = FallbackKey(scalar: scalar.value, bold: bold, language: language)
        lock.lock(); defer { lock.unlock() }
        if let cached = fallbacks[key] { return cached }
        let script = TextScript(scalar)
        var found: FontFace?, colored: FontFace?
        for (url, index) in candidates(script: script, bold: bold, language: language) {
            guard let face = unlockedFace(url, index: index), face.covers(scalar) else { continue }
            // A colour emoji face draws text only when no outline face covers the character.
            if face.hasColorBitmaps { colored = colored ?? face; continue }
            found = face; break
        }
        found = found ?? colored
        fallbacks[key] = found
        if found == nil && !reported.contains(script) && !Self.isPrivateUse(scalar) {
            reported.insert(script)
            let text =
                "transit: no installed font covers \(script.rawValue) text (U+\(String(scalar.value, radix: 16, uppercase: true)))"
                + "; it draws as boxes. Install the Debian package \(script.debianPackage).\n"
            notes(text)
        }
        return found
    }

    /// Whether `scalar` is a private-use code point (U+E000–U+F8FF and planes 15 and 16): Unicode
    /// gives these no characters, so no installed font is expected to cover them and their box
    /// is not reported.
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    /// The installed colour emoji face (Noto Color Emoji, else the first face with colour bitmaps
    /// in a file whose name has "emoji" in it), looked up once. When there is none, reports once
    /// in a note that emoji draw from outline fonts or as boxes, and which Debian package
    /// provides colour emoji.
    func colorEmojiFace() -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        if let colorEmoji { return colorEmoji }
        let files = unlockedFiles()
        let named = files.filter { $0.lastPathComponent == "NotoColorEmoji.ttf" }
        let others = files.filter { $0.lastPathComponent.lowercased().contains("emoji") && !named.contains($0) }
        var found: FontFace?
        for url in named + others {
            if let face = unlockedFace(url, index: 0), face.hasColorBitmaps { found = face; break }
        }
        colorEmoji = .some(found)
        if found == nil {
            let text =
                "transit: no colour emoji font is installed; emoji draw in outline from text fonts, or as boxes."
                + " Install the Debian package \(TextScript.emoji.debianPackage).\n"
            notes(text)
        }
        return found
    }

    /// Whether the colour emoji face was looked up and found missing.
    var lacksColorEmoji: Bool {
        lock.lock(); defer { lock.unlock() }
        if case .some(.none) = colorEmoji { return true }
        return false
    }

    /// The scripts reported missing so far.
    var missingScripts: Set<TextScript> {
        lock.lock(); defer { lock.unlock() }
        return reported
    }

    /// Files and face indices to try, best first.
    private func candidates(script: TextScript, bold: Bool, language: TextLanguage) -> [(URL, Int)] {
        let all = unlockedFiles()
        func named(_ names: [String]) -> [URL] {
            names.flatMap { n in all.filter { $0.lastPathComponent == n } }
        }
        var preferred: [(URL, Int)] = []
        // Punctuation and symbols take CJK forms (full-width quotes) only in text with CJK.
        if script.isCJK || script == .symbols && language != .western {
            let files = named(
                bold
                    ? ["NotoSansCJK-Bold.ttc", "NotoSansCJK-Regular.ttc"]
                    : ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"])
            // Noto Sans CJK collections order their faces JP, KR, SC, TC, HK.
            let face = script == .hangul ? 1 : script == .kana ? 0 : language.cjkFaceIndex
            preferred += files.map { ($0, face) }
            let regions = language.bundledCJKRegions(for: script)
            preferred += named(regions.flatMap { BundledFonts.cjkFileNames(region: $0, bold: bold) }).map { ($0, 0) }
        }
        preferred += named(
            bold
                ? [
                    "DejaVuSans-Bold.ttf", "NotoSans-Bold.ttf", "LiberationSans-Bold.ttf", "DejaVuSans.ttf",
                    "Inter-Bold.subset.otf", "Inter-Regular.subset.otf"
                ]
                : [
                    "DejaVuSans.ttf", "NotoSans-Regular.ttf", "LiberationSans-Regular.ttf",
                    "Inter-Regular.subset.otf"
                ]
        ).map { ($0, 0) }
        let rest = all.filter { url in !preferred.contains { $0.0 == url } && url.pathExtension.lowercased() != "ttc" }
        return preferred + rest.map { ($0, 0) }
    }
}

/// Which language's glyph forms shared Han characters take: named by a language identifier
/// (`NSAttributedString.Key.languageIdentifier`), or guessed from the text — Japanese when it has
/// kana, Korean when it has Hangul, simplified Chinese when it has Han only, western when it has
/// none of them.
enum TextLanguage: Hashable, Sendable {
    case japanese, korean, chinese, traditionalChinese, hongKongChinese, western

    /// The forms a BCP 47 / UTS #35 language identifier asks for: `ja…` Japanese, `ko…` Korean,
    /// `zh-Hant…` and `zh-TW` traditional Chinese, `zh-HK`, `zh-MO`, `zh-Hant-HK` and `yue…` Hong
    /// Kong forms, any other `zh…` simplified Chinese; nil for other languages and malformed ones.
    init?(identifier: String) {
        let parts = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return nil }
        let rest = Set(parts.dropFirst())
        switch language {
        case "ja", "jpn": self = .japanese
        case "ko", "kor": self = .korean
        case "yue": self = rest.contains("hans") ? .chinese : .hongKongChinese
        case "zh", "zho", "chi":
            if rest.contains("hk") || rest.contains("mo") {
                self = rest.contains("hans") ? .chinese : .hongKongChinese
            } else if rest.contains("hant") || rest.contains("tw") {
                self = .traditionalChinese
            } else {
                self = .chinese
            }
        default: return nil
        }
    }

    init(guessingFrom text: some StringProtocol) {
        var language = TextLanguage.western
        for s in text.unicodeScalars {
            switch TextScript(s) {
            case .kana: self = .japanese; return
            case .hangul: language = .korean
            case .han where language == .western: language = .chinese
            default: break
            }
        }
        self = language
    }

    /// The regions of the shipped CJK subsets to try for `script`, best first: kana from the
    /// Japanese face, Hangul from the Korean one, Han in the face of the text's language
    /// (traditional and Hong Kong forms from the simplified Chinese face, the nearest shipped).
    func bundledCJKRegions(for script: TextScript) -> [String] {
        switch script {
        case .kana: return ["JP"]
        case .hangul: return ["KR"]
        default:
            switch self {
            case .japanese: return ["JP", "SC", "KR"]
            case .korean: return ["KR", "SC", "JP"]
            default: return ["SC", "JP", "KR"]
            }
        }
    }

    var cjkFaceIndex: Int {
        switch self {
        case .japanese: return 0
        case .korean: return 1
        case .chinese, .western: return 2
        case .traditionalChinese: return 3
        case .hongKongChinese: return 4
        }
    }
}
