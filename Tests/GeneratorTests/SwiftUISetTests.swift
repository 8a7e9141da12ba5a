import Diagnostics
import Foundation
import Generator
import Testing
import TestSupport

/// The swiftui set's modules, checked on Linux where SwiftUI does not exist: every source file,
/// views included, typechecks in the Swift 6 language mode with no warning against the
/// SwiftUI stub of Tests/Stubs, which declares exactly the API listed here.
@Suite struct SwiftUISetTests {
    /// The stub's declarations, in its order, normalized by `SwiftDeclarations`: a declaration
    /// added to the stub fails `theStubDeclaresExactlyTheListedAPI` until it is listed here.
    static let listed = [
        "protocol View",
        "associatedtype Body:View",
        "@ViewBuilder @MainActor @preconcurrency var body:Self.Body",
        "@frozen struct EmptyView:View",
        "nonisolated init()",
        "var body:Never",
        "extension Never:View",
        "var body:Never",
        "@frozen struct TupleView<T>:View",
        "var value:T",
        "init(_ value:T)",
        "var body:Never",
        "@frozen struct _ConditionalContent<TrueContent,FalseContent>:View where TrueContent:View,FalseContent:View",
        "var body:Never",
        "extension Optional:View where Wrapped:View",
        "var body:Never",
        "@resultBuilder struct ViewBuilder",
        "static func buildExpression<Content>(_ content:Content)->Content where Content:View",
        "static func buildBlock()->EmptyView",
        "static func buildBlock<Content>(_ content:Content)->Content where Content:View",
        "static func buildBlock<each Content>(_ content:repeat each Content)->TupleView<(repeat each Content)>where repeat each Content:View",
        "static func buildIf<Content>(_ content:Content?)->Content?where Content:View",
        "static func buildEither<TrueContent,FalseContent>(first:TrueContent)->_ConditionalContent<TrueContent,FalseContent>where TrueContent:View,FalseContent:View",
        "static func buildEither<TrueContent,FalseContent>(second:FalseContent)->_ConditionalContent<TrueContent,FalseContent>where TrueContent:View,FalseContent:View",
        "@frozen struct ModifiedView:View",
        "var body:Never",
        "@frozen @propertyWrapper struct State<Value>:DynamicProperty",
        "init(wrappedValue value:Value)",
        "init(initialValue value:Value)",
        "var wrappedValue:Value",
        "var projectedValue:Binding<Value>",
        "protocol DynamicProperty",
        "@frozen @dynamicMemberLookup struct Binding<Value>",
        "var wrappedValue:Value",
        "subscript<Subject>(dynamicMember keyPath:WritableKeyPath<Value,Subject>)->Binding<Subject>",
        "@frozen struct LocalizedStringKey:Equatable,ExpressibleByStringInterpolation",
        "init(_ value:String)",
        "init(stringLiteral value:String)",
        "init(stringInterpolation:LocalizedStringKey.StringInterpolation)",
        "struct StringInterpolation:StringInterpolationProtocol",
        "init(literalCapacity:Int,interpolationCount:Int)",
        "mutating func appendLiteral(_ literal:String)",
        "mutating func appendInterpolation(_ string:String)",
        "@frozen struct Text:View,Equatable",
        "init<S>(_ content:S)where S:StringProtocol",
        "init(_ key:LocalizedStringKey,tableName:String?=nil,bundle:Bundle?=nil,comment:StaticString?=nil)",
        "func font(_ font:Font?)->Text",
        "var body:Never",
        "struct Font:Hashable,Sendable",
        "static let title2=Font()",
        "static let headline=Font()",
        "static let subheadline=Font()",
        "static let caption=Font()",
        "@frozen struct Image:View,Equatable",
        "init(systemName:String)",
        "func resizable(capInsets:EdgeInsets=EdgeInsets(),resizingMode:Image.ResizingMode=.stretch)->Image",
        "enum ResizingMode:Sendable",
        "case tile",
        "case stretch",
        "var body:Never",
        "@frozen struct EdgeInsets:Equatable",
        "init()",
        "@MainActor @preconcurrency struct AsyncImage<Content>:View where Content:View",
        "init<I,P>(url:URL?,scale:CGFloat=1,@ViewBuilder content:@escaping(Image)->I,@ViewBuilder placeholder:@escaping()->P)where Content==_ConditionalContent<I,P>,I:View,P:View",
        "var body:Never",
        "struct Label<Title,Icon>:View where Title:View,Icon:View",
        "var body:Never",
        "extension Label where Title==Text,Icon==Image",
        "init(_ titleKey:LocalizedStringKey,systemImage name:String)",
        "@MainActor @preconcurrency struct Button<Label>:View where Label:View",
        "var body:Never",
        "extension Button where Label==Text",
        "nonisolated init(_ titleKey:LocalizedStringKey,action:@escaping @MainActor()->Void)",
        "struct ProgressView<Label,CurrentValueLabel>:View where Label:View,CurrentValueLabel:View",
        "var body:Never",
        "extension ProgressView where Label==EmptyView,CurrentValueLabel==EmptyView",
        "init()",
        "struct ContentUnavailableView<Label,Description,Actions>:View where Label:View,Description:View,Actions:View",
        "init(@ViewBuilder label:()->Label,@ViewBuilder description:()->Description=",
        "var body:Never",
        "extension ContentUnavailableView where Label==SwiftUI.Label<Text,Image>,Description==Text?,Actions==EmptyView",
        "nonisolated init(_ title:LocalizedStringKey,systemImage name:String,description:Text?=nil)",
        "@frozen struct HStack<Content>:View where Content:View",
        "init(alignment:VerticalAlignment=.center,spacing:CGFloat?=nil,@ViewBuilder content:()->Content)",
        "var body:Never",
        "@frozen struct VStack<Content>:View where Content:View",
        "init(alignment:HorizontalAlignment=.center,spacing:CGFloat?=nil,@ViewBuilder content:()->Content)",
        "var body:Never",
        "@frozen struct HorizontalAlignment:Equatable",
        "static let leading=HorizontalAlignment()",
        "static let center=HorizontalAlignment()",
        "@frozen struct VerticalAlignment:Equatable",
        "static let center=VerticalAlignment()",
        "@frozen struct Alignment:Equatable",
        "static let center=Alignment()",
        "@frozen struct Spacer:View",
        "init(minLength:CGFloat?=nil)",
        "var body:Never",
        "@MainActor @preconcurrency struct List<SelectionValue,Content>:View where SelectionValue:Hashable,Content:View",
        "var body:Never",
        "extension List where SelectionValue==Never",
        "nonisolated init(@ViewBuilder content:()->Content)",
        "struct ForEach<Data,ID,Content>where Data:RandomAccessCollection,ID:Hashable",
        "var data:Data",
        "var content:(Data.Element)->Content",
        "extension ForEach:View where Content:View",
        "init(_ data:Data,id:KeyPath<Data.Element,ID>,@ViewBuilder content:@escaping(Data.Element)->Content)",
        "var body:Never",
        "struct Form<Content>:View where Content:View",
        "init(@ViewBuilder content:()->Content)",
        "var body:Never",
        "struct Section<Parent,Content,Footer>",
        "extension Section:View where Parent==EmptyView,Content:View,Footer==EmptyView",
        "init(@ViewBuilder content:()->Content)",
        "var body:Never",
        "struct LabeledContent<Label,Content>",
        "extension LabeledContent:View where Label==Text,Content==Text",
        "init<S>(_ titleKey:LocalizedStringKey,value:S)where S:StringProtocol",
        "var body:Never",
        "@MainActor @preconcurrency struct NavigationStack<Data,Root>:View where Root:View",
        "var body:Never",
        "extension NavigationStack where Data==NavigationPath",
        "init(@ViewBuilder root:()->Root)",
        "extension NavigationStack where Data:MutableCollection,Data:RandomAccessCollection,Data:RangeReplaceableCollection,Data.Element:Hashable",
        "init(path:Binding<Data>,@ViewBuilder root:()->Root)",
        "struct NavigationPath",
        "@MainActor @preconcurrency struct NavigationLink<Label,Destination>:View where Label:View,Destination:View",
        "var body:Never",
        "extension NavigationLink where Destination==Never",
        "init<P>(value:P?,@ViewBuilder label:()->Label)where P:Hashable",
        "protocol ShapeStyle:Sendable",
        "@frozen enum HierarchicalShapeStyle:ShapeStyle",
        "case secondaryStyle",
        "extension ShapeStyle where Self==HierarchicalShapeStyle",
        "static var secondary:HierarchicalShapeStyle",
        "extension View",
        "nonisolated func font(_ font:Font?)->ModifiedView",
        "nonisolated func foregroundStyle<S>(_ style:S)->ModifiedView where S:ShapeStyle",
        "nonisolated func frame(width:CGFloat?=nil,height:CGFloat?=nil,alignment:Alignment=.center)->ModifiedView",
        "nonisolated func clipped(antialiased:Bool=false)->ModifiedView",
        "nonisolated func scaledToFill()->ModifiedView",
        "nonisolated func overlay<V>(alignment:Alignment=.center,@ViewBuilder content:()->V)->ModifiedView where V:View",
        "nonisolated func navigationTitle(_ titleKey:LocalizedStringKey)->ModifiedView",
        "nonisolated func navigationDestination<D,C>(for data:D.Type,@ViewBuilder destination:@escaping(D)->C)->ModifiedView where D:Hashable,C:View",
        "nonisolated func onOpenURL(perform action:@escaping(URL)->())->ModifiedView",
        "nonisolated func task(name:String?=nil,priority:TaskPriority=.userInitiated,file:String=#fileID,line:Int=#line,_ action:sending @escaping @isolated(any)()async->Void)->ModifiedView",
        "nonisolated func refreshable(action:@escaping @Sendable()async->Void)->ModifiedView",
    ]

