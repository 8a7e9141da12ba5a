// The URLNavigator declarations the rxswift templates use, with URLNavigator 2.5's
// signatures. CocoaPods builds URLMatcher's `URLConvertible` into the URLNavigator module,
// as this stub does.
import UIKit

public protocol URLConvertible {
    var urlValue: URL? { get }
    var urlStringValue: String { get }
}

extension String: URLConvertible {
    public var urlValue: URL? { URL(string: self) }

    public var urlStringValue: String { self }
}

public typealias URLPattern = String

public typealias ViewControllerFactory = (_ url: URLConvertible, _ values: [String: Any], _ context: Any?) -> UIViewController?

public protocol NavigatorType {
    func register(_ pattern: URLPattern, _ factory: @escaping ViewControllerFactory)
}
