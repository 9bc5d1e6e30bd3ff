import ArgumentParser
import Foundation

/// Checks of the paths given on the command line, made in `validate()` before any work starts.
/// Each failure is one line that names the option, says what is wrong with the path and what to
/// give instead.
enum PathCheck {
    /// What is at a path, following symbolic links.
    enum Kind: Equatable {
        case missing, regularFile, folder, other
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// A file to read: it must exist, be a regular file and be readable.
    static func inputFile(_ path: String, option: String, expecting what: String) throws {
        switch kind(of: path) {
        case .missing:
            throw ValidationError("\(option) \(path): no such file; give the path of \(what)")
        case .folder:
            throw ValidationError("\(option) \(path) is a folder; give the path of \(what) inside it")
        case .other:
            throw ValidationError("\(option) \(path) is not a regular file (a device, socket or pipe); give the path of \(what)")
        case .regularFile:
            guard access(path, R_OK) == 0 else {
                throw ValidationError("\(option) \(path) cannot be read (permission denied); give a readable copy of \(what)")
            }
        }
    }

    /// A file to create or replace: its folder must exist and be writable, and the path itself,
    /// when it exists, must be a regular file (not a folder, a device such as `/dev/null`, or a pipe).
    static func outputFile(_ path: String, option: String) throws {
        switch kind(of: path) {
        case .folder:
            throw ValidationError("\(option) \(path) is a folder; give a file name inside it, such as \(join(path, "out.gif"))")
        case .other:
            throw ValidationError(
                "\(option) \(path) is not a regular file (a device, socket or pipe); give the path of a file to create")
        case .regularFile, .missing:
            break
        }
        let parent = parentFolder(of: path)
        try requireFolder(parent, for: path, option: option, create: "create it first (mkdir -p \(parent))")
    }

    /// A folder to create (with any missing parents) or to write into: nothing on the way may be
    /// a file.
    static func outputFolder(_ path: String, option: String) throws {
        switch kind(of: path) {
        case .folder:
            guard access(path, W_OK) == 0 else {
                throw ValidationError("\(option) \(path) is not writable; give a folder you can write to")
            }
        case .regularFile, .other:
            throw ValidationError("\(option) \(path) is a file, not a folder; give a folder path (it is created if missing)")
        case .missing:
            // The first existing ancestor must be a writable folder.
            var ancestor = parentFolder(of: path)
            while kind(of: ancestor) == .missing, ancestor != "/", ancestor != "." { ancestor = parentFolder(of: ancestor) }
            switch kind(of: ancestor) {
            case .folder:
                guard access(ancestor, W_OK) == 0 else {
                    throw ValidationError("\(option) \(path): \(ancestor) is not writable; give a folder you can write to")
                }
            case .regularFile, .other:
                throw ValidationError(
                    "\(option) \(path): \(ancestor) is a file, so no folder can be made inside it; give another path")
            case .missing:
                throw ValidationError("\(option) \(path): no part of this path exists; give a folder path")
            }
        }
    }

    /// The folder a path is in (`.` for a bare file name).
    static func parentFolder(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = String(trimmed[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `folder` must be an existing, writable folder to hold `path`.
    private static func requireFolder(_ folder: String, for path: String, option: String, create: String) throws {
        switch kind(of: folder) {
        case .folder:
            guard access(folder, W_OK) == 0 else {
                throw ValidationError(
                    "\(option) \(path): the folder \(folder) is not writable; give a path in a folder you can write to")
            }
        case .regularFile, .other:
            throw ValidationError("\(option) \(path): \(folder) is a file, not a folder; give a path in an existing folder")
        case .missing:
            var ancestor = parentFolder(of: folder)
            while kind(of: ancestor) == .missing, ancestor != "/", ancestor != "." { ancestor = parentFolder(of: ancestor) }
            if kind(of: ancestor) == .regularFile || kind(of: ancestor) == .other {
                throw ValidationError("\(option) \(path): \(ancestor) is a file, not a folder; give a path in an existing folder")
            }
            throw ValidationError("\(option) \(path): the folder \(folder) does not exist; \(create)")
        }
    }
}
