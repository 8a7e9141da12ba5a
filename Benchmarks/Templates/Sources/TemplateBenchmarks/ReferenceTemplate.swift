/// The model file both engines render. Every block tag stands on a line of its own, which
/// both engines drop: gen by default, Stencil with `TrimBehaviour.smart`. (Stencil, like
/// Jinja's `trim_blocks`, also drops the line break after a block tag that ends a line of
/// text, such as `{% endif %}` in `Int{% if optional %}?{% endif %}`; gen keeps it.)
enum ReferenceTemplate {
    static let text = """
    // Generated models: {{ types.count }} types

    import Foundation
    {% for type in types %}

    /// {{ type.comment }}
    public struct {{ type.name|upperFirst }}: Codable, Equatable {
        {% for property in type.properties %}
        /// {{ property.comment }}
        {% if property.isOptional %}
        public let {{ property.name }}: {{ property.type }}?
        {% else %}
        public let {{ property.name }}: {{ property.type }}
        {% endif %}
        {% endfor %}

        enum CodingKeys: String, CodingKey {
            {% for property in type.properties %}
            case {{ property.name }} = "{{ property.key }}"
            {% endfor %}
        }
    }
    {% endfor %}

    """

    /// The reference template repeated, then padded with plain text, to exactly `size`
    /// bytes: the input of the parse-scaling measurement.
    static func scaled(to size: Int) -> String {
        var result = ""
        while result.utf8.count + text.utf8.count <= size {
            result += text
        }
        result += String(repeating: "/", count: size - result.utf8.count)
        return result
    }
}
