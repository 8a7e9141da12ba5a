// Drives the generated `Pager` through every interleaving its rules name and prints each
// request it starts, each answer it takes or drops, and the list after each scenario.

struct Scenario {
    var pager = Pager<Int>(firstPage: 1, pageSize: 2)
    var log: [String] = []
    var sent: [Pager<Int>.Request] = []

    mutating func start(_ action: Pager<Int>.Action) {
        if let request = pager.start(action) {
            sent.append(request)
            log.append("\(action) sends page \(request.page)")
        } else {
            log.append("\(action) ignored")
        }
    }

    /// Answers request number `index` with a full page of items counting on from `first`.
    mutating func answer(_ index: Int, first: Int) {
        let taken = pager.receive([first, first + 1], for: sent[index])
        log.append(taken ? "answer \(index) taken" : "answer \(index) dropped")
    }

    mutating func fail(_ index: Int) {
        log.append(pager.fail(sent[index]) ? "failure \(index) taken" : "failure \(index) dropped")
    }

    func print(_ name: String) {
        Swift.print("\(name): \(log.joined(separator: ", ")); items \(pager.items)")
    }
}

var first = Scenario()
first.start(.loadMore)
first.start(.load)
first.start(.loadMore)
first.start(.refresh)
first.answer(0, first: 1)
first.print("before and during the first load")

var refresh = Scenario()
refresh.start(.load)
refresh.answer(0, first: 1)
refresh.start(.loadMore)
refresh.answer(1, first: 3)
refresh.start(.refresh)
refresh.start(.loadMore)
refresh.answer(2, first: 10)
refresh.start(.loadMore)
refresh.answer(3, first: 12)
refresh.print("load-more during a refresh")

var superseded = Scenario()
superseded.start(.load)
superseded.answer(0, first: 1)
superseded.start(.loadMore)
superseded.start(.refresh)
superseded.answer(2, first: 10)
superseded.answer(1, first: 3)
superseded.start(.loadMore)
superseded.answer(3, first: 12)
superseded.print("refresh during a load-more")

var retry = Scenario()
retry.start(.retry)
retry.start(.load)
retry.fail(0)
retry.start(.loadMore)
retry.start(.retry)
retry.answer(1, first: 1)
retry.start(.retry)
retry.start(.loadMore)
retry.fail(2)
retry.start(.loadMore)
retry.start(.retry)
retry.answer(3, first: 3)
retry.print("retry")

var last = Scenario()
last.start(.load)
last.pager.receive([1], for: last.sent[0])
last.start(.loadMore)
last.print("a short page is the last")
