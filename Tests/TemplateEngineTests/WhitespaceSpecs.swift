import TemplateEngine
import Testing

/// The whitespace rules of docs/templates.md, one example each.
@Suite struct WhitespaceSpecs {
    static let context: TemplateDictionary = ["yes": true, "no": false, "xs": ["a", "b"], "x": "X"]

    static let specs: [Spec] = [
        .output(
            "a line holding only a block tag leaves nothing, indentation and line break included",
            "struct A {\n    {% for x in xs %}\n    let {{ x }}: Int\n    {% endfor %}\n}\n",
            context,
            "struct A {\n    let a: Int\n    let b: Int\n}\n"
        ),
        .output("a line holding only a comment leaves nothing", "a\n  {# note #}\nb\n", "a\nb\n"),
        .output("a line of several block tags and comments leaves nothing", "a\n{% if yes %} {% if yes %}\t{# both #}\nb\n{% endif %}{% endif %}\nc\n", context, "a\nb\nc\n"),
        .output("a comment over several lines leaves nothing when it stands alone", "a\n{# one\n   two #}\nb\n", "a\nb\n"),
        .output("a block tag next to text keeps the line and its break", "a{% if yes %}b{% endif %}\nc\n  {% if yes %}d{% endif %}\n", context, "ab\nc\n  d\n"),
        .output("a line with an output tag is kept", "a\n  {{ x }}\n{% if no %}{{ x }}{% endif %}\nb\n", context, "a\n  X\n\nb\n"),
        .output("the last line needs no line break", "a\n{% if yes %}\nb\n{% endif %}", context, "a\nb\n"),
        .output("Windows line breaks are removed with the line", "a\r\n  {% if yes %}\r\nb\r\n{% endif %}\r\n", context, "a\r\nb\r\n"),
        .output("{%- removes all white space before the tag, line breaks included", "a  \n\n  {%- if yes %}b{% endif %}", context, "ab"),
        .output("-%} removes all white space after the tag", "{% if yes -%}  \n\n  b{% endif %}", context, "b"),
        .output("{{- and -}} trim around an output tag", "a \n {{- x -}} \n b", context, "aXb"),
        .output("{#- and -#} trim around a comment", "a \n {#- note -#} \n b", "ab"),
        .output("trimming and a standalone line combine", "a\n{%- if yes %}\nb\n{% endif %}", context, "ab\n"),
        .output(
            "{%- endmacro %} on its own line ends a macro without a line break",
            "{% macro m() %}\nline\n{%- endmacro %}\n[{{ m() }}]\n",
            "[line]\n"
        ),
        .output("an empty loop leaves no blank line", "a\n{% for x in empty %}\n{{ x }}\n{% endfor %}\nb\n", ["empty": []], "a\nb\n"),
    ]

    @Test(arguments: specs) func whitespaceSpec(_ spec: Spec) { spec.check() }
}
