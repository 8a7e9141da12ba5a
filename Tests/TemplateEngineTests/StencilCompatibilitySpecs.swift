import Diagnostics
import TemplateEngine
import Testing

/// Stencil 0.15.1's documented tags, filters and expressions, case by case, with the outputs
/// its documentation and specs give; and StencilSwiftKit's, as SwiftGen and Sourcery use them.
@Suite struct StencilCompatibilitySpecs {
    static let context: TemplateDictionary = [
        "items": [1, 2, 3],
        "users": [["name": "Kyle"], ["name": "Katie"], ["name": "Ana"]],
        "dict": ["one": "I", "two": "II"],
        "name": "kyle",
        "j": 3,
        "admin": false,
        "user": "kyle",
        "value": "One\nTwo\n\nThree",
        "myfilter": "uppercase",
        "wrong": "nosuchfilter",
        "param": ["enumName": "Asset"],
        "comment": ["text": "hi", "author": "Ana"],
        "ünïcode": "yes",
    ]

    static let loops: [Spec] = [
        .output("for over a list", "{% for i in items %}{{ i }}{% endfor %}", context, "123"),
        .output("for over a dictionary", "{% for key, value in dict %}{{ key }}={{ value }};{% endfor %}", context, "one=I;two=II;"),
        .output("for over a range of literals", "{% for i in 1...3 %}{{ i }}{% endfor %}", context, "123"),
        .output("for over a descending range", "{% for i in 3...1 %}{{ i }}{% endfor %}", context, "321"),
        .output("for over a range of variables", "{% for i in 1...j %}{{ i }}{% endfor %}", context, "123"),
        .output("for over a range up to a count", "{% for i in 1...items.count %}{{ i }}{% endfor %}", context, "123"),
        .output("in tests a range", "{% if 2 in 1...3 %}yes{% endif %}{% if 4 in 1...3 %}no{% endif %}", context, "yes"),
        .output("for … where leaves items out", #"{% for user in users where user.name != "Kyle" %}{{ user.name }} {% endfor %}"#, context, "Katie Ana "),
        .output("for … where counts the items it keeps", "{% for i in items where i > 1 %}{{ forloop.counter }}/{{ forloop.length }} {% endfor %}", context, "1/2 2/2 "),
        .output("for … where with nothing kept renders empty", "{% for i in items where i == 0 %}{{ i }}{% empty %}none{% endfor %}", context, "none"),
        .output("a missing list walks as empty", "{% for i in param.extraImports %}{{ i }}{% empty %}none{% endfor %}{% for i in missing %}{{ i }}{% endfor %}", context, "none"),
        .output("empty for an empty list", "{% for i in nothing %}{{ i }}{% empty %}There are no users.{% endfor %}", ["nothing": []], "There are no users."),
        .output("forloop attributes", "{% for i in items %}{% if forloop.first %}F{% endif %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.length }}{% if forloop.last %}L{% endif %} {% endfor %}", context, "F103 213 323L "),
        .output("break", "{% for item in items %}{{ item }}{% break %}{% endfor %}", context, "1"),
        .output("break from an inner node", "{% for item in items %}{{ item }}{% if forloop.first %}<{% break %}>{% endif %}!{% endfor %}", context, "1<"),
        .output("break leaves the inner loop only", "{% for item in items %}o{{ item }}{% for item in items %}i{{ item }}{% break %}{% endfor %} {% endfor %}", context, "o1i1 o2i1 o3i1 "),
        .output("break outer by its label", "{% outer: for item in items %}o{{ item }}{% for item in items %}{% break outer %}i{% endfor %}{% endfor %}", context, "o1"),
        .output("continue", "{% for item in items %}{{ item }}{% continue %}!{% endfor %}", context, "123"),
        .output("continue from an inner node", "{% for item in items %}{% if forloop.last %}<{% continue %}>{% endif %}!{{ item }}{% endfor %}", context, "!1!2<"),
        .output("continue the inner loop", "{% for item in items %}{% for item in items %}{% continue %}i{% endfor %}o{{ item }} {% endfor %}", context, "o1 o2 o3 "),
        .output("continue outer by its label", "{% outer: for item in items %}{% for item in items %}i{{ item }} {% continue outer %}{% endfor %}o{% endfor %}", context, "i1 i1 i1 "),
        .output("forloop.label reads a labelled loop", "{% outer: for item in 1...2 %}{% for item in items %}{{ forloop.counter }}-{{ forloop.outer.counter }},{% endfor %}---{% endfor %}", context, "1-1,2-1,3-1,---1-2,2-2,3-2,---"),
        .output("forloop.label two loops out", "{% outer: for a in 1...2 %}{% for b in 1...2 %}{% for c in items %}{{ forloop.counter }}-{{ forloop.outer.counter }},{% endfor %}{% endfor %};{% endfor %}", context, "1-1,2-1,3-1,1-1,2-1,3-1,;1-2,2-2,3-2,1-2,2-2,3-2,;"),
        .compileError("break outside a loop", "{% for item in items %}{% endfor %}{% break %}", """
        t.stencil:1:39: error: '{% break %}' outside '{% for %}'
        {% for item in items %}{% endfor %}{% break %}
                                              ^
        """),
        .compileError("continue with an unknown label", "{% outer: for item in items %}{% continue inner %}{% endfor %}", """
        t.stencil:1:43: error: no loop labelled 'inner' around '{% continue %}'
        {% outer: for item in items %}{% continue inner %}{% endfor %}
                                                  ^
        """),
    ]

    static let conditions: [Spec] = [
        .output("if, elif, else", "{% if admin %}admin{% elif user %}user{% else %}nobody{% endif %}", context, "user"),
        .output("a missing variable tests false", "{% if missing %}yes{% else %}no{% endif %}", context, "no"),
        .output("a missing key tests false", "{% if param.publicAccess %}public{% else %}internal{% endif %}", context, "internal"),
        .output("a missing key under not tests true", "{% if not param.publicAccess %}internal{% endif %}", context, "internal"),
        .output("missing keys under and and or", "{% if param.a or param.enumName %}x{% endif %}{% if param.a and param.enumName %}y{% endif %}", context, "x"),
        .output("comparing a missing key", #"{% if param.x.count > 0 %}a{% endif %}{% if param.x == "a" %}b{% endif %}{% if param.x != "a" %}c{% endif %}{% if param.x == param.y %}d{% endif %}"#, context, "cd"),
        .output("not binds tighter than and, and than or", "{% if admin or user and not admin %}yes{% endif %}", context, "yes"),
        .output("parentheses", "{% if (admin or user) and admin %}yes{% else %}no{% endif %}", context, "no"),
        .output("comparisons", "{% if j == 3 %}a{% endif %}{% if j != 3 %}b{% endif %}{% if j < 4 %}c{% endif %}{% if j <= 3 %}d{% endif %}{% if j > 2 %}e{% endif %}{% if j >= 4 %}f{% endif %}", context, "acde"),
        .output("ifnot", "{% ifnot missing %}not found{% else %}found{% endif %}", context, "not found"),
        .output("ifnot with else", "{% ifnot user %}not found{% else %}found{% endif %}", context, "found"),
        .output("inline if", #"{{ "yes" if user else "no" }}"#, context, "yes"),
        .output("inline if with a false condition", #"{{ "yes" if admin else "no" }}"#, context, "no"),
        .output("inline if without else", #"[{{ "yes" if admin }}]"#, context, "[]"),
        .output("inline if on a missing key", #"{{ "public" if param.publicAccess else "internal" }}"#, context, "internal"),
    ]

    static let tags: [Spec] = [
        .output("filter tag", "{% filter uppercase %}Test{% endfilter %}", context, "TEST"),
        .output("filter tag with a chain", "{% filter lowercase|capitalize %}TEST{% endfilter %}", context, "Test"),
        .output("filter tag with arguments", #"{% filter indent:2," ",true %}a{% endfilter %}"#, context, "  a"),
        .output("include passes the context", #"{% include "comment.html" %}"#, context, files: ["comment.html": "{{ name }}"], "kyle"),
        .output("include with a context of its own", #"{% include "comment.html" comment %}"#, context, files: ["comment.html": "{{ text }} by {{ author }}, {{ name }}"], "hi by Ana, kyle"),
        .output("block.super", #"{% extends "base" %}{% block body %}child {{ block.super }}{% endblock %}"#, context, files: ["base": "{% block body %}base{% endblock %}"], "child base"),
        .output("block.name", #"{% extends "base" %}{% block body %}{{ block.name }}: {{ block.super }}{% endblock %}"#, context, files: ["base": "{% block body %}{{ block.name }}{% endblock %}"], "body: body"),
        .output("set with =", "{% set x = 1 %}{{ x }}", context, "1"),
        .output("set without =", #"{% set x "a"|uppercase %}{{ x }}"#, context, "A"),
        .output("set without = of a missing value sets null", "{% set x param.missing %}[{{ x }}]{% if not x %}unset{% endif %}", context, "[]unset"),
        .output("block set", #"{% set enumName %}{{ param.enumName|default:"Asset" }}s{% endset %}{{ enumName }}"#, context, "Assets"),
        .output("block set inside a loop", "{% for i in items %}{% set x %}<{{ i }}>{% endset %}{{ x }}{% endfor %}", context, "<1><2><3>"),
        .output("StencilSwiftKit macro and call", "{% macro greet who greeting %}{{ greeting }}, {{ who }}!{% endmacro %}{% call greet name \"Hi\" %}", context, "Hi, kyle!"),
        .output("call with fewer arguments leaves the rest null", "{% macro greet who greeting %}[{{ greeting }}]{{ who }}{% endmacro %}{% call greet name %}", context, "[]kyle"),
        .output("call arguments take filters", "{% macro shout who %}{{ who }}{% endmacro %}{% call shout name|uppercase %}", context, "KYLE"),
        .output("a macro inside if and for", "{% if user %}{% macro m x %}({{ x }}){% endmacro %}{% endif %}{% for i in items %}{% call m i %}{% endfor %}", context, "(1)(2)(3)"),
        .output("a macro sees what the template set before the call", "{% set access %}public{% endset %}{% macro decl x %}{{ access }} let {{ x }}{% endmacro %}{% call decl name %}", context, "public let kyle"),
        Spec(
            name: "a macro reads a name the template sets, though the context lacks it",
            template: "{% macro decl x %}{{ access }} {{ x }}{% endmacro %}{% set access = \"public\" %}{% call decl user %}",
            context: context,
            contextNames: ["user"],
            expected: .output("public kyle")
        ),
        Spec(
            name: "testing a name the context lacks is no compile error",
            template: "{% if param.publicAccess or missing %}public{% else %}internal{% endif %}",
            context: context,
            contextNames: ["param"],
            expected: .output("internal")
        ),
        .output("gen's own macros still work", "{% macro m(x) %}({{ x }}){% endmacro %}{{ m(1) }}", context, "(1)"),
        .output("map into a list", #"{% map users into names using user %}<{{ user.name }}>{% endmap %}{{ names|join:"," }}"#, context, "<Kyle>,<Katie>,<Ana>"),
        .output("map without using reads maploop", #"{% map items into numbers %}{{ maploop.counter }}:{{ maploop.item }}{% endmap %}{{ numbers|join:"," }}"#, context, "0:1,1:2,2:3"),
        .output("now prints Stencil's default format", "{% now %}", context, "2026-03-07 at 09:05"),
        .output("now with a format", #"{% now "yyyy-MM-dd" %}"#, context, "2026-03-07"),
        .output("now with a time format", #"{% now "HH:mm" %}"#, context, "09:05"),
        .output("now with seconds and quoted text", #"{% now "dd/MM/yyyy 'T' HH:mm:ss" %}"#, context, "07/03/2026 T 09:05:04"),
        .output("now with quotes inside and outside quoted text", #"{% now "HH 'o''clock', ''mm''" %}"#, context, "09 o'clock, '05'"),
        .compileError("now with a field gen cannot format", #"{% now "EEEE d" %}"#, """
        t.stencil:1:9: error: unsupported date field 'EEEE' in '{% now %}'
        {% now "EEEE d" %}
                ^
        note: use yyyy, MM, dd, HH, mm and ss; quote other letters, as in 'at'
        """),
        .output("non-ASCII variable names", "{{ ünïcode }}", context, "yes"),
        .output("a name with a combining mark", "{% if u\u{0308} %}{{ u\u{0308} }}{% endif %}", ["u\u{0308}": "ü"], "ü"),
        .output("a dictionary's count", "{{ dict.count }}", context, "2"),
    ]

    static let whitespace: [Spec] = [
        .output("a line of tags leaves nothing", "a\n  {% if user %}\nb\n  {% endif %}\nc", context, "a\nb\nc"),
        .output("+%} keeps the line break", "a\n{% if user +%}\nb\n{% endif %}\nc", context, "a\n\nb\nc"),
        .output("{%+ keeps the indentation", "a\n  {%+ if user %}\nb\n{% endif %}\nc", context, "a\n  b\nc"),
        .output("- trims around a tag", "a  {%- if user -%}  b  {%- endif -%}  c", context, "abc"),
    ]

    static let filters: [Spec] = [
        .output("capitalize", #"{{ "stencil"|capitalize }} {{ "hello wORLD"|capitalize }}"#, context, "Stencil Hello World"),
        .output("capitalize a list", #"{{ words|capitalize|join:"," }}"#, ["words": ["ab", "cD"]], "Ab,Cd"),
        .output("uppercase and lowercase", #"{{ "Stencil"|uppercase }} {{ "Stencil"|lowercase }}"#, context, "STENCIL stencil"),
        .output("default for a missing variable", #"Hello {{ missing|default:"World" }}"#, context, "Hello World"),
        .output("default for a missing key", #"Hello {{ param.missing|default:"anonymous" }}"#, context, "Hello anonymous"),
        .output("default with several fallbacks", #"Hello {{ missing|default:a,b,"World" }}"#, context, "Hello World"),
        .output("default takes the first present fallback", #"Hello {{ missing|default:a,name,"World" }}"#, context, "Hello kyle"),
        .output("default of a number", "{{ missing|default:1 }} {{ missing|default:1.5 }}", context, "1 1.5"),
        .output("join", #"{{ items|join:", " }} {{ items|join }}"#, context, "1, 2, 3 123"),
        .output("split", #"{{ "a, b"|split:", "|join:"|" }} {{ "a b"|split|join:"|" }}"#, context, "a|b a|b"),
        .output("indent with a width", "{{ value|indent:2 }}", context, "One\n  Two\n\n  Three"),
        .output("indent with a character", #"{{ value|indent:2,"\t" }}"#, context, "One\n\t\tTwo\n\n\t\tThree"),
        .output("indent with three arguments", #"{{ value|indent:2," ",true }}"#, context, "  One\n  Two\n\n  Three"),
        .output("indent with no arguments", "{{ value|indent }}", context, "One\n    Two\n\n    Three"),
        .output("indent with gen's boolean", "{{ value|indent:1,true }}", context, " One\n Two\n\n Three"),
        .output("filter by a name", "{{ name|filter:myfilter }}", context, "KYLE"),
        .renderError("filter by an unknown name", "{{ name|filter:wrong }}", context, """
        t.stencil:1:9: error: filter 'filter': wrong names no filter that takes no arguments
        {{ name|filter:wrong }}
                ^
        """),
    ]

    static let stencilSwiftKitFilters: [Spec] = [
        .output("lowerFirstWord", #"{{ "SomeName"|lowerFirstWord }} {{ "URLSession"|lowerFirstWord }} {{ "ABC"|lowerFirstWord }} {{ "a"|lowerFirstWord }}"#, context, "someName urlSession abc a"),
        .output("upperFirstLetter and lowerFirstLetter", #"{{ "someName"|upperFirstLetter }} {{ "SomeName"|lowerFirstLetter }}"#, context, "SomeName someName"),
        .output("swiftIdentifier normal", #"{{ "hello world"|swiftIdentifier:"normal" }} {{ "2be"|swiftIdentifier:"normal" }}"#, context, "Hello_World _2be"),
        .output("swiftIdentifier pretty", #"{{ "some-name"|swiftIdentifier:"pretty" }} {{ "HELLO_WORLD"|swiftIdentifier:"pretty" }} {{ "_private_thing"|swiftIdentifier:"pretty" }}"#, context, "SomeName HelloWorld PrivateThing"),
        .output("swiftIdentifier valid", #"{{ "hello world"|swiftIdentifier:"valid" }}"#, context, "hello_world"),
        .output("gen's swiftIdentifier without a mode", #"{{ "class"|swiftIdentifier }} {{ "a b"|swiftIdentifier }}"#, context, "`class` a_b"),
        .output("escapeReservedKeywords", #"{{ "self"|escapeReservedKeywords }} {{ "name"|escapeReservedKeywords }}"#, context, "`self` name"),
        .output("basename and dirname", #"{{ "a/b/c.png"|basename }} {{ "a/b/c.png"|dirname }} {{ "c.png"|dirname }} {{ "/c.png"|dirname }}"#, context, "c.png a/b . /"),
        .output("replace", #"{{ "a-b-c"|replace:"-","_" }}"#, context, "a_b_c"),
        .output("contains, hasPrefix, hasSuffix", #"{{ "hello"|contains:"ell" }} {{ "hello"|hasPrefix:"he" }} {{ "hello"|hasSuffix:"x" }}"#, context, "true true false"),
        .output("negated filters", #"{% if "hello"|!hasSuffix:"x" %}yes{% endif %}{% if "hello"|!contains:"ell" %}no{% endif %}"#, context, "yes"),
        .output("removeNewlines", "{{ value|removeNewlines }}|{{ spread|removeNewlines }}", ["value": "One\n  Two\n\n Three ", "spread": "a b\tc"], "OneTwoThree|abc"),
        .output(
            "removeNewlines leading",
            "{% filter removeNewlines:\"leading\" %}\n    let x =\n        1 + 2\n{% endfilter %}|{{ value|removeNewlines:\"leading\" }}",
            ["value": "  a b\r\n\t c  "],
            "let x =1 + 2|a bc"
        ),
        .output("hexToInt, int255toFloat, percent", #"{{ "ff"|hexToInt }} {{ 255|int255toFloat }} {{ 51|int255toFloat }} {{ 0.5|percent }}"#, context, "255 1.0 0.2 50%"),
    ]

    static let errors: [Spec] = [
        .renderError("a range of strings", "{% for i in 1...name %}{% endfor %}", context, """
        t.stencil:1:13: error: a range needs whole numbers, found a number and a string
        {% for i in 1...name %}{% endfor %}
                    ^
        """),
        .renderError("a range too long", "{% for i in 1...1000000 %}{% endfor %}", context, """
        t.stencil:1:13: error: a range of more than 100000 numbers
        {% for i in 1...1000000 %}{% endfor %}
                    ^
        """),
        .renderError("an unknown swiftIdentifier mode", #"{{ name|swiftIdentifier:"fancy" }}"#, context, #"""
        t.stencil:1:9: error: filter 'swiftIdentifier': the mode must be "valid", "normal" or "pretty", found "fancy"
        {{ name|swiftIdentifier:"fancy" }}
                ^
        """#),
        .renderError("an unknown removeNewlines mode", #"{{ name|removeNewlines:"trailing" }}"#, context, #"""
        t.stencil:1:9: error: filter 'removeNewlines': the mode must be "all" or "leading", found "trailing"
        {{ name|removeNewlines:"trailing" }}
                ^
        """#),
        .renderError("map of a string", "{% map name into xs %}{% endmap %}", context, """
        t.stencil:1:8: error: 'map' needs a list, found a string
        {% map name into xs %}{% endmap %}
               ^
        """),
        .compileError("map without into", "{% map items %}{% endmap %}", """
        t.stencil:1:14: error: expected 'into' after the list, found the end of the tag
        {% map items %}{% endmap %}
                     ^
        """),
        .compileError("a label on a tag other than for", "{% outer: if x %}{% endif %}", """
        t.stencil:1:11: error: only '{% for %}' takes a label, found 'if' after 'outer:'
        {% outer: if x %}{% endif %}
                  ^
        """),
    ]

    @Test(arguments: errors) func errorSpec(_ spec: Spec) { spec.check() }

    @Test func nowReadsTheSystemClockByDefault() throws {
        let template = try Template(source: SourceText(path: "t.stencil", text: #"{% now "yyyy" %}"#))
        let year = try template.render([:])
        #expect(year.count == 4 && year.allSatisfy { $0.isNumber } && year >= "2024", "\(year)")
    }
    @Test(arguments: loops) func loopSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: conditions) func conditionSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: tags) func tagSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: whitespace) func whitespaceSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: filters) func filterSpec(_ spec: Spec) { spec.check() }
    @Test(arguments: stencilSwiftKitFilters) func stencilSwiftKitFilterSpec(_ spec: Spec) { spec.check() }
}
