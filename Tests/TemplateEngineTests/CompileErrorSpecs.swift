import TemplateEngine
import Testing

/// Everything wrong that can be known from the templates alone is reported when they are
/// compiled: each at its file, line and column, with the line, a caret and, where one is
/// near, a suggestion.
@Suite struct CompileErrorSpecs {
    static let syntax: [Spec] = [
        .compileError("an unclosed output tag", "a\n{{ x ", """
        t.stencil:2:1: error: '{{' is never closed; expected '}}'
        {{ x 
        ^
        """),
        .compileError("an unclosed comment", "{# note", """
        t.stencil:1:1: error: '{#' is never closed; expected '#}'
        {# note
        ^
        """),
        .compileError("an unclosed block", "{% if x %}\nyes", """
        t.stencil:1:4: error: '{% if %}' is never closed; expected '{% endif %}'
        {% if x %}
           ^
        """),
        .compileError("an unclosed loop", "{% for x in xs %}{% empty %}", """
        t.stencil:1:4: error: '{% for %}' is never closed; expected '{% endfor %}'
        {% for x in xs %}{% empty %}
           ^
        """),
        .compileError("an end tag with no open block", "{% endfor %}", """
        t.stencil:1:4: error: unexpected '{% endfor %}' with no open block
        {% endfor %}
           ^
        """),
        .compileError("else outside if", "a{% else %}", """
        t.stencil:1:5: error: unexpected '{% else %}' with no open block
        a{% else %}
            ^
        """),
        .compileError("an unknown tag, with a suggestion", "{% fro x in xs %}{% endfor %}", """
        t.stencil:1:4: error: unknown tag 'fro'
        {% fro x in xs %}{% endfor %}
           ^
        note: did you mean 'for'?
        """),
        .compileError("an empty tag", "{% %}", """
        t.stencil:1:4: error: expected a tag name after '{%'
        {% %}
           ^
        """),
        .compileError("arguments after else", "{% if x %}{% else if y %}{% endif %}", """
        t.stencil:1:19: error: '{% else %}' takes no arguments
        {% if x %}{% else if y %}{% endif %}
                          ^
        """),
        .compileError("a loop without a sequence", "a\n{% for x in %}", """
        t.stencil:2:13: error: expected an expression after 'in'
        {% for x in %}
                    ^
        """),
        .compileError("a loop without 'in'", "{% for x of xs %}{% endfor %}", """
        t.stencil:1:10: error: expected 'in' after the loop variable, found 'of'
        {% for x of xs %}{% endfor %}
                 ^
        """),
        .compileError("two loop variables of the same name", "{% for k, k in d %}{% endfor %}", """
        t.stencil:1:11: error: both loop variables are named 'k'
        {% for k, k in d %}{% endfor %}
                  ^
        """),
        .compileError("two values side by side", "{{ a b }}", """
        t.stencil:1:6: error: unexpected 'b' in '{{ }}'
        {{ a b }}
             ^
        """),
        .compileError("an unclosed parenthesis", "{% if (a %}{% endif %}", """
        t.stencil:1:10: error: expected ')' to close '(', found the end of the tag
        {% if (a %}{% endif %}
                 ^
        """),
        .compileError("an unclosed subscript", "{{ xs[0 }}", """
        t.stencil:1:9: error: expected ']' after the subscript, found the end of the tag
        {{ xs[0 }}
                ^
        """),
        .compileError("an unclosed string", #"{{ "abc }}"#, """
        t.stencil:1:4: error: string is never closed; expected "
        {{ "abc }}
           ^
        """),
        .compileError("a character the language does not use", "{{ a + b }}", """
        t.stencil:1:6: error: unexpected character '+' in a tag
        {{ a + b }}
             ^
        """),
        .compileError("a filter without a name", "{{ x| }}", """
        t.stencil:1:7: error: expected a filter name after '|', found the end of the tag
        {{ x| }}
              ^
        """),
        .compileError("a block set never closed", "{% set x %}", """
        t.stencil:1:4: error: '{% set %}' is never closed; expected '{% endset %}'
        {% set x %}
           ^
        """),
        .compileError("include without quotes", "{% include header %}", """
        t.stencil:1:12: error: expected a template name after 'include' in quotes, found 'header'
        {% include header %}
                   ^
        """),
        .compileError("parentheses nested too deeply", "{{ " + String(repeating: "(", count: 65) + "x" + String(repeating: ")", count: 65) + " }}", """
        t.stencil:1:68: error: expression nested deeper than 64 levels
        {{ \(String(repeating: "(", count: 65))x\(String(repeating: ")", count: 65)) }}
                                                                           ^
        """),
        .compileError("a chain of operators too long", "{% if a" + String(repeating: " and a", count: 65) + " %}{% endif %}", """
        t.stencil:1:7: error: expression nested deeper than 64 levels
        \(quoted("{% if a" + String(repeating: " and a", count: 65) + " %}{% endif %}", column: 7))
        """),
        .compileError("blocks nested too deeply", String(repeating: "{% if x %}", count: 101), """
        t.stencil:1:1004: error: block tags nested deeper than 100 levels
        \(quoted(String(repeating: "{% if x %}", count: 101), column: 1004))
        """),
    ]

    static let filters: [Spec] = [
        .compileError("an unknown filter, with a suggestion", "{{ x|uperFirst }}", """
        t.stencil:1:6: error: unknown filter 'uperFirst'
        {{ x|uperFirst }}
             ^
        note: did you mean 'upperFirst'?
        """),
        .compileError("an argument to a filter that takes none", "{{ x|upperFirst:1 }}", """
        t.stencil:1:6: error: filter 'upperFirst' takes no arguments, found 1
        {{ x|upperFirst:1 }}
             ^
        """),
        .compileError("too many arguments", #"{{ x|join:",",";" }}"#, """
        t.stencil:1:6: error: filter 'join' takes at most 1 argument, found 2
        {{ x|join:",",";" }}
             ^
        """),
        .compileError("too few arguments", "{{ x|replace }}", """
        t.stencil:1:6: error: filter 'replace' takes 2 arguments, found 0
        {{ x|replace }}
             ^
        """),
        .compileError("default without a fallback", "{{ x|default }}", """
        t.stencil:1:6: error: filter 'default' takes at least 1 argument, found 0
        {{ x|default }}
             ^
        """),
        .compileError("a filter that fails on constants fails when compiling", #"{{ "abc"|join }}"#, """
        t.stencil:1:10: error: filter 'join': needs a list, found a string
        {{ "abc"|join }}
                 ^
        """),
    ]

    static let macros: [Spec] = [
        .compileError("an unknown macro, with a suggestion", "{% macro field(p) %}{% endmacro %}{{ feild(1) }}", """
        t.stencil:1:38: error: unknown macro 'feild'
        {% macro field(p) %}{% endmacro %}{{ feild(1) }}
                                             ^
        note: did you mean 'field'?
        """),
        .compileError("a filter called like a macro", "{{ uppercase(x) }}", """
        t.stencil:1:4: error: unknown macro 'uppercase'
        {{ uppercase(x) }}
           ^
        note: 'uppercase' is a filter; apply it with value|uppercase
        """),
        .compileError("too many macro arguments", "{% macro m(a) %}{% endmacro %}{{ m(1, 2) }}", """
        t.stencil:1:34: error: macro 'm' takes 1 argument, found 2
        {% macro m(a) %}{% endmacro %}{{ m(1, 2) }}
                                         ^
        """),
        .compileError("too few macro arguments", "{% macro m(a, b, c=1) %}{% endmacro %}{{ m(1) }}", """
        t.stencil:1:42: error: macro 'm' takes 2 to 3 arguments, found 1
        {% macro m(a, b, c=1) %}{% endmacro %}{{ m(1) }}
                                                 ^
        """),
        .compileError("a macro inside another macro", "{% macro a() %}{% macro m() %}{% endmacro %}{% endmacro %}", """
        t.stencil:1:19: error: '{% macro %}' cannot stand inside another macro
        {% macro a() %}{% macro m() %}{% endmacro %}{% endmacro %}
                          ^
        """),
        .compileError("two macros of one name", "{% macro m() %}{% endmacro %}\n{% macro m() %}{% endmacro %}", """
        t.stencil:2:10: error: macro 'm' is defined twice in this template
        {% macro m() %}{% endmacro %}
                 ^
        note: the first is at t.stencil:1:10
        """),
        .compileError("two parameters of one name", "{% macro m(a, a) %}{% endmacro %}", """
        t.stencil:1:15: error: macro 'm' has two parameters named 'a'
        {% macro m(a, a) %}{% endmacro %}
                      ^
        """),
        .compileError("a parameter without a default after one with", "{% macro m(a=1, b) %}{% endmacro %}", """
        t.stencil:1:17: error: parameter 'b' needs a default value, as the parameters before it have one
        {% macro m(a=1, b) %}{% endmacro %}
                        ^
        """),
        .compileError("forloop outside a loop, as in a macro called from one", "{% macro m() %}{{ forloop.counter }}{% endmacro %}{% for x in xs %}{{ m() }}{% endfor %}", """
        t.stencil:1:19: error: 'forloop' is only defined inside '{% for %}'
        {% macro m() %}{{ forloop.counter }}{% endmacro %}{% for x in xs %}{{ m() }}{% endfor %}
                          ^
        """),
        .compileError("an unknown forloop attribute", "{% for x in xs %}{{ forloop.index }}{% endfor %}", """
        t.stencil:1:21: error: 'forloop' has no 'index'
        {% for x in xs %}{{ forloop.index }}{% endfor %}
                            ^
        note: it has first, last, counter, counter0, length
        """),
    ]

    static let includes: [Spec] = [
        .compileError("a missing include, with a suggestion", #"{% include "heder.stencil" %}"#, files: ["header.stencil": ""], """
        t.stencil:1:12: error: cannot include 'heder.stencil': there is no such template
        {% include "heder.stencil" %}
                   ^
        note: did you mean 'header.stencil'?
        """),
        .compileError("an include cycle", #"{% include "a" %}"#, files: ["a": "\n{% include \"b\" %}", "b": #"{% include "a" %}"#], """
        b:1:12: error: 'a' includes itself: a → b → a
        {% include "a" %}
                   ^
        note: in 'b' included from a:2:12
        note: in 'a' included from t.stencil:1:12
        """),
        .compileError("an error inside an included template names the include", #"{% include "a" %}"#, files: ["a": "{{ x|nope }}"], """
        a:1:6: error: unknown filter 'nope'
        {{ x|nope }}
             ^
        note: in 'a' included from t.stencil:1:12
        """),
        .compileError("a syntax error inside an included template names the include", #"{% for x in xs %}{% include "a" %}{% endfor %}"#, files: ["a": "{% if %}"], """
        a:1:7: error: expected an expression after 'if'
        {% if %}
              ^
        note: in 'a' included from t.stencil:1:29
        """),
    ]

    /// `f0` includes `f1`, which includes `f2`, and so on: no cycle, but too deep.
    static let includeChain = Dictionary(uniqueKeysWithValues: (0...40).map { ("f\($0)", "{% include \"f\($0 + 1)\" %}") })

    /// 98 nested `if`s around an include of the next file: deep, but no file too deep.
    static let deepChain: [String: String] = Dictionary(uniqueKeysWithValues: (0...40).map { index in
        ("f\(index)", String(repeating: "{% if true %}", count: 98) + "{% include \"f\(index + 1)\" %}" + String(repeating: "{% endif %}", count: 98))
    })

    static let depth: [Spec] = [
        .compileError("tags nested deeper than 200 levels through includes", #"{% include "f0" %}"#, files: deepChain, """
        f2:1:20: error: tags nested deeper than 200 levels, counting those of included templates
        \(quoted(deepChain["f2"] ?? "", column: 20))
        note: in 'f2' included from f1:1:1286
        note: in 'f1' included from f0:1:1286
        note: in 'f0' included from t.stencil:1:12
        """),
        .compileError("includes nested deeper than 32 files", #"{% include "f0" %}"#, files: includeChain, """
        f30:1:12: error: includes and extends are nested deeper than 32 files
        {% include "f31" %}
                   ^
        """ + (0..<30).reversed().map { "\nnote: in 'f\($0 + 1)' included from f\($0):1:12" }.joined() + "\nnote: in 'f0' included from t.stencil:1:12"),
    ]

    static let inheritance: [Spec] = [
        .compileError("extends after other content", #"text{% extends "base" %}"#, files: ["base": ""], """
        t.stencil:1:8: error: '{% extends %}' must be the first tag of the template
        text{% extends "base" %}
               ^
        """),
        .compileError("a missing base template", #"{% extends "bse" %}"#, files: ["base": ""], """
        t.stencil:1:12: error: cannot extend 'bse': there is no such template
        {% extends "bse" %}
                   ^
        note: did you mean 'base'?
        """),
        .compileError("an unknown block, with a suggestion", #"{% extends "base" %}{% block tilte %}x{% endblock %}"#, files: ["base": "{% block title %}{% endblock %}"], """
        t.stencil:1:30: error: unknown block 'tilte': 'base' has no block of that name
        {% extends "base" %}{% block tilte %}x{% endblock %}
                                     ^
        note: did you mean 'title'?
        """),
        .compileError("text outside blocks in a child template", "{% extends \"base\" %}\nstray\n", files: ["base": ""], """
        t.stencil:2:1: error: text outside '{% block %}' in a template that extends another is never rendered
        stray
        ^
        note: move it into a block of the base template
        """),
        .compileError("a tag outside blocks in a child template", "{% extends \"base\" %}\n  {% set x = 1 %}", files: ["base": ""], """
        t.stencil:2:6: error: '{% set %}' outside '{% block %}' in a template that extends another is never rendered
          {% set x = 1 %}
             ^
        note: only '{% block %}' and '{% macro %}' may stand outside blocks here
        """),
        .compileError("an extends cycle", #"{% extends "a" %}"#, files: ["a": #"{% extends "b" %}"#, "b": #"{% extends "a" %}"#], """
        b:1:12: error: 'a' extends itself: a → b → a
        {% extends "a" %}
                   ^
        note: in 'b' extended from a:1:12
        note: in 'a' extended from t.stencil:1:12
        """),
        .compileError("block.super in a block that overrides nothing", "{% block b %}{{ block.super }}{% endblock %}", """
        t.stencil:1:17: error: block 'b' overrides nothing, so 'block.super' has nothing to render
        {% block b %}{{ block.super }}{% endblock %}
                        ^
        note: block.super renders the block's definition in the template this one extends
        """),
        .compileError("two blocks of one name", "{% block b %}{% endblock %}{% block b %}{% endblock %}", """
        t.stencil:1:37: error: block 'b' is defined twice in this template
        {% block b %}{% endblock %}{% block b %}{% endblock %}
                                            ^
        note: the first is at t.stencil:1:10
        """),
        .compileError("an endblock naming another block", "{% block a %}{% endblock b %}", """
        t.stencil:1:26: error: '{% endblock b %}' closes block 'a'
        {% block a %}{% endblock b %}
                                 ^
        """),
        .compileError("a block inside a macro", "{% macro m() %}{% block b %}{% endblock %}{% endmacro %}", """
        t.stencil:1:19: error: '{% block %}' cannot stand inside a macro
        {% macro m() %}{% block b %}{% endblock %}{% endmacro %}
                          ^
        """),
    ]

    static let names: [Spec] = [
        .compileError("a variable the context will not define, with a suggestion", "{{ endpont.name }}", contextNames: ["module", "endpoint"], """
        t.stencil:1:4: error: undefined variable 'endpont'
        {{ endpont.name }}
           ^
        note: did you mean 'endpoint'?
        """),
        .compileError("a macro does not see its caller's variables", "{% macro m() %}{{ item }}{% endmacro %}{% for item in items %}{{ m() }}{% endfor %}", contextNames: ["items"], """
        t.stencil:1:19: error: undefined variable 'item'
        {% macro m() %}{{ item }}{% endmacro %}{% for item in items %}{{ m() }}{% endfor %}
                          ^
        note: did you mean 'items'?
        """),
        .compileError("every problem of a template is reported at once", "{{ a|nope }}\n{{ b(1) }}\n{{ zzz }}", contextNames: ["a"], """
        t.stencil:1:6: error: unknown filter 'nope'
        {{ a|nope }}
             ^
        t.stencil:2:4: error: unknown macro 'b'
        {{ b(1) }}
           ^
        t.stencil:3:4: error: undefined variable 'zzz'
        {{ zzz }}
           ^
        """),
    ]

    @Test(arguments: syntax) func syntaxSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: filters) func filterSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: macros) func macroSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: includes) func includeSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: depth) func depthSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: inheritance) func inheritanceSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: names) func nameSpec(_ spec: Spec) { spec.check() }
}
