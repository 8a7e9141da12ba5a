import TemplateEngine
import Testing

/// Every tag and expression form, with the output it must give.
@Suite struct TagSpecs {
    static let shop: TemplateDictionary = [
        "module": ["name": "jacob"],
        "names": ["a", "b", "c"],
        "empty": [],
        "prices": ["regular": 10, "sale": 7.5],
        "key": "sale",
        "flag": true,
        "count": 3,
    ]

    static let expressions: [Spec] = [
        .output("string literals in either quotes, with escapes", #"{{ "say \"hi\"" }} {{ 'it\'s' }} {{ "a\tb" }}"#, "say \"hi\" it's a\tb"),
        .output("number literals", "{{ 42 }} {{ -3 }} {{ 1.5 }} {{ -0.25 }}", "42 -3 1.5 -0.25"),
        .output("boolean and null literals", "{{ true }} {{ false }} [{{ null }}]", "true false []"),
        .output("dotted lookup", "{{ module.name }}", shop, "jacob"),
        .output("list subscripts, negative from the end", "{{ names[0] }}{{ names[2] }}{{ names[-1] }}{{ names[-3] }}", shop, "acca"),
        .output("dictionary subscript with a string", #"{{ prices["regular"] }}"#, shop, "10"),
        .output("subscript with a variable after a dotted lookup", "{{ shop.prices[key] }}", ["shop": .dictionary(shop), "key": "sale"], "7.5"),
        .output("subscript with a filtered expression", "{{ prices[upper|lowercase] }}", ["prices": ["sale": 7], "upper": "SALE"], "7"),
        .output("a list's count, first, last and numbered elements", "{{ names.count }} {{ names.first }} {{ names.last }} {{ names.1 }} [{{ empty.first }}]", shop, "3 a c b []"),
        .output("filters chain, with arguments", #"{{ names|join:", "|uppercase }}"#, shop, "A, B, C"),
        .output("filter arguments may be variables", "{{ names|join:module.name }}", shop, "ajacobbjacobc"),
        .output("numbers and booleans print as written", "{{ count }} {{ prices.sale }} {{ flag }}", shop, "3 7.5 true"),
    ]

    static let loops: [Spec] = [
        .output(
            "for exposes forloop.first, last, counter, counter0 and length",
            "{% for x in names %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.length }}{{ x }}{% if forloop.first %}^{% endif %}{% if forloop.last %}${% endif %} {% endfor %}",
            shop,
            "103a^ 213b 323c$ "
        ),
        .output("empty renders when the list is empty", "{% for x in empty %}{{ x }}{% empty %}none{% endfor %}", shop, "none"),
        .output("empty is skipped when the list has items", "{% for x in names %}{{ x }}{% empty %}none{% endfor %}", shop, "abc"),
        .output(
            "for key, value walks a dictionary in source order",
            "{% for key, value in d %}{{ key }}={{ value }}{% if not forloop.last %}, {% endif %}{% endfor %}",
            ["d": ["zulu": 1, "alpha": 2, "mike": 3]],
            "zulu=1, alpha=2, mike=3"
        ),
        .output("one variable over a dictionary walks its keys", "{% for key in d %}{{ key }}{% endfor %}", ["d": ["b": 1, "a": 2]], "ba"),
        .output("an empty dictionary renders empty", "{% for k, v in d %}x{% empty %}none{% endfor %}", ["d": .dictionary(TemplateDictionary())], "none"),
        .output(
            "forloop is the innermost loop's; set keeps an outer counter",
            "{% for a in names %}{% set outer = forloop.counter %}{% for b in names %}{% if forloop.first %}{{ outer }}:{% endif %}{{ forloop.counter }}{% endfor %} {% endfor %}",
            shop,
            "1:123 2:123 3:123 "
        ),
        .output("a loop variable shadows a context variable only inside the loop", "{% for count in names %}{{ count }}{% endfor %}{{ count }}", shop, "abc3"),
        .output("forloop prints as a dictionary's values through a key", #"{% for x in names %}{{ forloop["counter"] }}{% endfor %}"#, shop, "123"),
    ]

    static let conditionals: [Spec] = [
        .output(
            "if, elif and else take the first true branch",
            "{% for n in ns %}{% if n == 1 %}one{% elif n > 1 and n < 5 %}few{% elif n >= 5 %}many{% else %}none{% endif %} {% endfor %}",
            ["ns": [0, 1, 3, 9]],
            "none one few many "
        ),
        .output(
            "comparison operators",
            "{% if 2 != 3 %}a{% endif %}{% if 2 <= 2 %}b{% endif %}{% if 3 >= 4 %}X{% endif %}{% if \"b\" > \"a\" %}c{% endif %}{% if 1 == 1.0 %}d{% endif %}{% if 2 < 2.5 %}e{% endif %}",
            "abcde"
        ),
        .output(
            "in and not in look in lists, dictionary keys and strings",
            #"{% if "b" in names %}a{% endif %}{% if "sale" in prices %}b{% endif %}{% if "co" in "jacob" %}c{% endif %}{% if "z" not in names %}d{% endif %}{% if "c" not in "abc" %}X{% endif %}"#,
            shop,
            "abcd"
        ),
        .output(
            "not, and, or and parentheses",
            "{% if not (flag and count == 2) or empty %}a{% endif %}{% if flag and not empty or count == 9 %}b{% endif %}{% if not flag or (count > 1 and not count > 5) %}c{% endif %}",
            shop,
            "abc"
        ),
        .output(
            "false, null, zero and empty strings, lists and dictionaries are false",
            #"{% for v in values %}{% if v %}T{% else %}F{% endif %}{% endfor %}"#,
            ["values": [false, .null, 0, 0.0, "", [], .dictionary(TemplateDictionary()), true, 1, "x", [0], ["k": 0]]],
            "FFFFFFFTTTTT"
        ),
        .output("== compares any two values without error", #"{% if names == "abc" %}X{% else %}ok{% endif %}"#, shop, "ok"),
    ]

    static let comments: [Spec] = [
        .output("comments print nothing", "a{# a note #}b{# {{ not rendered }} {% nor this %} #}c", "abc"),
        .output("comments span lines", "a{# one\ntwo #}b", "ab"),
    ]

    static let assignments: [Spec] = [
        .output("set binds an expression", #"{% set title = module.name|upperFirst %}{{ title }}!"#, shop, "Jacob!"),
        .output("set again replaces the value", "{% set x = 1 %}{% set x = x %}{% set x = 2 %}{{ x }}", "2"),
        .output("a set inside if is seen after endif", "{% if flag %}{% set size = \"big\" %}{% else %}{% set size = \"small\" %}{% endif %}{{ size }}", shop, "big"),
        .output(
            "a set inside a loop lasts one iteration and stays in the loop",
            #"{% for x in names %}{% if x == "b" %}{% set seen = x %}{% endif %}{{ seen|default:"-" }}{% endfor %}|{{ seen|default:"gone" }}"#,
            shop,
            "-b-|gone"
        ),
        .output("set may shadow a context variable from there on", "{{ count }}{% set count = 9 %}{{ count }}", shop, "39"),
    ]

    static let includes: [Spec] = [
        .output("include renders another template in place", "<{% include \"header.stencil\" %}>", shop, files: ["header.stencil": "{{ module.name }}"], "<jacob>"),
        .output(
            "an included template sees the loop variables at the tag",
            "{% for x in names %}{% include \"item.stencil\" %}{% endfor %}",
            shop,
            files: ["item.stencil": "[{{ forloop.counter }}{{ x }}]"],
            "[1a][2b][3c]"
        ),
        .output("include names folders relative to the set", "{% include \"partials/a.stencil\" %}", files: ["partials/a.stencil": "{% include \"partials/b.stencil\" %}!", "partials/b.stencil": "b"], "b!"),
        .output(
            "a set inside an included template stays there",
            #"{% include "set.stencil" %}{{ local|default:"-" }}"#,
            files: ["set.stencil": "{% set local = 1 %}{{ local }}"],
            "1-"
        ),
        .output("a template may be included twice", "{% include \"x\" %}{% include \"x\" %}", files: ["x": "x"], "xx"),
        .output(
            "an included template's macros are its own",
            "{% include \"macros\" %}",
            files: ["macros": "{% macro twice(v) %}{{ v }}{{ v }}{% endmacro %}{{ twice(\"ab\") }}"],
            "abab"
        ),
    ]

    static let macros: [Spec] = [
        .output(
            "macros take arguments and defaults, and are called as expressions",
            #"{% macro greet(name, mark="!") %}Hi {{ name|upperFirst }}{{ mark }}{% endmacro %}{{ greet("bob") }} {{ greet(module.name, "?") }}"#,
            shop,
            "Hi Bob! Hi Jacob?"
        ),
        .output("a default may use earlier parameters", #"{% macro pair(a, b=a) %}{{ a }}{{ b }}{% endmacro %}{{ pair("x") }}{{ pair("x", "y") }}"#, "xxxy"),
        .output("filters apply to what a macro returns", "{% macro lines() %}a\nb{% endmacro %}[{{ lines()|indent:2 }}]", "[a\n  b]"),
        .output("a macro can be called before its definition", "{{ m() }}{% macro m() %}m{% endmacro %}", "m"),
        .output("a macro sees the context", "{% macro title() %}{{ module.name }}{% endmacro %}{{ title() }}", shop, "jacob"),
        .output("set can hold what a macro returns", "{% macro m(x) %}<{{ x }}>{% endmacro %}{% set s = m(1) %}{{ s }}{{ s }}", "<1><1>"),
        .output(
            "macros recurse, for nested structures",
            "{% macro tree(node) %}{{ node.name }}{% if node.children %}({% for child in node.children %}{{ tree(child) }}{% if not forloop.last %},{% endif %}{% endfor %}){% endif %}{% endmacro %}{{ tree(root) }}",
            ["root": ["name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]], ["name": "d", "children": []]]]],
            "a(b(c),d)"
        ),
        .output(
            "a recursive macro indents nested declarations",
            """
            {% macro declare(type) %}
            struct {{ type.name }} {
            {% for nested in type.nested %}
                {{ declare(nested)|indent:4 }}
            {% endfor %}
            }
            {%- endmacro %}
            {{ declare(root) }}

            """,
            ["root": ["name": "A", "nested": [["name": "B", "nested": [["name": "C", "nested": []]]]]]],
            "struct A {\n    struct B {\n        struct C {\n        }\n    }\n}\n"
        ),
    ]

    static let inheritance: [Spec] = [
        .output(
            "a child overrides blocks; the others render as the base wrote them",
            "{% extends \"base\" %}\n{% block title %}Child{% endblock %}\n",
            files: ["base": "<{% block title %}Base{% endblock %}|{% block body %}body{% endblock %}>"],
            "<Child|body>"
        ),
        .output(
            "block.super renders the overridden definition",
            "{% extends \"base\" %}{% block title %}[{{ block.super }}]{% endblock %}",
            files: ["base": "<{% block title %}Base{% endblock %}>"],
            "<[Base]>"
        ),
        .output(
            "chains of extends resolve each block to the most derived definition",
            "{% extends \"middle\" %}{% block a %}C{{ block.super }}{% endblock %}",
            files: [
                "middle": "{% extends \"base\" %}{% block a %}B{{ block.super }}{% endblock %}{% block b %}b{% endblock %}",
                "base": "{% block a %}A{% endblock %}-{% block b %}base b{% endblock %}",
            ],
            "CBA-b"
        ),
        .output(
            "a block inside a loop of the base sees the loop variable",
            "{% extends \"base\" %}{% block item %}<{{ x }}>{% endblock %}",
            shop,
            files: ["base": "{% for x in names %}{% block item %}{{ x }}{% endblock %}{% endfor %}"],
            "<a><b><c>"
        ),
        .output(
            "a child may override only a nested block",
            "{% extends \"base\" %}{% block inner %}I{% endblock inner %}",
            files: ["base": "{% block outer %}({% block inner %}i{% endblock %}){% endblock %}"],
            "(I)"
        ),
        .output("without extends, blocks render in place", "a{% block b %}b{% endblock %}c", "abc"),
        .output(
            "blocks can call the base template's macros",
            "{% extends \"base\" %}{% block body %}{{ shout(\"hi\") }}{% endblock %}",
            files: ["base": "{% macro shout(x) %}{{ x|uppercase }}{% endmacro %}[{% block body %}{% endblock %}]"],
            "[HI]"
        ),
        .output(
            "an included template may extend another",
            "{% include \"page\" %}!",
            files: ["page": "{% extends \"base\" %}{% block b %}page{% endblock %}", "base": "<{% block b %}{% endblock %}>"],
            "<page>!"
        ),
    ]

    @Test(arguments: expressions) func expressionSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: loops) func loopSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: conditionals) func conditionalSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: comments) func commentSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: assignments) func assignmentSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: includes) func includeSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: macros) func macroSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: inheritance) func inheritanceSpec(_ spec: Spec) { spec.check() }
}
