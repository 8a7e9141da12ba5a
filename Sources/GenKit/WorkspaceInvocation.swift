import Diagnostics
import Foundation
import Inputs
import Generator
import Support

/// `gen module --all` and `gen lint --all`: runs the command in every module folder below
/// the working directory (`WorkspaceFinder`), as it runs in that folder, several at once on
/// all cores, and reports each in path order with paths as seen from the working directory.
struct WorkspaceInvocation: Sendable {
    enum Command: Sendable {
        case module(ModuleInvocation)
        case lint(LintInvocation)
    }

    let command: Command
    let style: OutputStyle

    func run(in environment: RunEnvironment) -> ExitStatus {
        let stopwatch = Stopwatch(environment: environment)
        let console = Console(command: reportKind.command, style: style, environment: environment)
        let workspace: WorkspaceFile
        do {
            workspace = try WorkspaceFile.load(fileSystem: environment.fileSystem)
        } catch {
            return finish([], diagnostics: error.diagnostics, status: .failure, console, environment, stopwatch)
        }
        let found = WorkspaceFinder(fileSystem: environment.fileSystem, workspace: workspace).moduleFolders()
        guard !found.folders.isEmpty else {
            let mistake = Diagnostic(
                .error,
                "no \(ManifestFile.defaultPath) in this folder or any folder below it",
                hint: "run --all in the folder above your modules; gen init writes a module's gen.yml"
            )
            return finish([], diagnostics: found.warnings + [mistake], status: .usage, console, environment, stopwatch)
        }
        let coreFolder = workspace.core?.value ?? CoreLocation.defaultName
        let sharedCores = SharedCores()
        if case .module(let invocation) = command, !invocation.writeMode.writesNothing {
            // Two sets that need different cores in one folder are known from the manifests:
            // the run is refused before a module is written. A run that writes nothing
            // reports each module, then the problem.
            let planned = ParallelMap.map(found.folders) { folder in
                (folder: folder, core: plannedCore(in: folder, templates: invocation.options.templates, environment, coreFolder: coreFolder, cores: sharedCores))
            }
            let problems = coresByFolder(of: planned, outcome: "nothing was written", environment).problems
            if !problems.isEmpty {
                return finish([], diagnostics: found.warnings + problems, status: .failure, console, environment, stopwatch)
            }
        }
        if style.format.isText {
            console.report(found.warnings)
        }
        let report = WorkspaceReport(kind: reportKind, palette: console.palette, folders: found.folders)
        let queue = ModuleQueue(
            folders: found.folders,
            progress: ProgressMeter(total: found.folders.count, unit: "modules", style: style, environment: environment)
        ) { module in
            guard style.format.isText else { return }
            if style.verbosity != .quiet || report.isProblem(module) {
                console.result(report.line(module))
            }
            if style.verbosity != .quiet {
                for line in report.details(module, verbose: style.verbosity == .verbose) {
                    console.result(line)
                }
            }
            console.report(module.run.report.diagnostics)
            console.annotate(
                files: module.run.report.files ?? [],
                changes: module.run.report.modelChanges ?? [],
                wire: module.run.report.wireChanges ?? [],
                check: module.run.report.mode == "check",
                folder: module.folder
            )
        }
        let modules = queue.run { folder in run(in: folder, environment, coreFolder: coreFolder, cores: sharedCores) }
        let (cores, coreProblems) = writeCores(of: modules, console, environment)
        let succeeded = modules.allSatisfy { $0.run.status == .success } && cores.allSatisfy { $0.run.status == .success } && coreProblems.isEmpty
        return finish(modules, cores: cores, diagnostics: found.warnings + coreProblems, status: succeeded ? .success : .failure, console, environment, stopwatch)
    }

    /// Writes each core the modules depend on once, after them: the modules of one set share
    /// one; two sets whose cores differ cannot share a folder, and neither is written. `gen
    /// lint --all` writes none, and reports the same problems.
    private func writeCores(of modules: [WorkspaceModule], _ console: Console, _ environment: RunEnvironment) -> (cores: [WorkspaceModule], problems: [Diagnostic]) {
        guard case .module(let invocation) = command else {
            let problems = coresByFolder(of: modules.map { ($0.folder, $0.core) }, outcome: "gen module --all would write nothing", environment).problems
            if style.format.isText {
                console.report(problems)
            }
            return ([], problems)
        }
        let outcome = invocation.writeMode.writesNothing ? "gen module --all would write nothing" : "neither core was written"
        let (byFolder, problems) = coresByFolder(of: modules.map { ($0.folder, $0.core) }, outcome: outcome, environment)
        var cores: [WorkspaceModule] = []
        for entry in byFolder {
            var written = CoreWrite(core: entry.core, writeMode: invocation.writeMode).collect(in: environment, waiting: console.waitingForFolder)
            written.folder = entry.folder
            if style.format.isText {
                console.report(core: written, folder: entry.folder, writeMode: invocation.writeMode)
            }
            cores.append(written)
        }
        if style.format.isText {
            console.report(problems)
        }
        return (cores, problems)
    }

