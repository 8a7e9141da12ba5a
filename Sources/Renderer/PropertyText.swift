import Inference

/// The Swift expressions that show a property of `model` on screen, for `ScreenLayout`: text
/// for a label, a URL for an image, a currency amount for a price.
struct PropertyText {
    var scope: ModelTypeScope
    /// The qualified name of the struct the properties belong to.
    var enclosing: String

    func field(_ property: ModelProperty) -> ScreenLayout.Field? {
        text(of: "model." + property.name, type: property.type).map {
            ScreenLayout.Field(name: property.name, label: ScreenLayout.label(property.name), role: "detail", text: $0)
        }
    }

    /// A `String` expression showing `value` of `type`, or nil for a value without a short
    /// text (a union, a nested struct with no title).
    func text(of value: String, type: SwiftTypeReference) -> String? {
        switch type {
        case .string: return value
        case .int: return "String(\(value))"
        case .double: return "\(value).formatted()"
        case .bool: return "\(value) ? \"Yes\" : \"No\""
        case .optional(.string): return "\(value) ?? \"-\""
        case .optional(let wrapped): return text(of: "$0", type: wrapped).map { "\(value).map { \($0) } ?? \"-\"" }
        case .array(.string): return "\(value).joined(separator: \", \")"
        case .array, .dictionary: return "String(\(value).count)"
        case .verbatim, .indirect: return nil
        case .named(let name):
            guard let declaration = scope.resolve(name, in: enclosing)?.declaration else {
                return SupportType(rawValue: name).flatMap { support(value, $0) }
            }
            switch declaration {
            case .enumeration: return "\(value).rawValue"
            case .structure(let nested):
                let titles = ScreenLayout.titleNames
                return nested.properties.first { $0.type == .string && titles.contains($0.name.lowercased()) }.map { "\(value).\($0.name)" }
            case .union: return nil
            }
        }
    }

    func isDate(_ type: SwiftTypeReference) -> Bool {
        switch type {
        case .optional(let wrapped): return isDate(wrapped)
        case .named(let name): return scope.resolve(name, in: enclosing) == nil && [.iso8601Date, .epochSeconds, .epochMilliseconds].contains(SupportType(rawValue: name))
        default: return false
        }
    }

    /// A `URL?` expression for an image property: an address, the first of a list of
    /// addresses, or the first address of a list of images.
    func imageURL(of property: ModelProperty) -> String? {
        let value = "model." + property.name
        switch property.type {
        case .named(let name) where isURLText(name): return "\(value).url"
        case .optional(.named(let name)) where isURLText(name): return "\(value)?.url"
        case .array(.named(let name)) where isURLText(name): return "\(value).first?.url"
        case .array(.named(let name)):
            guard let (declaration, qualified) = scope.resolve(name, in: enclosing), case .structure(let image) = declaration else {
                return nil
            }
            let inner = PropertyText(scope: scope, enclosing: qualified)
            return image.properties.first { if case .named(let url) = $0.type { return inner.isURLText(url) } else { return false } }
                .map { "\(value).first?.\($0.name).url" }
        default:
            return nil
        }
    }

    /// The price as an amount of money in `currencyCode` (an expression), or as a number.
    func price(_ property: ModelProperty, currencyCode: String?) -> String? {
        let style = currencyCode.map { ".currency(code: \($0))" } ?? ""
        switch property.type {
        case .double, .int: return "model.\(property.name).formatted(\(style))"
        case .optional(.double), .optional(.int): return "model.\(property.name).map { $0.formatted(\(style)) } ?? \"-\""
        default: return nil
        }
    }

    /// A `String` expression of a currency code property: a string or a string enum.
    func currencyCode(of property: ModelProperty) -> String? {
        switch property.type {
        case .string: return "model." + property.name
        case .named(let name):
            guard case .enumeration? = scope.resolve(name, in: enclosing)?.declaration else {
                return nil
            }
            return "model.\(property.name).rawValue"
        default: return nil
        }
    }

    private func isURLText(_ name: String) -> Bool {
        scope.resolve(name, in: enclosing) == nil && SupportType(rawValue: name) == .urlText
    }

    private func support(_ value: String, _ type: SupportType) -> String? {
        switch type {
        case .iso8601Date: return "\(value).date?.formatted(date: .abbreviated, time: .shortened) ?? \(value).text"
        case .epochSeconds, .epochMilliseconds: return "\(value).date.formatted(date: .abbreviated, time: .shortened)"
        case .lowercaseUUID, .uppercaseUUID, .urlText: return "\(value).text"
        case .indirect, .jsonValue: return nil
        }
    }
}
