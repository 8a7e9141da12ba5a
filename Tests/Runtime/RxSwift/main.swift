import Foundation
import Moya
import RxSwift

// Each scenario drives a generated view model through one interleaving of inputs and answers,
// on the main queue as a screen would, and prints what was sent and what the screen shows.

func listScenario(_ name: String, _ steps: (ScriptedServer<Home>, HomeViewModel.Input, PublishSubject<Void>, PublishSubject<Void>, PublishSubject<Void>, PublishSubject<Void>) -> Void) {
    let server = ScriptedServer<Home>()
    let (load, refresh, loadMore, retry) = (PublishSubject<Void>(), PublishSubject<Void>(), PublishSubject<Void>(), PublishSubject<Void>())
    let input = HomeViewModel.Input(load: load, refresh: refresh, loadMore: loadMore, retry: retry)
    let viewModel = HomeViewModel(api: HomeAPI(server: server), pageSize: 2)
    let output = viewModel.transform(input)
    var items: [Home.Item] = []
    var errors = 0
    let bag = DisposeBag()
    output.items.drive(onNext: { items = $0 }).disposed(by: bag)
    output.error.emit(onNext: { _ in errors += 1 }).disposed(by: bag)
    steps(server, input, load, refresh, loadMore, retry)
    print("\(name): sent \(server.log), \(items.count) items, \(errors) errors")
}

func run() throws {
    let page = try JSONDecoder().decode(Home.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
    listScenario("load-more during the first load") { server, _, load, _, loadMore, _ in
        load.onNext(())
        loadMore.onNext(())
        server.answer(0, with: page)
    }
    listScenario("load-more during a refresh") { server, _, load, refresh, loadMore, _ in
        load.onNext(())
        server.answerLast(with: page)
        loadMore.onNext(())
        server.answerLast(with: page)
        refresh.onNext(())
        loadMore.onNext(())
        server.answer(2, with: page)
        server.answerLast(with: page)
        loadMore.onNext(())
        server.answerLast(with: page)
    }
    listScenario("refresh during a load-more") { server, _, load, refresh, loadMore, _ in
        load.onNext(())
        server.answer(0, with: page)
        loadMore.onNext(())
        refresh.onNext(())
        server.answer(2, with: page)
        server.answer(1, with: page)
        loadMore.onNext(())
        server.answer(3, with: page)
    }
    listScenario("retry") { server, _, load, _, loadMore, retry in
        retry.onNext(())
        load.onNext(())
        server.answer(0, with: page)
        retry.onNext(())
        loadMore.onNext(())
        server.fail(1)
        loadMore.onNext(())
        retry.onNext(())
        server.answer(2, with: page)
    }

    let cart = try JSONDecoder().decode(AddToCart.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2])))
    let server = ScriptedServer<AddToCart>()
    let action = AddToCartAction(api: AddToCartAPI(server: server))
    var answers = 0
    var running: [Bool] = []
    let bag = DisposeBag()
    action.isRunning.subscribe(onNext: { running.append($0) }).disposed(by: bag)
    action.run(productID: 1, quantity: 2).subscribe(onNext: { _ in answers += 1 }).disposed(by: bag)
    action.run(productID: 5, quantity: 6).subscribe(onNext: { _ in answers += 1 }).disposed(by: bag)
    server.answer(0, with: cart)
    action.run(productID: 3, quantity: 4).subscribe(onNext: { _ in answers += 1 }).disposed(by: bag)
    server.fail(1)
    print("run, run while one is in flight, run that fails: sent \(server.log), \(answers) answers, isRunning \(running), failed \(action.error.value is ScriptedFailure)")

    let success = try String(contentsOf: URL(fileURLWithPath: CommandLine.arguments[3]), encoding: .utf8)
    let failure = #"{"code": 7, "msg": "Out of stock", "data": null}"#
    for (status, body) in [(200, success), (200, failure), (422, failure), (502, "Bad Gateway")] {
        _ = Single.just(Response(statusCode: status, data: Data(body.utf8)))
            .mapPayload(AddToCart.self)
            .subscribe(
                onSuccess: { _ in print("HTTP \(status): the payload") },
                onFailure: { error in
                    switch error {
                    case let error as ServerError:
                        print("HTTP \(status): ServerError code \(error.code), message \(error.message ?? "none"), httpStatus \(error.httpStatus.map(String.init) ?? "nil")")
                    case MoyaError.statusCode(let response):
                        print("HTTP \(status): MoyaError.statusCode(\(response.statusCode))")
                    default:
                        print("HTTP \(status): \(error)")
                    }
                }
            )
    }
}

DispatchQueue.main.async {
    do {
        try run()
        exit(0)
    } catch {
        print("failed: \(error)")
        exit(1)
    }
}
dispatchMain()
