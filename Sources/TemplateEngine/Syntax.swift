import Diagnostics

/// A template as parsed from one file, before includes, inheritance, macros and names are
/// resolved.
struct ParsedTemplate: Sendable {
    var source: SourceText
    var nodes: [SyntaxNode]
    var macros: [SyntaxMacro]
    /// `{% extends "name" %}`, when the template extends another.
    var extends: SyntaxName?
    /// Every block of the template, nested ones included, by name.
    var blocks: [String: SyntaxBlock]
    /// The blocks outside any other block, in source order.
    var topLevelBlocks: [SyntaxBlock]
    /// The names its `{% set %}`s set, in its body and its macros: found once per parse, as
    /// every compile that reaches the file needs them (`TemplateCompiler.setNames`).
    var setNames: Set<String>
}

extension ParsedTemplate {
    static func setNames(in nodes: [SyntaxNode]) -> Set<String> {
        var names: Set<String> = []
        for node in nodes {
            switch node {
            case .set(let name, _): names.insert(name.text)
            case .forLoop(let loop): names.formUnion(setNames(in: loop.body + loop.emptyBody))
            case .conditional(let branches, let otherwise): names.formUnion(setNames(in: branches.flatMap(\.body) + otherwise))
            case .block(let block): names.formUnion(setNames(in: block.body))
            case .text, .output, .include, .jump, .now: break
            }
        }
        return names
    }
}

/// A name or a quoted file name as written, with the position of its first character.
struct SyntaxName: Sendable, Equatable {
    var text: String
    var position: SourcePosition
}

indirect enum SyntaxNode: Sendable {
    case text(String, SourcePosition)
    case output(SyntaxExpression)
    case forLoop(SyntaxLoop)
    case conditional([SyntaxBranch], otherwise: [SyntaxNode])
    case set(SyntaxName, SyntaxExpression)
    /// `{% include "name" %}`, or `{% include "name" value %}`, where the included template
    /// sees the members of the dictionary `value` as variables.
    case include(SyntaxName, context: SyntaxExpression?)
    case block(SyntaxBlock)
    /// `{% break %}` or `{% continue %}`, with the label of the loop it leaves, if any.
    case jump(SyntaxJump)
    /// `{% now %}`: the clock's date, in `DateFormat`.
    case now(DateFormat, SourcePosition)
}

struct SyntaxJump: Sendable {
    var isBreak: Bool
    var label: SyntaxName?
    var position: SourcePosition
}

struct SyntaxLoop: Sendable {
    /// One name (`for x in xs`) or two (`for key, value in dict`).
    var variables: [SyntaxName]
    var iterable: SyntaxExpression
    var body: [SyntaxNode]
    /// Rendered instead of the body when the sequence is empty (`{% empty %}`).
    var emptyBody: [SyntaxNode]
    /// `{% outer: for … %}`: the name `break`, `continue` and `forloop.outer` refer to it by.
    var label: SyntaxName?
    /// `for x in xs where condition`: the items for which it is false are left out.
    var condition: SyntaxExpression?
}

struct SyntaxBranch: Sendable {
    var condition: SyntaxExpression
    var body: [SyntaxNode]
}

struct SyntaxBlock: Sendable {
    var name: SyntaxName
    var body: [SyntaxNode]
}

struct SyntaxMacro: Sendable {
    var name: SyntaxName
    var parameters: [SyntaxParameter]
    var body: [SyntaxNode]
}

struct SyntaxParameter: Sendable {
    var name: SyntaxName
    var defaultValue: SyntaxExpression?
}

/// An expression inside `{{ }}` or a tag, with the position errors about it point at.
struct SyntaxExpression: Sendable {
    indirect enum Kind: Sendable {
        case literal(TemplateValue)
        case name(String)
        /// `base.name`; also `xs.0`.
        case member(SyntaxExpression, String)
        /// `base[index]`.
        case index(SyntaxExpression, SyntaxExpression)
        /// `name(arguments)`: a macro call.
        case call(SyntaxName, [SyntaxExpression])
        case filter(SyntaxExpression, SyntaxName, [SyntaxExpression])
        case not(SyntaxExpression)
        case and(SyntaxExpression, SyntaxExpression)
        case or(SyntaxExpression, SyntaxExpression)
        case comparison(ComparisonOperator, SyntaxExpression, SyntaxExpression)
        /// `first...last`: the whole numbers from one to the other, up or down.
        case range(SyntaxExpression, SyntaxExpression)
        /// `value if condition else otherwise`; null without `else` when the condition is false.
        case choice(SyntaxExpression, condition: SyntaxExpression, otherwise: SyntaxExpression?)
        /// What the nodes print, as a string: the body of `{% set x %}…{% endset %}` and of
        /// `{% filter %}`.
        case captured([SyntaxNode])
        /// StencilSwiftKit's `{% map list into name using item %}…{% endmap %}`: what the body
        /// prints for each item, as a list. Without `using`, the body reads `maploop.item`.
        case mapped(SyntaxExpression, item: SyntaxName?, body: [SyntaxNode])
    }

    var kind: Kind
    var position: SourcePosition
}

enum ComparisonOperator: String, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains = "in"
    case notContains = "not in"
}