    @Test(arguments: Examples.names.map { ($0, false) } + [("Shop", true), (GeneratedCodeTests.reservedNames, false)])
    func modulesTypecheckAgainstTheSwiftUIStubInSwift6(example: String, internalAccess: Bool) throws {
        let stub = try SwiftUIStub.build()
        let folder = try TemporaryFolder()
        let sources = try GeneratedCodeTests.packageSources(example, set: "swiftui", internalAccess: internalAccess, in: folder.path)
        #expect(sources.contains { $0.contains("/View/") }, "\(example) has no view")
        let typecheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", "6", "-I", stub] + sources)
        #expect(typecheck.status == 0 && typecheck.errorOutput.isEmpty, "\(example) with swiftui:\n\(typecheck.errorOutput)")
    }

    @Test func aViewThatCallsSwiftUIWronglyFailsToTypecheck() throws {
        let stub = try SwiftUIStub.build()
        let folder = try TemporaryFolder()
        let source = folder.path + "/Wrong.swift"
        try "import SwiftUI\nstruct Wrong: View {\n    var body: some View {\n        ProgressView(value: 1)\n    }\n}\n".write(toFile: source, atomically: true, encoding: .utf8)
        let typecheck = try Swiftc.run(["-typecheck", "-swift-version", "6", "-I", stub, source])
        #expect(typecheck.status != 0)
    }

