import ArgumentParser

/// Subcommand names on the command line: matched without regard to case (`transit Render`
/// runs `render`), and an unknown one answered with the closest names instead of a parse error.
enum CommandNames {
    /// `arguments` (without the program's name) with each subcommand name spelled as declared,
    /// walking down from `root`; or the message for the first name that is no subcommand.
    static func normalize(_ arguments: [String], root: any ParsableCommand.Type) -> Result<[String], ValidationError> {
        var arguments = arguments
        var command = root
        var path = [name(of: root)]
        var index = 0
        while index < arguments.count, !command.configuration.subcommands.isEmpty {
            let argument = arguments[index]
            if argument.hasPrefix("-") { break }  // options and flags end the walk
            let children = command.configuration.subcommands
            let names = children.map(name(of:))
            guard let known = NameLookup.resolve(argument, among: names + ["help"]) else {
                let listed = names.contains("list") && path.count > 1
                let hint = "see '" + path.joined(separator: " ") + (listed ? " list'" : " --help'")
                let kind = path.count == 1 ? "command" : "\(path.last!) subcommand"
                // A `list` subcommand lists the others, not itself.
                let count = listed ? names.count - 1 : names.count
                return .failure(ValidationError(NameLookup.unknown(kind, argument, among: names, listHint: hint, listed: count)))
            }
            arguments[index] = known
            guard let child = children.first(where: { name(of: $0) == known }) else { break }
            command = child
            path.append(known)
            index += 1
        }
        return .success(arguments)
    }

    /// The name a command is called by.
    static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }
}