    /// The core of each folder the modules share, and a problem for each folder two sets
    /// need different cores in, which is left out; `outcome` says what becomes of them.
    private func coresByFolder(of modules: [(folder: String, core: CoreRun?)], outcome: String, _ environment: RunEnvironment) -> (cores: [(folder: String, core: CoreRun, module: String)], problems: [Diagnostic]) {
        var byFolder: [(folder: String, core: CoreRun, module: String)] = []
        var problems: [Diagnostic] = []
        var conflicting: Set<String> = []
        for module in modules {
            guard let core = module.core, !core.files.isEmpty else { continue }
            if let first = byFolder.first(where: { $0.folder == core.location.folder }) {
                if !first.core.writesSameFiles(as: core), conflicting.insert(core.location.folder).inserted {
                    problems.append(Diagnostic(
                        .error,
                        "\(first.module) (templates \(first.core.templateSet)) and \(module.folder) (templates \(core.templateSet)) need different cores in '\(core.location.folder)'; \(outcome)",
                        hint: conflictHint((first.module, first.core.templateSet), (module.folder, core.templateSet), environment)
                    ))
                }
            } else {
                byFolder.append((core.location.folder, core, module.folder))
            }
        }
        return (byFolder.filter { !conflicting.contains($0.folder) }, problems)
    }

    /// How to settle two modules whose sets need different cores in one folder: when one of
    /// them took the default set only because nothing names one (a module new to the
    /// workspace), name the other's built-in set in its gen.yml.
    private func conflictHint(_ first: (folder: String, set: String), _ second: (folder: String, set: String), _ environment: RunEnvironment) -> String {
        let flag: String? = switch command {
        case .module(let invocation): invocation.options.templates
        case .lint(let invocation): invocation.templates
        }
        let byDefault = [first, second].filter { PlannedRun.takesTheDefaultSet(templates: flag, in: Self.environment(of: $0.folder, in: environment)) }
        if byDefault.count == 1, let module = byDefault.first, let other = [first, second].first(where: { $0.folder != module.folder }),
           BuiltInSets.all.contains(where: { $0.name == other.set }) {
            let manifest = Paths.join(module.folder, ManifestFile.defaultPath)
            return "\(module.folder) names no template set (no 'templates' in its gen.yml, no --templates, no earlier run recording one), so it takes the default, \(module.set); write 'templates: \(other.set)' in \(manifest) to give it the set of \(other.folder)"
        }
        return "generate the modules of one app with sets that share a core (async and swiftui do), or give the workspace's modules of another set a workspace of their own"
    }

    private var reportKind: WorkspaceReport.Kind {
        switch command {
        case .module(let invocation): .module(invocation.writeMode)
        case .lint: .lint
        }
    }

    /// The command run in `folder` as if it were the working directory.
    private func run(in folder: String, _ environment: RunEnvironment, coreFolder: String, cores: SharedCores) -> WorkspaceModule {
        let moduleEnvironment = Self.environment(of: folder, in: environment)
        switch command {
        case .module(var invocation):
            invocation.options.core = Self.coreFolder(coreFolder, seenFrom: folder, in: environment)
            let (run, core) = invocation.collect(in: moduleEnvironment, cores: cores)
            var module = WorkspaceModule(folder: folder, run: run, check: invocation.writeMode.check)
            module.core = core?.seen(from: folder, workingDirectory: environment.workingDirectory)
            return module
        case .lint(let invocation):
            var module = WorkspaceModule(folder: folder, run: invocation.collect(in: moduleEnvironment), check: false)
            module.core = plannedCore(in: folder, templates: invocation.templates, environment, coreFolder: coreFolder, cores: cores)
            return module
        }
    }

    /// The core `gen module --all` would write for the module of `folder`, as seen from the
    /// working directory, found without running the module; nil when the module's inputs
    /// fail, which its run reports.
    private func plannedCore(in folder: String, templates: String?, _ environment: RunEnvironment, coreFolder: String, cores: SharedCores) -> CoreRun? {
        let core = PlannedRun.core(templates: templates, in: Self.environment(of: folder, in: environment), coreFolder: Self.coreFolder(coreFolder, seenFrom: folder, in: environment), cores: cores)
        return core?.seen(from: folder, workingDirectory: environment.workingDirectory)
    }

    /// `environment` with `folder` as the working directory.
    private static func environment(of folder: String, in environment: RunEnvironment) -> RunEnvironment {
        var moduleEnvironment = environment
        if folder != "." {
            moduleEnvironment.fileSystem = AnchoredFileSystem(folder: folder, base: environment.fileSystem)
            moduleEnvironment.workingDirectory = Paths.absolute(folder, base: environment.workingDirectory)
        }
        return moduleEnvironment
    }

    /// The workspace's core folder as the module of `folder` names it.
    private static func coreFolder(_ coreFolder: String, seenFrom folder: String, in environment: RunEnvironment) -> String {
        let base = Paths.absolute(".", base: environment.workingDirectory)
        return Paths.relative(Paths.absolute(coreFolder, base: base), from: Paths.absolute(folder, base: base))
    }

    private func finish(
        _ modules: [WorkspaceModule],
        cores: [WorkspaceModule] = [],
        diagnostics: [Diagnostic],
        status: ExitStatus,
        _ console: Console,
        _ environment: RunEnvironment,
        _ stopwatch: Stopwatch
    ) -> ExitStatus {
        let report = WorkspaceReport(kind: reportKind, palette: console.palette, folders: modules.map(\.folder))
        let milliseconds = stopwatch.milliseconds()
        switch style.format {
        case .json:
            console.result(report.json(modules, cores: cores, diagnostics: diagnostics, exitCode: status.rawValue, milliseconds: milliseconds))
        case .text, .github:
            if modules.isEmpty {
                console.report(diagnostics)
            } else {
                console.result(report.summaryLine(modules, workspaceErrors: diagnostics.filter { $0.severity == .error }.count, milliseconds: milliseconds))
            }
        }
        return status
    }
}