    @Test func onlyGETEndpointsGetScreensAndRoutes() throws {
        let files = try Examples.generate("Shop", set: "swiftui")
        let paths = files.map(\.path)
        #expect(paths.contains("Sources/Shop/View/CatalogView.swift"))
        #expect(!paths.contains { $0.contains("AddToCartView") || $0.contains("AddToCartViewModel") })
        #expect(paths.contains("Sources/Shop/ViewModel/AddToCartAction.swift"))
        let router = try #require(files.first { $0.path == "Sources/Shop/Router/ShopRouter.swift" })
        #expect(!router.contents.contains("addToCart"))
        #expect(router.contents.contains("case productDetail(productID: String)"))
    }

    @Test func thePackageDeclaresSwift6AndIOS17() throws {
        let package = try #require(try Examples.generate("Shop", set: "swiftui").first { $0.path == "Package.swift" })
        #expect(package.contents.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(package.contents.contains(".iOS(.v17)"))
        #expect(!package.contents.contains("14.0"), "the manifest's iOS 14 is raised to 17")
    }

    /// Jacob's list items carry the `id` of `jacob/product/<id>` (an `Int` for a `String`
    /// placeholder): each row pushes that route, in the swiftui set and in the rxswift set's
    /// view controller. Shop's `Product` items give their `id` as the `productID` of
    /// `shop/product/<product_id>`; Store's orders match no screen, so their rows open nothing.
    @Test func aRowOpensTheScreenWhoseRouteItsItemCarries() throws {
        let home = try #require(try Examples.generate("Jacob", set: "swiftui").first { $0.path == "Sources/Jacob/View/HomeView.swift" })
        #expect(home.contents.contains("NavigationLink(value: row.route) {"))
        #expect(home.contents.contains("    var route: JacobRoute {\n        .product(id: \"\\(model.id)\")\n    }"))
        let controller = try #require(try Examples.generate("Jacob", set: "rxswift", allLayers: true).first { $0.path == "ViewController/HomeViewController.swift" })
        #expect(controller.contents.contains("tableView.rx.modelSelected(Home.Item.self)"))
        #expect(controller.contents.contains("self?.openRoute?(.product(id: \"\\(model.id)\"))"))
        let catalog = try #require(try Examples.generate("Shop", set: "swiftui").first { $0.path == "Sources/Shop/View/CatalogView.swift" })
        #expect(catalog.contents.contains(".productDetail(productID: \"\\(model.id)\")"))
        let orders = try #require(try Examples.generate("Store", set: "swiftui").first { $0.path == "Sources/Store/View/UserOrdersView.swift" })
        #expect(!orders.contents.contains("NavigationLink"))
    }

