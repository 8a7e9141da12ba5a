import Inference
import Testing

/// What is wrong with a module or type name, said precisely: `Ünïcode` is a Swift
/// identifier, which the message "is not a Swift identifier" denied, and `Self` a keyword,
/// which the hint "use letters, digits and '_'" did not explain.
@Suite struct IdentifierProblemTests {
    @Test(arguments: [
        ("Jacob", nil),
        ("_Private2", nil),
        ("", "is empty"),
        ("Self", "is a Swift keyword"),
        ("class", "is a Swift keyword"),
        ("1Jacob", "starts with a digit"),
        ("Ünïcode", "holds 'Ü', which is not an ASCII letter, digit or '_'"),
        ("home-feed", "holds '-', which is not an ASCII letter, digit or '_'"),
        ("../Item", "holds '.', which is not an ASCII letter, digit or '_'"),
    ] as [(String, String?)])
    func eachNameIsToldWhatIsWrong(name: String, problem: String?) {
        #expect(Naming.identifierProblem(name) == problem)
        #expect(Naming.isIdentifier(name) == (problem == nil))
    }
}
