import Inputs
import Planner
import Testing

/// The names the built-in sets declare, in each naming style.
@Suite struct TypeNamesTests {
    private func fields(_ names: ModuleNames) -> [String] {
        [names.api, names.router, names.route, names.entry, names.routerFile, names.entryFile]
    }

    private func fields(_ names: EndpointNames) -> [String] {
        [names.api, names.viewModel, names.viewController, names.cell, names.modelFile, names.cellFile]
    }

    @Test func moduleNamesInSwiftStyle() {
        #expect(fields(ModuleNames(module: "Jacob", naming: .swift)) == [
            "JacobAPI", "JacobRouter", "JacobRoute", "JacobModule", "Router/JacobRouter", "JacobModule",
        ])
    }

    @Test func moduleNamesInGCKitStyle() {
        #expect(fields(ModuleNames(module: "Jacob", naming: .gckit)) == [
            "Jacob_api", "Jacob_router", "Jacob_route", "JacobCore", "Module/Jacob_router", "Module/JacobCore",
        ])
    }

    @Test func endpointNamesInSwiftStyle() {
        #expect(fields(EndpointNames(endpoint: "Home", naming: .swift)) == [
            "HomeAPI", "HomeViewModel", "HomeViewController", "HomeCell", "Home", "HomeCell",
        ])
    }

    @Test func endpointNamesInGCKitStyle() {
        #expect(fields(EndpointNames(endpoint: "Home", naming: .gckit)) == [
            "Home_api", "Home_vm", "Home_vc", "Home_tCell", "Home_model", "tCell/Home_tCell",
        ])
    }
}
