// Mirrors UIKit as the iOS 17 SDK's headers declare it (iOS 13 API): the declarations the
// rxswift templates use. The responder, layout and alert classes are main-actor isolated
// as the SDK imports them from Objective-C (`@preconcurrency @MainActor`): enforced in the
// Swift 6 language mode, warnings in Swift 5, as in Xcode.
@_exported import Foundation

@preconcurrency @MainActor
open class UIResponder: NSObject {}

open class UIColor: NSObject {
    open class var systemBackground: UIColor { UIColor() }
}

@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

open class UIView: UIResponder {
    open var backgroundColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints = true
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    public override init() {}

    public init(frame: CGRect) {}

    public required init?(coder: NSCoder) {}

    open func addSubview(_ view: UIView) {}
}

open class UIControl: UIView {
    public struct Event: OptionSet {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
    }
}

open class UIRefreshControl: UIControl {}

open class UILabel: UIView {
    open var text: String?
    open var numberOfLines = 1
}

open class UIActivityIndicatorView: UIView {
    public enum Style: Int {
        case medium = 100
        case large = 101
    }

    public init(style: UIActivityIndicatorView.Style) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

open class UIScrollView: UIView {
    open var refreshControl: UIRefreshControl?
}

open class UITableViewCell: UIView {
    public enum CellStyle: Int {
        case `default`
        case value1
        case value2
        case subtitle
    }

    open var contentView: UIView { UIView() }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

open class UITableView: UIScrollView {
    open var tableFooterView: UIView?

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
}

open class UIViewController: UIResponder {
    open var view: UIView! { UIView() }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    open func viewDidLoad() {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int {
        case `default`
        case cancel
        case destructive
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }
}

open class UIAlertController: UIViewController {
    public enum Style: Int {
        case actionSheet
        case alert
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }

    open func addAction(_ action: UIAlertAction) {}
}

extension IndexPath {
    public var row: Int { self[1] }

    public var section: Int { self[0] }
}
