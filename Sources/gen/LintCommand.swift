import ArgumentParser
import GenKit

struct LintCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the manifest, samples and templates for mistakes, without writing anything.",
        discussion: """
        Reads every sample as strict JSON (RFC 8259) and prints every problem of every \
        file on standard error as file:line:column, with the line and a caret: errors, such \
        as a missing comma or a comment, and warnings, such as a key that appears twice in \
        one object. A file stops being read at its first error; the other files are still \
        read. A summary goes to standard output.

        A file is checked whatever its name. A folder stands for its *.json files and the \
        *.json files of its immediate subfolders; hidden files and folders are left out.

        With a manifest (--manifest, or the gen.yml of this folder or the nearest folder \
        above), gen lint also checks it, \
        the samples its endpoints name with 'sample:' (counted with the others), the template \
        set it names (or --templates) and everything `gen module` would check before writing: \
        unknown keys, wrong values, missing samples, routes, type pins, template errors, \
        output paths that collide, and what the module folder's file system would refuse \
        (names too long once gen adds its temporary name, a file where a folder must go, too \
        little space). A single folder among the --samples paths is \
        the module's samples folder; given alone, without a manifest, it is checked as \
        `gen module Module --samples <folder>` would check it.

        Exit status: 0 when nothing has an error (warnings alone do not fail), 1 otherwise.

        Examples:
          gen lint --samples samples/
          gen lint --samples samples/home.json samples/product.json
          gen lint --manifest gen.yml --samples samples/
          gen lint --format json

        \(BuiltInSets.help)
        """
    )

    @Option(
        name: [.customLong("samples"), .customLong("json")],
        parsing: .upToNextOption,
        help: ArgumentHelp("The JSON samples to check: files, or folders of them.", valueName: "path")
    )
    var samplePaths: [String] = []

    @Option(help: ArgumentHelp("The manifest to check. Default: the gen.yml of this folder or the nearest folder above.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("The template set to check with the manifest: a built-in set (\(BuiltInSets.names)) or a folder. Default: the manifest's 'templates', or \(BuiltInSets.defaultSet).", valueName: "set|dir"))
    var templates: String?

    @OptionGroup var outputOptions: OutputOptions

    func run(in environment: RunEnvironment) -> ExitStatus {
        LintInvocation(samplePaths: samplePaths, manifest: manifest, templates: templates, style: outputOptions.style).run(in: environment)
    }
}
