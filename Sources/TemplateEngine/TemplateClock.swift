#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `{% now %}` reads the date: the system's local time, or a fixed date so that a
/// render is the same on every run.
public struct TemplateClock: Sendable {
    public let now: @Sendable () -> TemplateDate

    public init(now: @escaping @Sendable () -> TemplateDate) {
        self.now = now
    }

    public static func fixed(_ date: TemplateDate) -> TemplateClock {
        TemplateClock { date }
    }

    /// The local date and time, as Stencil's `DateFormatter` prints it.
    public static let system = TemplateClock {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return TemplateDate(
            year: Int(parts.tm_year) + 1900,
            month: Int(parts.tm_mon) + 1,
            day: Int(parts.tm_mday),
            hour: Int(parts.tm_hour),
            minute: Int(parts.tm_min),
            second: Int(parts.tm_sec)
        )
    }
}
