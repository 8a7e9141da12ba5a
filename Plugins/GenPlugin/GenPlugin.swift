import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory gen module Jacob --json samples/`:
/// runs gen with the arguments given, in the folder of the package that depends on gen (or
/// of the Xcode project), with the same flags, output and exit status as the command line.
@main
struct GenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(try context.tool(named: "gen").url, in: context.package.directoryURL, arguments: arguments)
    }

    /// Built-in template sets: the `templates` folder of the gen checkout this plugin was
    /// compiled from, found from this file's path.
    private static let builtInTemplates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("templates")

    func run(_ gen: URL, in folder: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = gen
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GEN_BUILTIN_TEMPLATES"] = Self.builtInTemplates.path
        process.environment = environment
        try process.run()
        let forwarding = Self.forwardInterrupts(to: process)
        process.waitUntilExit()
        forwarding.forEach { $0.cancel() }
        if process.terminationStatus != 0 {
            throw ExitStatus(status: process.terminationStatus)
        }
    }

    /// Passes SIGINT and SIGTERM sent to the plugin on to gen, which `Process` starts in a
    /// process group of its own that Ctrl-C at the terminal does not reach; gen's `--watch`
    /// also stops by itself once the plugin is gone.
    private static func forwardInterrupts(to process: Process) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { kill(process.processIdentifier, number) }
            source.resume()
            return source
        }
    }
}

/// The failure of a gen run, whose own diagnostics were already printed.
struct ExitStatus: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "gen exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try run(try context.tool(named: "gen").url, in: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