    /// `opens:` names the screen a list's rows open instead of the first whose route the item
    /// carries; `opens: none` opens nothing; a screen whose route the item cannot fill is an
    /// error at the `opens:` entry, before anything is generated.
    @Test func gensYmlSaysWhichScreenARowOpens() throws {
        func rowRoute(opens: String?) throws -> String? {
            let folder = try TemporaryFolder()
            try folder.write("{\"items\": [{\"id\": 7, \"slug\": \"a\", \"title\": \"A\"}]}\n", to: "samples/articles.json")
            try folder.write("{\"id\": 1, \"title\": \"A\"}\n", to: "samples/article.json")
            try folder.write("{\"id\": 1, \"title\": \"A\"}\n", to: "samples/article_by_slug.json")
            try folder.write("{\"id\": 1, \"title\": \"A\"}\n", to: "samples/article_by_code.json")
            try folder.write("""
            module: News
            endpoints:
              - name: Articles
                path: /articles
                list: { items: items }
            \(opens.map { "    opens: \($0)\n" } ?? "")  - name: Article
                path: /articles/{id}
              - name: ArticleBySlug
                path: /articles/slug/{slug}
                params: { slug: String }
              - name: ArticleByCode
                path: /articles/code/{code}
                params: { code: String }

            """, to: "gen.yml")
            let view = try #require(try Examples.generate(folder: folder.path, set: "swiftui").first { $0.path == "Sources/News/View/ArticlesView.swift" })
            return view.contents.split(separator: "\n").first { $0.hasPrefix("        .article") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(try rowRoute(opens: nil) == #".article(id: "\(model.id)")"#)
        #expect(try rowRoute(opens: "ArticleBySlug") == #".articleBySlug(slug: model.slug)"#)
        #expect(try rowRoute(opens: "none") == nil)
        func problem(opens: String) -> Diagnostic? {
            do {
                _ = try rowRoute(opens: opens)
                return nil
            } catch let error as DiagnosticError {
                return error.diagnostics.first
            } catch {
                return nil
            }
        }
        let lacking = try #require(problem(opens: "ArticleByCode"))
        #expect(lacking.message == "'Articles' opens 'ArticleByCode', but its items carry no 'code' for it")
        #expect(lacking.location?.position == SourcePosition(line: 6, column: 12))
        #expect(lacking.location?.path.hasSuffix("gen.yml") == true)
        let missing = try #require(problem(opens: "Articel"))
        #expect(missing.message == "'Articles' opens 'Articel', which is no endpoint of the module")
        #expect(missing.hint == "did you mean 'Article'?")
    }

    /// A placeholder of the detail's `route:` that is no path parameter is matched like one:
    /// items with an `id` and a `lang` open `news/article/<id>/<lang>`; items without a
    /// `lang` open nothing, the detail needing it.
    @Test func aRoutesPlaceholderIsMatchedByName() throws {
        func rowRoute(_ item: String) throws -> String? {
            let folder = try TemporaryFolder()
            try folder.write("{\"items\": [\(item)]}\n", to: "samples/articles.json")
            try folder.write("{\"id\": 1, \"title\": \"A\"}\n", to: "samples/article.json")
            try folder.write("""
            module: News
            endpoints:
              - name: Articles
                method: GET
                path: /articles
                list: { page: page, size: size, first: 1, pageSize: 20, items: items }
              - name: Article
                method: GET
                path: /articles/{id}
                params: { lang: String }
                route: news/article/<id>/<lang>

            """, to: "gen.yml")
            let view = try #require(try Examples.generate(folder: folder.path, set: "swiftui").first { $0.path == "Sources/News/View/ArticlesView.swift" })
            return view.contents.split(separator: "\n").first { $0.contains("        .article(") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(try rowRoute(#"{"id": 7, "lang": "en", "title": "A"}"#) == #".article(id: "\(model.id)", lang: model.lang)"#)
        #expect(try rowRoute(#"{"id": 7, "title": "A"}"#) == nil)
    }

    /// A GET endpoint whose payload is an array of strings, numbers or dates lists them, one a
    /// row, instead of a detail showing `String(describing:)` of the array; the module typechecks.
    @Test func anArrayOfValuesIsListed() throws {
        let folder = try TemporaryFolder()
        try folder.write("[\"red\", \"green\"]\n", to: "samples/colors.json")
        try folder.write("[1, 2, 3]\n", to: "samples/sizes.json")
        try folder.write("module: Tags\nendpoints:\n  - name: Colors\n    method: GET\n    path: /colors\n  - name: Sizes\n    method: GET\n    path: /sizes\n", to: "gen.yml")
        let files = try Examples.generate(folder: folder.path, set: "swiftui")
        let colors = try #require(files.first { $0.path == "Sources/Tags/View/ColorsView.swift" })
        #expect(colors.contents.contains("ForEach(model.indices, id: \\.self) { index in\n                Text(model[index])\n"))
        let sizes = try #require(files.first { $0.path == "Sources/Tags/View/SizesView.swift" })
        #expect(sizes.contents.contains("Text(String(model[index]))"))
        #expect(!files.contains { $0.contents.contains("String(describing: model)") })
        let written = try TemporaryFolder()
        let sources = try Examples.write(files, to: written.path).filter { $0.hasPrefix(written.path + "/Sources/") }
        let typecheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", "6", "-I", try SwiftUIStub.build()] + sources)
        #expect(typecheck.status == 0 && typecheck.errorOutput.isEmpty, "\(typecheck.errorOutput)")
    }

    @Test func theStubDeclaresExactlyTheListedAPI() throws {
        let stub = try String(contentsOfFile: Repository.root + "/Tests/Stubs/SwiftUI.swift", encoding: .utf8)
        #expect(SwiftDeclarations.api(of: stub) == Self.listed)
    }
}

/// The SwiftUI stub module, built once for this checkout and compiler (`ModuleCache`).
enum SwiftUIStub {
    static func build() throws -> String {
        try shared.get()
    }

    private static let source = Repository.root + "/Tests/Stubs/SwiftUI.swift"

    private static let shared: Result<String, StubLibraries.BuildFailure> = Result {
        try ModuleCache.folder(named: "swiftui-stub", recipe: "-emit-module -wmo -parse-as-library -swift-version 5", sources: [source]) { folder in
            let build = try Swiftc.run([
                "-emit-module", "-wmo", "-parse-as-library", "-swift-version", "5", "-module-name", "SwiftUI",
                "-emit-module-path", folder + "/SwiftUI.swiftmodule", source,
            ])
            guard build.status == 0 else {
                throw StubLibraries.BuildFailure(description: "the SwiftUI stub does not build:\n\(build.errorOutput)")
            }
        }
    }.mapError { $0 as? StubLibraries.BuildFailure ?? StubLibraries.BuildFailure(description: "\($0)") }
}
