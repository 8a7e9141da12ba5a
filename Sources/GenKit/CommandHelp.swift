/// The long help of each command (`gen <command> --help`): what a run does and decides,
/// kept beside the rules it describes.
package enum CommandHelp {
    package static let gen = """
        gen reads one JSON response sample per endpoint, infers Codable models from them and \
        renders a module (Api, Model, ViewModel, Router, module entry, podspec or package) from \
        a template set.

        The workflow:
          gen import capture.har        write samples and gen.yml from a HAR capture
          gen init --samples samples/   or a starter gen.yml from samples you have
          gen lint                      check gen.yml, its samples and templates
          gen module                    generate the module; rerun when samples change
          gen model                     regenerate only the models, in a module folder
          gen module --all              every module below this folder, and the core
                                        they share, written once (APICore/ by default)

        gen.yml is read from the current folder or the nearest folder above it.
        Without a manifest: gen module Jacob --samples samples/
        To see the values templates are rendered with: gen context

        \(BuiltInSets.help)

        Version: gen --version (or -v, or gen version).
        Completion scripts: gen --generate-completion-script zsh|bash|fish
        Colour: on a terminal only; NO_COLOR or --color never turns it off.
        """

    package static let module = """
        Every <name>.json file in the samples folder is one endpoint, named after the file in \
        UpperCamelCase (home.json → Home, order_items.json → OrderItems). Each sample is one \
        response of that endpoint; its model is inferred from it.

        gen.yml in the current folder or the nearest folder above it, or the file given \
        with --manifest, adds what samples \
        cannot tell: each endpoint's HTTP method and path.

        Run it again whenever the samples change. Owned files (models, Api, router) are \
        rewritten while they hold what gen last wrote, and removed once no template writes \
        them; if you edited one, gen stops and writes nothing unless --force is given, which \
        moves your text to <file>.orig first. Scaffold files (ViewModels, podspec) are \
        written once and then left to you; one whose endpoint is gone is reported as \
        orphaned on every run until you delete it. .gen.lock in the module folder records \
        what gen wrote, where the samples came from, the template set and naming (switching \
        either needs --force) and the module's API, so each run reports every API change; \
        commit it. Without --samples, the samples come from the manifest's 'samples', the \
        folder the lock recorded, or samples/ beside gen.yml. Nothing is written when any input has \
        a mistake, or when the file system would refuse a file (a name too long, a file \
        where a folder must go, too little space). A run stopped half-way, even by kill -9, \
        is carried on by the next one; two runs on one module folder take turns.

        What every module of an app shares (the API client or Moya's parameters, Pager, the \
        support types) is written once, into a core the module imports: APICore/ beside the \
        module folder (with --all, in this folder), unless gen-workspace.yml's 'core' or the \
        module's .gen.lock names another folder. The core has its own .gen.lock, and \
        --check, --dry-run and --diff treat it as they treat the module.

        Examples:
          gen module Jacob --samples samples/
          gen module Jacob --samples samples/ --output Modules/Jacob
          gen module --samples samples/ --templates ./my-templates
          gen module --check --format json
          gen module --watch              regenerate on every save, until Ctrl-C
          gen module --all --check        every module below this folder, in parallel

        \(BuiltInSets.help)
        """

    package static let model = """
        With a NAME, writes the Codable models of one payload, inferred from the sample files \
        and folders given with --samples (all samples of the same payload), into --output. A \
        top-level object is the struct NAME; a top-level array of objects is [NAME] (NAME \
        singularised when it is a plural); any other payload gets `typealias NAME = <type>`. \
        The files compile alone with Foundation.

        Without a NAME, run inside a folder gen wrote (or point at one with --module): gen \
        reads its .gen.lock to find the samples, manifest and templates it was made from, and \
        rewrites only the owned files of the template set's `model` layer; every other file \
        is left as it is. A model file you edited is a conflict, as with `gen module`.

        Examples:
          gen model Event --samples samples/events.json --output Sources/Models
          cd Modules/Jacob && gen model
          gen model --module Modules/Jacob --dry-run

        \(BuiltInSets.help)
        """

    package static let lint = """
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

    package static let initialize = """
        Writes ./gen.yml with one endpoint per sample, paging for the samples that look like \
        pages of a list, and the response envelope when every sample wraps its payload the \
        same way; each key has a comment. It never overwrites an existing gen.yml.

        Samples cannot tell an endpoint's HTTP method: a file name that reads as a write \
        (create_, add_, post_, update_, put_, patch_, delete_, remove_, …) gets that method, \
        every other endpoint GET, each with a comment saying it was guessed.

        Then: gen lint, and gen module.

        Examples:
          gen init --samples samples/
          gen init Jacob --samples samples/

        \(BuiltInSets.help)
        """

    package static let capture = """
        Reads a HAR 1.2 file exported by Charles, Proxyman, mitmproxy or a browser's DevTools \
        and keeps its JSON API calls: OPTIONS preflights, static assets, images, redirects, \
        failed requests and error responses are dropped. Requests are grouped into endpoints \
        by method and path template (/products/123 and /products/456 → /products/{productID}); \
        query parameters and JSON or form bodies become params, page/per_page become list \
        paging, and a shared envelope becomes envelope.

        Responses are written as samples in samples/<endpoint>/, and gen.yml names each \
        endpoint's sample folder, so gen module then runs with no flags. An endpoint gets every \
        response of a shape its other samples lack, then more up to --max-samples (identical \
        responses once). It never overwrites \
        gen.yml or a sample; with --merge it adds the new endpoints to an existing gen.yml.

        Headers and cookies are never read into anything gen writes; query keys and body \
        members named like credentials (token, api_key, password, …) are left out, and string \
        values under such keys in responses are replaced. --redact also replaces strings that \
        look like tokens or e-mail addresses.

        Examples:
          gen import capture.har
          gen import capture.har --host api.example.com --path-prefix /api/v2 --module Shop
          gen import more.har --merge

        Then: gen lint, and gen module.

        \(BuiltInSets.help)
        """

    package static let context = """
        Reads the samples and the manifest as 'gen module' does (the --samples folder, the \
        manifest's 'samples' folder or samples/ beside it, the manifest's 'sample:' files, \
        or, with none of these, the samples recorded in the current folder's .gen.lock), \
        renders nothing, and prints the values templates are rendered \
        with: under "module" the context of the templates rendered once per module, under \
        "endpoint", by endpoint name, what the templates rendered once per endpoint see \
        besides it (their 'endpoint'). Keys are sorted; docs/templates.md explains each one.

        Examples:
          gen context
          gen context Jacob --samples samples/ --endpoint Home
          gen context --manifest gen.yml > context.json

        The context is the same for every template set.

        \(BuiltInSets.help)
        """
}
