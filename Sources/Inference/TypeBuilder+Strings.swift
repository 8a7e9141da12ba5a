extension TypeBuilder {
    /// The type of a string position: a pinned `String` or enum, a format (date, UUID, URL),
    /// an enum when `EnumRule` says the values are categories, else `String`.
    mutating func stringType(_ strings: StringStats, pin: TypeOverride?, path: Path, suggestedName: String, scope: inout Scope) -> SwiftTypeReference {
        if pin == .string { return .string }
        if pin != .enumeration, settings.detectsFormats, let formatted = formattedType(strings.formats) {
            return formatted
        }
        guard EnumRule.makesEnum(strings, pin: pin, key: path.keys.last ?? "", settings: settings) else { return .string }
        if let sharedName = shared.enumNameByPath[path.place(.enumeration).path] {
            if sharedDeclarations[sharedName] == nil {
                let declaration = ModelDeclaration.enumeration(Self.makeEnum(named: sharedName, values: shared.enumValues[sharedName] ?? strings.firstSeen))
                sharedDeclarations[sharedName] = declaration
                if defersSharedTypes {
                    deferredShared.append(.declared(name: sharedName, declaration))
                }
            }
            return .named(sharedName)
        }
        let name = uniqueTypeName(suggestedName, in: &scope, identity: path.identity(.enumeration), path: path)
        scope.declarations.append(.enumeration(Self.makeEnum(named: name, values: strings.firstSeen)))
        return .named(name)
    }

    private mutating func formattedType(_ formats: StringFormats) -> SwiftTypeReference? {
        if formats.contains(.dateTime) || formats.contains(.dateOnly) {
            supportTypes.insert(.iso8601Date)
            return .named(SupportType.iso8601Date.rawValue)
        }
        let support: SupportType
        if formats.contains(.uppercaseUUID) {
            support = .uppercaseUUID
        } else if formats.contains(.lowercaseUUID) {
            support = .lowercaseUUID
        } else if formats.contains(.webAddress) {
            support = .urlText
        } else {
            return nil
        }
        supportTypes.insert(support)
        return .named(support.rawValue)
    }

    /// The type for a position the manifest pins as `Date`.
    mutating func dateType(for shape: TypeShape) -> SwiftTypeReference? {
        if shape.kindCount == 1, shape.strings != nil {
            supportTypes.insert(.iso8601Date)
            return .named(SupportType.iso8601Date.rawValue)
        }
        if shape.kindCount == 1, let numbers = shape.numbers {
            let support: SupportType = numbers.largestMagnitude >= 100_000_000_000 ? .epochMilliseconds : .epochSeconds
            supportTypes.insert(support)
            return .named(support.rawValue)
        }
        return nil
    }

    static func makeEnum(named name: String, values: [String]) -> ModelEnum {
        var used: Set<String> = []
        let cases = values.map { value in
            ModelEnum.Case(name: unique(Naming.caseName(forValue: value), in: &used), value: value)
        }
        return ModelEnum(name: name, cases: cases, unknownCaseName: used.contains("unknown") ? "unrecognized" : "unknown")
    }
}
