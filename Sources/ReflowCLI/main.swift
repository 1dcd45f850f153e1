import Foundation

exit(ReflowCommand.main(Array(CommandLine.arguments.dropFirst())))
