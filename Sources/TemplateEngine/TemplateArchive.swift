import Diagnostics
import Support

/// Compiled templates as bytes, and back: a template set compiled ahead of time is read
/// from them instead of being compiled again (`PrecompiledSet`).
///
/// The bytes hold the compiled programs, not the sources they came from: `decode` is given
/// the sources again, and only the caller can tell whether they still read as they did
/// (a hash of each, kept beside the bytes). A program is checked as it is read, every slot,
/// macro, variable, text span and source it names within its bounds and every filter known
/// with its number of arguments, so bytes damaged or made by hand are refused, never
/// rendered with an index out of range.
package enum TemplateArchive {
    /// Changes whenever the form of the bytes does.
    package static let formatVersion = 1

    /// The bytes of `templates`, and the sources they were compiled from, in the order
    /// `Reader` is to be given them.
    package static func encode(_ templates: [Template]) -> (bytes: [UInt8], sources: [SourceText]) {
        var encoder = ArchiveEncoder()
        for template in templates {
            encoder.template(template)
        }
        return (encoder.archive(), encoder.sources)
    }

    /// Every template `encode` wrote, as `Reader` reads them; nil when one cannot be read.
    package static func decode(_ bytes: [UInt8], sources: [SourceText], filters: FilterSet) -> [Template]? {
        guard let reader = Reader(bytes, sources: sources, filters: filters) else { return nil }
        var templates: [Template] = []
        for index in 0..<reader.count {
            guard let template = reader.template(index) else { return nil }
            templates.append(template)
        }
        return templates
    }

    /// The templates of an archive, each read on its own, by whichever thread asks for it:
    /// the tables of names and the index are read once, when the reader is made.
    package struct Reader: Sendable {
        private let bytes: [UInt8]
        private let sources: [SourceText]
        private let filters: FilterSet
        private let names: [String]
        private let lists: [[String]]
        /// Where each template's bytes are.
        private let spans: [Range<Int>]

        /// The archive in `bytes` from `offset` up to `end` (their end when nil), compiled
        /// against `filters`, its locations in `sources`; nil when its tables or its index
        /// cannot be read.
        package init?(_ bytes: [UInt8], from offset: Int = 0, upTo end: Int? = nil, sources: [SourceText], filters: FilterSet) {
            var decoder = ArchiveDecoder(reader: ByteReader(bytes, from: offset, upTo: end), sources: sources, filters: filters)
            guard let tables = try? decoder.tables(), let spans = try? decoder.index() else { return nil }
            self.bytes = bytes
            self.sources = sources
            self.filters = filters
            (names, lists) = tables
            self.spans = spans
        }

        package var count: Int { spans.count }

        /// Template `index`, checked as it is read; nil when its bytes are not a template
        /// (damaged, made by hand, or naming a filter the reader's filters lack).
        package func template(_ index: Int) -> Template? {
            guard spans.indices.contains(index) else { return nil }
            var decoder = ArchiveDecoder(
                reader: ByteReader(bytes, from: spans[index].lowerBound, upTo: spans[index].upperBound),
                sources: sources, filters: filters, names: names, lists: lists
            )
            return try? decoder.template()
        }
    }
}

