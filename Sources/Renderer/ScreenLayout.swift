import Inference

/// `endpoint.screen`: how a screen of a GET endpoint shows its model, for sets that lay out
/// views: the type a row (a list's item) or the detail shows, and its properties by role.
/// Every expression reads a value named `model` of that type.
package struct ScreenLayout: Sendable, Encodable, Equatable {
    /// `{name, label, role, text, url}`: a property shown on screen. `text` is a `String`
    /// expression (`model.price.formatted()`); an image has `url` (a `URL?` expression) instead.
    package struct Field: Sendable, Encodable, Equatable {
        package var name: String
        /// The property's name in words, for a label: `Original price`.
        package var label: String
        /// `title`, `subtitle`, `image`, `price`, `date` or `detail`.
        package var role: String
        package var text: String?
        package var url: String?
    }

    /// `list` for a paged endpoint, `values` for another whose payload is an array of values
    /// that are not objects (its `title` reads each as `model[index]`), `detail` otherwise.
    package var kind: String
    /// The Swift type shown: the list's item type, or the payload's.
    package var type: String
    package var title: Field?
    package var subtitle: Field?
    package var image: Field?
    package var price: Field?
    package var date: Field?
    /// Every property shown, title and image excepted, in the order of the JSON keys.
    package var fields: [Field]

    static let titleNames = ["title", "name", "displayname", "fullname", "headline", "subject", "label", "username", "login"]
    static let subtitleNames = ["subtitle", "summary", "description", "brand", "caption", "author", "category"]
    static let imageWords = ["image", "thumbnail", "avatar", "photo", "picture", "icon", "logo", "cover", "poster", "banner"]
    static let priceWords = ["price", "amount", "cost", "fee"]

    /// The layout of `type` (a name relative to the top of the model file); nil for an
    /// endpoint that is an action, not a screen.
    /// - Parameter payload: the payload's type, whose elements a `values` screen lists.
    static func layout(isScreen: Bool, isList: Bool, type: String, payload: SwiftTypeReference, scope: ModelTypeScope) -> ScreenLayout? {
        guard isScreen else {
            return nil
        }
        if !isList, case .array(let element) = payload, let text = PropertyText(scope: scope, enclosing: "").text(of: "model[index]", type: element), !isObject(element, scope: scope) {
            var layout = ScreenLayout(kind: "values", type: type, fields: [])
            layout.title = Field(name: "", label: "", role: "title", text: text)
            return layout
        }
        var layout = ScreenLayout(kind: isList ? "list" : "detail", type: type, fields: [])
        guard let (declaration, qualified) = scope.resolve(type, in: nil), case .structure(let structure) = declaration else {
            layout.title = Field(name: "", label: "", role: "title", text: "String(describing: model)")
            return layout
        }
        let texts = PropertyText(scope: scope, enclosing: qualified)
        let properties = structure.properties
        let titleProperty = Self.titleProperty(properties)
        let currency = properties.first { $0.name.lowercased().contains("currency") }.flatMap { texts.currencyCode(of: $0) }
        for property in properties where property.name != titleProperty?.name {
            let lowered = property.name.lowercased()
            if layout.image == nil, Self.imageWords.contains(where: lowered.contains), let url = texts.imageURL(of: property) {
                layout.image = Field(name: property.name, label: Self.label(property.name), role: "image", url: url)
                continue
            }
            guard var field = texts.field(property) else {
                continue
            }
            if layout.price == nil, Self.priceWords.contains(where: lowered.contains), let price = texts.price(property, currencyCode: currency) {
                field.role = "price"
                field.text = price
                layout.price = field
            } else if layout.date == nil, texts.isDate(property.type) {
                field.role = "date"
                layout.date = field
            } else if layout.subtitle == nil, Self.subtitleNames.contains(lowered), property.type.spellsString {
                field.role = "subtitle"
                layout.subtitle = field
            }
            layout.fields.append(field)
        }
        if let titleProperty, var title = texts.field(titleProperty) {
            title.role = "title"
            layout.title = title
        }
        return layout
    }

    private static func isObject(_ type: SwiftTypeReference, scope: ModelTypeScope) -> Bool {
        switch type {
        case .optional(let wrapped), .indirect(let wrapped): return isObject(wrapped, scope: scope)
        case .named(let name):
            if case .enumeration? = scope.resolve(name, in: nil)?.declaration {
                return false
            }
            return scope.resolve(name, in: nil) != nil
        default: return false
        }
    }

    private static func titleProperty(_ properties: [ModelProperty]) -> ModelProperty? {
        let strings = properties.filter { $0.type.spellsString }
        for name in titleNames {
            if let found = strings.first(where: { $0.name.lowercased() == name }) {
                return found
            }
        }
        return strings.first { !$0.type.isOptional && !$0.name.lowercased().hasSuffix("id") }
    }

    /// `originalPrice` → `Original price`, `thumbnailURL` → `Thumbnail URL`.
    static func label(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name.filter { $0 != "`" })
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            let startsWord = character.isUppercase && previous.map { $0.isLowercase || $0.isNumber || (next?.isLowercase == true && $0.isUppercase) } == true
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        let lowered = words.map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }
        return lowered.joined(separator: " ").prefix(1).uppercased() + lowered.joined(separator: " ").dropFirst()
    }
}

extension SwiftTypeReference {
    /// `String` or `String?`.
    var spellsString: Bool {
        self == .string || self == .optional(.string)
    }
}
