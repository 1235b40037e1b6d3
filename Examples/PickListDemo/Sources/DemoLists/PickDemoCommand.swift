import Foundation
import PickListKit

/// The `inbox` and `people` commands of `pickdemo`, which play the lists whose rows come
/// from the data files in `Data/`. Their options are steps, played in the order given.
public enum PickDemoCommand {
    public static let usage = """
        usage: pickdemo                 the "select all" quote categories
               pickdemo LANGUAGE        the notifications list translated (de)
               pickdemo inbox --data FILE.json [STEP ...]
                   steps: --edit, --tap ID, --search TEXT, --delete, --done
               pickdemo people --data FILE.csv --state FILE.json [STEP ...]
                   steps: --tap ID (--tap all: Everyone), --search TEXT,
                          --find TEXT (a directory search: the rows become the people found),
                          --find-done (the whole directory again)
        Steps are played in order. people restores the selection saved in --state, if any,
        and saves the selection there when done.

        """

    /// A command line that does not make sense, with what is wrong.
    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Whether the arguments (without the program name) name one of these commands.
    public static func handles(_ arguments: [String]) -> Bool {
        ["inbox", "people"].contains(arguments.first)
    }

    /// Runs `inbox …` or `people …` and returns the transcript to print. Relative paths are
    /// taken from the current directory.
    public static func run(_ arguments: [String]) throws -> String {
        guard let command = arguments.first else { throw UsageError(description: "no command") }
        var data: URL?
        var state: URL?
        var inboxSteps: [InboxDemo.Step] = []
        var peopleSteps: [PeopleDemo.Step] = []
        var rest = arguments.dropFirst()[...]

        func value(of option: String) throws -> String {
            guard let value = rest.popFirst() else { throw UsageError(description: "\(option) needs a value") }
            return value
        }
        while let option = rest.popFirst() {
            switch (command, option) {
            case (_, "--data"):
                data = URL(fileURLWithPath: try value(of: option))
            case ("people", "--state"):
                state = URL(fileURLWithPath: try value(of: option))
            case ("inbox", "--edit"): inboxSteps.append(.edit)
            case ("inbox", "--done"): inboxSteps.append(.done)
            case ("inbox", "--delete"): inboxSteps.append(.delete)
            case ("inbox", "--search"): inboxSteps.append(.search(try value(of: option)))
            case ("inbox", "--tap"):
                let id = try value(of: option)
                guard let number = Message.ID(id) else {
                    throw UsageError(description: "--tap \(id): a message id is a number (see the \"id\" fields of the data file)")
                }
                inboxSteps.append(.tap(number))
            case ("people", "--search"): peopleSteps.append(.search(try value(of: option)))
            case ("people", "--find"): peopleSteps.append(.find(try value(of: option)))
            case ("people", "--find-done"): peopleSteps.append(.findDone)
            case ("people", "--tap"):
                let id = try value(of: option)
                peopleSteps.append(.tap(id == "all" ? .all : .entry(id)))
            default:
                throw UsageError(description: "pickdemo \(command) has no option '\(option)'")
            }
        }
        guard let data else { throw UsageError(description: "pickdemo \(command) needs --data FILE") }
        do {
            if command == "inbox" {
                return try InboxDemo.transcript(data: data, steps: inboxSteps)
            }
            guard let state else { throw UsageError(description: "pickdemo people needs --state FILE (where the selection is saved)") }
            return try PeopleDemo.transcript(data: data, state: state, steps: peopleSteps)
        } catch let error as CSVTable.ParseError {
            throw DataError(description: "\(data.relativePath):\(error.line): \(error.message)")
        }
    }

    /// A data file that cannot be read as the command expects.
    public struct DataError: Error, CustomStringConvertible {
        public var description: String
    }
}
