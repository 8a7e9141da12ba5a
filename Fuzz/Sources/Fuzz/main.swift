import Foundation

guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
    say(Options.usage)
    exit(2)
}
guard FileManager.default.isExecutableFile(atPath: options.gen) else {
    say("fuzz: \(options.gen) is not an executable gen")
    exit(2)
}
let corpus: Corpus
do {
    corpus = try Corpus.load(repository: options.repository)
} catch {
    say("fuzz: cannot read the repository's examples and templates in \(options.repository): \(error)")
    exit(2)
}
let driver = Driver(options: options, corpus: corpus)
let tally = driver.run()
say(tally.summary(seed: options.seed, seconds: driver.seconds))
tally.breakdownLines.forEach { say($0) }
exit(tally.passed ? 0 : 1)
