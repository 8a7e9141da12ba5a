// Mirrors URLNavigator 2.5.1 (github.com/devxoul/URLNavigator, tag 2.5.1): the declarations the
// rxswift templates use. CocoaPods builds URLMatcher's files into the URLNavigator module, as
// this stub does; SwiftPM builds them as a module of their own, which URLNavigator imports.
// Bodies only satisfy the compiler; StubSymbolTests lists every declaration.
import UIKit

// Sources/URLMatcher/URLConvertible.swift
public protocol URLConvertible {
  var urlValue: URL? { get }
  var urlStringValue: String { get }

  var queryParameters: [String: String] { get }

  var queryItems: [URLQueryItem]? { get }
}

extension URLConvertible {
  public var queryParameters: [String: String] {
    [:]
  }

  public var queryItems: [URLQueryItem]? {
    nil
  }
}

extension String: URLConvertible {
  public var urlValue: URL? {
    URL(string: self)
  }

  public var urlStringValue: String {
    self
  }
}

// Sources/URLNavigator/Navigator.swift
public typealias URLPattern = String
public typealias ViewControllerFactory = (_ url: URLConvertible, _ values: [String: Any], _ context: Any?) -> UIViewController?
public typealias URLOpenHandlerFactory = (_ url: URLConvertible, _ values: [String: Any], _ context: Any?) -> Bool
public typealias URLOpenHandler = () -> Bool

// Sources/URLNavigator/UIViewControllerType.swift
public protocol UINavigationControllerType: AnyObject {
  func pushViewController(_ viewController: UIViewController, animated: Bool)
}

public protocol UIViewControllerType: AnyObject {
  func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?)
}

// Sources/URLNavigator/NavigatorDelegate.swift
public protocol NavigatorDelegate: AnyObject {
  func shouldPush(viewController: UIViewController, from: UINavigationControllerType) -> Bool

  func shouldPresent(viewController: UIViewController, from: UIViewControllerType) -> Bool
}

// Sources/URLNavigator/NavigatorProtocol.swift
public protocol NavigatorProtocol: AnyObject {
  var delegate: NavigatorDelegate? { get set }

  func register(_ pattern: URLPattern, _ factory: @escaping ViewControllerFactory)
  func handle(_ pattern: URLPattern, _ factory: @escaping URLOpenHandlerFactory)

  func viewController(for url: URLConvertible, context: Any?) -> UIViewController?
  func handler(for url: URLConvertible, context: Any?) -> URLOpenHandler?

  @discardableResult
  func push(_ url: URLConvertible, context: Any?, from: UINavigationControllerType?, animated: Bool) -> UIViewController?

  @discardableResult
  func push(_ viewController: UIViewController, from: UINavigationControllerType?, animated: Bool) -> UIViewController?

  @discardableResult
  func present(_ url: URLConvertible, context: Any?, wrap: UINavigationController.Type?, from: UIViewControllerType?, animated: Bool, completion: (() -> Void)?) -> UIViewController?

  @discardableResult
  func present(_ viewController: UIViewController, wrap: UINavigationController.Type?, from: UIViewControllerType?, animated: Bool, completion: (() -> Void)?) -> UIViewController?

  @discardableResult
  func open(_ url: URLConvertible, context: Any?) -> Bool
}
