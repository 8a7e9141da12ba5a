import TemplateEngine
import Testing

/// What depends on the context's values is reported when rendering, at the expression that
/// failed, with notes naming the macros, includes and blocks that led there.
@Suite struct RenderErrorSpecs {
    static let context: TemplateDictionary = [
        "module": ["name": "jacob"],
        "properties": [["name": "id", "type": "Int"]],
        "names": ["a", "b"],
        "count": 2,
    ]

    static let lookups: [Spec] = [
        .renderError("an undefined variable, with a suggestion from the context", "{{ modul.name }}", context, """
        t.stencil:1:4: error: undefined variable 'modul'
        {{ modul.name }}
           ^
        note: did you mean 'module'?
        """),
        .renderError("a missing key, with a suggestion", "{{ module.nme }}", context, """
        t.stencil:1:4: error: 'module' has no 'nme'
        {{ module.nme }}
           ^
        note: did you mean 'name'?
        """),
        .renderError("a loop variable's missing key names the path", "{% for property in properties %}{{ property.typ }}{% endfor %}", context, """
        t.stencil:1:36: error: 'property' has no 'typ'
        {% for property in properties %}{{ property.typ }}{% endfor %}
                                           ^
        note: did you mean 'type'?
        """),
        .renderError("a member of a string", "{{ module.name.first }}", context, """
        t.stencil:1:4: error: 'module.name' is a string, which has no 'first'
        {{ module.name.first }}
           ^
        """),
        .renderError("a member of a list other than count, first, last or a number", "{{ names.size }}", context, """
        t.stencil:1:4: error: 'names' is a list, which has no 'size'
        {{ names.size }}
           ^
        note: a list has count, first, last and numbered elements such as .0
        """),
        .renderError("a numbered element past the end", "{{ names.5 }}", context, """
        t.stencil:1:4: error: 'names' has no element 5: it has 2 items
        {{ names.5 }}
           ^
        """),
        .renderError("a subscript out of range", "{{ names[-3] }}", context, """
        t.stencil:1:10: error: index -3 is out of range: 'names' has 2 items
        {{ names[-3] }}
                 ^
        """),
        .renderError("a missing dictionary key in a subscript", #"{{ module["nam"] }}"#, context, """
        t.stencil:1:11: error: 'module' has no key "nam"
        {{ module["nam"] }}
                  ^
        note: did you mean "name"?
        """),
        .renderError("a list subscript that is not a number", #"{{ names["a"] }}"#, context, """
        t.stencil:1:10: error: a list's subscript must be a number, found a string
        {{ names["a"] }}
                 ^
        """),
        .renderError("a subscript of a number", "{{ count[0] }}", context, """
        t.stencil:1:4: error: 'count' is a number, which has no subscript
        {{ count[0] }}
           ^
        """),
        .renderError("a variable whose set did not run", "{% if false %}{% set x = 1 %}{% endif %}{{ x }}", context, """
        t.stencil:1:44: error: 'x' is not set here: the '{% set %}' that sets it did not run
        {% if false %}{% set x = 1 %}{% endif %}{{ x }}
                                                   ^
        """),
    ]

    static let values: [Spec] = [
        .renderError("printing a list", "{{ names }}", context, """
        t.stencil:1:4: error: cannot print a list; loop over it or apply a filter
        {{ names }}
           ^
        """),
        .renderError("looping over a string", "{% for x in module.name %}{% endfor %}", context, """
        t.stencil:1:13: error: 'for' needs a list or a dictionary, found a string
        {% for x in module.name %}{% endfor %}
                    ^
        """),
        .renderError("two loop variables over a list", "{% for k, v in names %}{% endfor %}", context, """
        t.stencil:1:16: error: 'for key, value in' needs a dictionary, found a list
        {% for k, v in names %}{% endfor %}
                       ^
        """),
        .renderError("a filter given the wrong kind of value", "{{ count|join }}", context, """
        t.stencil:1:10: error: filter 'join': needs a list, found a number
        {{ count|join }}
                 ^
        """),
        .renderError("a filter argument of the wrong kind", #"{{ module.name|indent:"4" }}"#, context, """
        t.stencil:1:16: error: filter 'indent': the width must be a whole number, found a string
        {{ module.name|indent:"4" }}
                       ^
        """),
        .renderError("an indent too wide to be meant", "{{ module.name|indent:5000 }}", context, """
        t.stencil:1:16: error: filter 'indent': the width must be from 0 to 1000, found 5000
        {{ module.name|indent:5000 }}
                       ^
        """),
        .renderError("ordering values of different kinds", "{% if names < 3 %}{% endif %}", context, """
        t.stencil:1:7: error: cannot order a list and a number
        {% if names < 3 %}{% endif %}
              ^
        """),
        .renderError("in on a number", "{% if 1 in count %}{% endif %}", context, """
        t.stencil:1:7: error: 'in' needs a list, dictionary or string on the right, found a number
        {% if 1 in count %}{% endif %}
              ^
        """),
        .renderError("sorting a mix of kinds", "{{ mixed|sorted|join }}", ["mixed": [1, "a"]], """
        t.stencil:1:10: error: filter 'sorted': sorts strings or numbers, not a mix or other values
        {{ mixed|sorted|join }}
                 ^
        """),
    ]

    static let chains: [Spec] = [
        .renderError(
            "an error in a macro names the call",
            "{% macro property(p) %}\n    let {{ p.nam }}: {{ p.type }}\n{% endmacro %}\n{% for p in properties %}\n{{ property(p) }}\n{% endfor %}",
            context,
            """
            t.stencil:2:12: error: 'p' has no 'nam'
                let {{ p.nam }}: {{ p.type }}
                       ^
            note: did you mean 'name'?
            note: in macro 'property' called from t.stencil:5:4
            """
        ),
        .renderError(
            "an error in an include inside a macro names both",
            #"{% macro m() %}{% include "part" %}{% endmacro %}{{ m() }}"#,
            context,
            files: ["part": "\n{{ module.title }}"],
            """
            part:2:4: error: 'module' has no 'title'
            {{ module.title }}
               ^
            note: in 'part' included from t.stencil:1:27
            note: in macro 'm' called from t.stencil:1:53
            """
        ),
        .renderError(
            "an error in a base template names the extends",
            #"{% extends "base" %}{% block b %}ok{% endblock %}"#,
            context,
            files: ["base": "{% block b %}{% endblock %}{{ modul }}"],
            """
            base:1:31: error: undefined variable 'modul'
            {% block b %}{% endblock %}{{ modul }}
                                          ^
            note: did you mean 'module'?
            note: in 'base' extended from t.stencil:1:12
            """
        ),
        .renderError(
            "an error in an overridden block names where the base placed it",
            #"{% extends "base" %}{% block b %}{{ block.super }}{% endblock %}"#,
            context,
            files: ["base": "{% block b %}{{ count.x }}{% endblock %}"],
            """
            base:1:17: error: 'count' is a number, which has no 'x'
            {% block b %}{{ count.x }}{% endblock %}
                            ^
            note: in the overridden block 'b' rendered by block.super at t.stencil:1:37
            note: in block 'b' placed at base:1:10
            note: in 'base' extended from t.stencil:1:12
            """
        ),
        .renderError(
            "a recursion that does not stop is an error, not a crash",
            "{% macro down(n) %}{{ down(n) }}{% endmacro %}{{ down(1) }}",
            context,
            """
            t.stencil:1:23: error: macros call each other more than 48 levels deep
            {% macro down(n) %}{{ down(n) }}{% endmacro %}{{ down(1) }}
                                  ^
            note: a recursive macro needs a condition that stops it
            """ + String(repeating: "\nnote: in macro 'down' called from t.stencil:1:23", count: 47) + "\nnote: in macro 'down' called from t.stencil:1:50"
        ),
    ]

    /// A recursive macro whose body nests 98 `if`s: fewer calls than the call limit, but
    /// too deep in all.
    static let deepRecursion = "{% macro down(n) %}" + String(repeating: "{% if true %}", count: 98) + "{{ down(n) }}"
        + String(repeating: "{% endif %}", count: 98) + "{% endmacro %}{{ down(1) }}"

    static let depth: [Spec] = [
        .renderError("loops, branches and macro calls nested deeper than 500 levels", deepRecursion, context, """
        t.stencil:1:78: error: loops, branches, includes and macro calls nested deeper than 500 levels
        \(quoted(deepRecursion, column: 78))
        """ + String(repeating: "\nnote: in macro 'down' called from t.stencil:1:1297", count: 5) + "\nnote: in macro 'down' called from t.stencil:1:2402"),
    ]

    @Test(arguments: depth) func depthSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: lookups) func lookupSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: values) func valueSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: chains) func chainSpec(_ spec: Spec) { spec.check() }
}
