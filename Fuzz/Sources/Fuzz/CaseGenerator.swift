/// Makes case `number` of a run from the corpus: which inputs it mutates, how, and the gen
/// runs it makes, all drawn from a generator seeded with the run's seed and the number.
struct CaseGenerator: Sendable {
    var corpus: Corpus
    var seed: UInt64

    /// Sample file names that are legal on disk but hard on gen.
    static let oddSampleNames = [
        "日本.json", "a b.json", "class.json", "self.json", "Type.json", ".hidden.json", "-x.json", "123.json",
        "a\u{7}.json", "a\nb.json", "Ä.json", "🧪.json", "a.b.json", "_.json", ".json", "home.JSON",
    ]

    func make(_ number: Int) -> FuzzCase {
        var rng = SplitMix64(seed: seed, stream: UInt64(number))
        let kinds: [(CaseKind, Int)] = [
            (.sample, 16), (.manifest, 11), (.set, 13), (.template, 13), (.names, 8), (.regenerate, 10), (.lock, 5), (.capture, 5), (.hostile, 5),
            (.collisions, 5), (.injection, 6), (.special, 3),
        ]
        var fuzzCase = unchanged(number, using: &rng)
        var draw = rng.int(0...99)
        let kind = kinds.first { draw -= $0.1; return draw < 0 }?.0 ?? .sample
        fuzzCase.kind = kind
        let splices = corpus.splices
        switch kind {
        case .sample:
            for _ in 0..<rng.int(1...2) {
                let path = rng.pick(fuzzCase.samples.paths)
                fuzzCase.samples[path] = SampleMutator.mutate(fuzzCase.samples[path] ?? [], splices: splices, using: &rng)
            }
            if rng.chance(15) {
                fuzzCase.samples = renamingOne(in: fuzzCase.samples, to: rng.pick(Self.oddSampleNames), using: &rng)
            }
        case .manifest:
            fuzzCase.manifest = ManifestMutator.mutate(fuzzCase.manifest, splices: splices, using: &rng)
        case .set:
            fuzzCase.set = SetMutator.mutate(fuzzCase.set.files, splices: splices, using: &rng)
        case .template:
            (fuzzCase.set, fuzzCase.common) = TemplateMutator.mutate(set: fuzzCase.set.files, common: corpus.common, splices: splices, using: &rng)
        case .names:
            longNames(&fuzzCase, using: &rng)
        case .regenerate:
            fuzzCase.steps = [.module(force: false), .replaceSamples(changed(fuzzCase.samples, splices: splices, using: &rng))]
            if rng.chance(30) {
                fuzzCase.steps.append(.editOwnedFile)
            }
            fuzzCase.steps += [.module(force: rng.chance(30)), .lint]
        case .lock:
            HostileCases.lock(&fuzzCase, using: &rng)
            return fuzzCase
        case .capture:
            HostileCases.capture(&fuzzCase, using: &rng)
            return fuzzCase
        case .hostile:
            HostileCases.refused(&fuzzCase, using: &rng)
            return fuzzCase
        case .collisions:
            NameCollisionCases.make(&fuzzCase, corpus: corpus, using: &rng)
            return fuzzCase
        case .injection:
            InjectionCases.make(&fuzzCase, using: &rng)
            return fuzzCase
        case .special:
            SpecialFileCases.replace(&fuzzCase, using: &rng)
            return fuzzCase
        }
        if kind != .regenerate, rng.chance(20) {
            fuzzCase.steps += [.replaceSamples(changed(fuzzCase.samples, splices: splices, using: &rng)), .module(force: false)]
        }
        return fuzzCase
    }

    /// An example with one of the sets, unchanged, generated into `out/M`.
    func unchanged(_ number: Int, using rng: inout SplitMix64) -> FuzzCase {
        let example = rng.pick(corpus.examples)
        let setName = rng.pick(corpus.setNames)
        return FuzzCase(
            number: number, kind: .regenerate, example: example.name, manifest: example.manifest, samples: example.samples,
            setName: setName, set: MutatedSet(files: corpus.sets[setName] ?? FileTree()), common: corpus.common,
            templatesFlag: rng.chance(50) ? "templates/" + setName : setName, output: "out/M", moduleFolder: "out/M",
            steps: [.lint, .module(force: false)]
        )
    }

    /// A module or sample name of 200–300 bytes, with a manifest naming only the module so
    /// that the run can succeed, written at times into gen's default folder, `./<module>`.
    private func longNames(_ fuzzCase: inout FuzzCase, using rng: inout SplitMix64) {
        let longModule = rng.chance(60)
        let moduleName = longModule ? rng.identifier(length: rng.int(200...300)) : "Names"
        fuzzCase.manifest = Array("module: \(moduleName)\n".utf8)
        if !longModule || rng.chance(50) {
            let name = rng.identifier(length: rng.int(200...250)).lowercased() + ".json"
            fuzzCase.samples = renamingOne(in: fuzzCase.samples, to: name, using: &rng)
        }
        if rng.chance(50) {
            fuzzCase.output = nil
            fuzzCase.moduleFolder = moduleName
        }
    }

    /// The samples with one file, or one endpoint's folder, renamed to `name` (`.json` is
    /// dropped for a folder).
    private func renamingOne(in samples: FileTree, to name: String, using rng: inout SplitMix64) -> FileTree {
        let path = rng.pick(samples.paths)
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        var renamed = samples
        if parts.count == 2 {
            let folderName = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
            for other in samples.paths where other.hasPrefix(parts[0] + "/") {
                renamed[other] = nil
                renamed[folderName + other.dropFirst(parts[0].count)] = samples[other]
            }
        } else {
            renamed[path] = nil
            renamed[name] = samples[path]
        }
        return renamed
    }

    /// The samples after the API changed: a property added to each (usually), or mutated, or
    /// one endpoint gone.
    private func changed(_ samples: FileTree, splices: [[UInt8]], using rng: inout SplitMix64) -> FileTree {
        var result = samples
        switch rng.int(0...9) {
        case 0...5:
            for path in samples.paths {
                result[path] = SampleMutator.changed(samples[path] ?? [], using: &rng)
            }
        case 6, 7:
            let path = rng.pick(samples.paths)
            result[path] = SampleMutator.mutate(samples[path] ?? [], splices: splices, using: &rng)
        default:
            if samples.paths.count > 1 {
                result[rng.pick(samples.paths)] = nil
            }
        }
        return result
    }
}
