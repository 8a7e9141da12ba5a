import Diagnostics
import Generator
import Inputs
import Renderer
import Support

/// The options of `gen module`, as the command line gives them to `ModuleInvocation`.
package typealias ModuleOptions = Generator.ModuleOptions

/// `gen module`: generates a module, or reports what a run would change.
package struct ModuleInvocation: Sendable, Equatable {
    package var options: ModuleOptions
    package var writeMode: WriteMode
    package var style: OutputStyle
    /// Runs every module below the working directory instead of one (`--all`).
    package var all: Bool
    /// Regenerates on every save of an input until Ctrl-C (`--watch`).
    package var watch: Bool
    /// `--against`, with `--check`: the lock file or git ref of a past release, whose API the
    /// reports compare the current samples with.
    package var against: String?

    package init(options: ModuleOptions, writeMode: WriteMode, style: OutputStyle, all: Bool = false, watch: Bool = false, against: String? = nil) {
        self.options = options
        self.writeMode = writeMode
        self.style = style
        self.all = all
        self.watch = watch
        self.against = against
    }

    package func run(in environment: RunEnvironment) -> ExitStatus {
        if let mistake = flagMistake() {
            return runCommand(Console(command: "module", style: style, environment: environment), environment) { _ in throw mistake }
        }
        if all {
            return WorkspaceInvocation(command: .module(self), style: style).run(in: environment)
        }
        if watch {
            var once = self
            once.watch = false
            return ModuleWatch(invocation: once).run(in: environment)
        }
        return runCommand(Console(command: "module", style: style, environment: environment), environment) { console in
            try generate(console, environment, showsFiles: true, core: nil)
        }
    }

    /// The run of one module of `--all`, in its own folder, printing nothing: the workspace
    /// shows the modules done, not each module's files.
    func collect(in environment: RunEnvironment, cores: SharedCores) -> (run: CollectedRun, core: CoreRun?) {
        var core: CoreRun?
        let run = collectCommand("module", environment) { console in
            try generate(console, environment, showsFiles: false, cores: cores) { core = $0 }
        }
        return (run, core)
    }

    private func flagMistake() -> UsageError? {
        if let against, !writeMode.check || all || watch {
            return UsageError(diagnostic: Diagnostic(
                .error,
                "--against \(against) compares one module with a past release, so it needs --check and takes no --all or --watch",
                hint: "run gen module --check --against \(against) in the module's folder (or with its name)"
            ))
        }
        if all {
            var conflicting: [String] = []
            if options.name != nil { conflicting.append("module name") }
            if options.samplesFolder != nil { conflicting.append("--samples") }
            if options.manifest != nil { conflicting.append("--manifest") }
            if options.output != nil { conflicting.append("--output") }
            if watch { conflicting.append("--watch") }
            if let flag = conflicting.first {
                return UsageError(diagnostic: Diagnostic(
                    .error,
                    "--all runs the gen.yml of every module below this folder, so it takes no \(flag)",
                    hint: "run gen module --all without it, or gen module without --all for one module"
                ))
            }
        }
        if let refusal = options.name.flatMap(ReservedModuleNames.refusal) {
            return UsageError(diagnostic: refusal)
        }
        if watch, style.format == .json {
            return UsageError(diagnostic: Diagnostic(
                .error,
                "--watch prints a report per run for people, not one JSON document",
                hint: "leave out --format json, or run gen module --format json once per change"
            ))
        }
        return nil
    }

    /// - Parameters:
    ///   - showsFiles: a run longer than a second shows the files rendered, then written, of
    ///     total on a terminal (`ProgressMeter`).
    ///   - cores: the cores the other modules of an `--all` rendered; a lone run renders its own.
    ///   - core: given the module's core instead of writing it, for `--all`, which writes
    ///     each core once for the modules sharing it; nil writes the core after the module,
    ///     once nothing in the core stops the run.
    private func generate(_ console: Console, _ environment: RunEnvironment, showsFiles: Bool, cores: SharedCores = SharedCores(), core: ((CoreRun) -> Void)?) throws -> ExitStatus {
        let progress = showsFiles ? ProgressMeter(total: 0, unit: "files", style: style, environment: environment) : nil
        defer { progress?.clear() }
        let fileSystem = environment.fileSystem
        if options.name == nil, options.manifest == nil, ManifestFile.find(fileSystem: fileSystem) == nil {
            throw UsageError(diagnostic: Diagnostic(
                .error,
                "no module name, and no \(ManifestFile.defaultPath) in this folder or any folder above it",
                hint: "name the module: gen module Jacob --samples samples/, or run where a gen.yml is (gen init writes one)"
            ))
        }
        var options = options
        if core == nil, options.core == nil, let workspace = WorkspaceFile.find(fileSystem: fileSystem) {
            // A lone run inside a workspace writes the core the workspace's modules share.
            let coreFolder = try WorkspaceFile.load(workspace, fileSystem: fileSystem).core?.value ?? CoreLocation.defaultName
            options.core = Paths.join(Paths.directory(of: workspace), coreFolder)
        }
        let run = try ModuleRun.prepare(
            options,
            force: writeMode.force || against != nil,
            locator: TemplateLocator(fileSystem: fileSystem, environment: environment.variables),
            fileSystem: fileSystem,
            workingDirectory: environment.workingDirectory,
            // The version without the build's commit, which the run would read from `.git` only
            // to leave it out of the digest.
            genVersion: GenVersion.text(commit: nil),
            waiting: writeMode.writesNothing ? nil : console.waitingForFolder,
            progress: progress
        )
        progress?.clear()
        defer { run.folderLock?.release() }
        console.report(run.module.warnings)
        console.detail("manifest  \(run.module.manifestPath ?? "none")")
        console.detail("samples   \(run.samplesFolder ?? "as the manifest names them")")
        console.detail("templates \(run.templateSet) (\(run.templates.searchOrder.joined(separator: ", then ")))")
        if let change = run.sourceChange {
            console.report([change])
        }
        let coreRun = try cores.core(at: run.core, templates: run.templates, compiled: run.module.templates, templateSet: run.templateSet, in: environment)
        let writesCore = core == nil && !coreRun.files.isEmpty
        core?(coreRun)
        // An edited core file, or a core another set wrote, stops the run before anything is
        // written, as the module's own would; a module that refuses its set's switch goes first.
        if writesCore, !writeMode.writesNothing, run.switchNotice == nil || writeMode.force {
            let coreWrite = CoreWrite(core: coreRun, writeMode: writeMode)
            if coreWrite.stopsTheRun(fileSystem: fileSystem) {
                console.report(core: coreWrite.collect(in: environment, waiting: console.waitingForFolder), folder: coreRun.location.folder, writeMode: writeMode)
                return .failure
            }
        }
        let baseline = try against.map { reference throws(DiagnosticError) in try ReleaseBaseline.read(reference, moduleFolder: run.folder, workingDirectory: environment.workingDirectory, fileSystem: fileSystem) }
        let status = try WriteSession(fileSystem: fileSystem, console: console, options: writeMode, progress: progress).run(
            run.module.files,
            into: run.folder,
            inputs: run.inputs,
            signature: run.module.signature,
            signatureLines: run.module.signatureLines,
            keepingOtherEntries: false,
            renamedTypes: run.module.renamedTypes,
            switchNotice: run.switchNotice,
            lock: run.lock,
            wireSources: run.module.wireSources,
            baseline: baseline
        )
        guard writesCore, status == .success || writeMode.writesNothing else { return status }
        let written = CoreWrite(core: coreRun, writeMode: writeMode).collect(in: environment, waiting: console.waitingForFolder)
        console.report(core: written, folder: coreRun.location.folder, writeMode: writeMode)
        return status == .success ? written.run.status : status
    }
}
