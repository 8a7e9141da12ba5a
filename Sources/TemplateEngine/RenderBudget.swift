/// How much work rendering may do, so that no template can exhaust memory or run for
/// minutes: a loop that never ends, loops nested over long lists, or text doubled until it
/// fills memory stop with an error at the template's line instead.
///
/// Both budgets count work, not time, so a template fails the same way on every machine
/// and under any load, and the error points at the step that went over.
///
/// A budget is spent by every render it is passed to: render several templates with one
/// budget to bound them together.
public struct RenderBudget: Sendable, Equatable {
    /// The most steps: each tag, `{{ }}` output and run of text rendered, loop iteration,
    /// filter and macro call is a step, and a filter applied to a list takes one more step
    /// per item.
    public var steps: Int
    /// The most bytes of text built: what is written to the output, and every string the
    /// output is built from on the way (what a macro or `block.super` renders, what a filter
    /// returns). So a string doubled by a macro or grown by filters runs out of budget long
    /// before it runs out of memory, whether or not it is ever written.
    public var bytes: Int
    /// How the user can raise the budgets, for the hint of the error that reports one spent.
    public var raiseHint: String?

    public private(set) var stepsSpent = 0
    public private(set) var bytesSpent = 0
    /// Whether a render asked for more than was left; it stopped there with an error.
    public private(set) var isExceeded = false

    public init(steps: Int, bytes: Int, raiseHint: String? = nil) {
        self.steps = steps
        self.bytes = bytes
        self.raiseHint = raiseHint
    }

    /// Generous for every built-in template set; see docs/templates.md for the headroom.
    public static let standard = RenderBudget(steps: 1_000_000, bytes: 16 * 1024 * 1024)

    /// Spends `count` steps, or marks the budget exceeded when fewer are left.
    mutating func spend(steps count: Int) -> Bool {
        guard count <= steps - stepsSpent else {
            isExceeded = true
            return false
        }
        stepsSpent += count
        return true
    }

    /// Spends `count` bytes, or marks the budget exceeded when fewer are left.
    mutating func spend(bytes count: Int) -> Bool {
        guard reserve(bytes: count) else { return false }
        bytesSpent += count
        return true
    }

    /// Whether `count` more bytes are left, spending nothing; marks the budget exceeded
    /// when they are not.
    mutating func reserve(bytes count: Int) -> Bool {
        guard count <= bytes - bytesSpent else {
            isExceeded = true
            return false
        }
        return true
    }
}
