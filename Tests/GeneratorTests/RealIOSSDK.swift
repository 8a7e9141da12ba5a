import Foundation
import Testing
import TestSupport

/// `../shared/ios-sdk/typecheck.sh`: Swift files typechecked on Linux against a real Apple iOS
/// 17 SDK, and with `--rx` the real RxSwift, RxCocoa, Alamofire, Moya and URLNavigator. It
/// needs the mirrors the `fetch` tool leaves, which CI cannot fetch, so the tests that use it
/// run only where they are.
enum RealIOSSDK {
    private static let environment = ProcessInfo.processInfo.environment

    /// `IOS_SDK_TYPECHECK`, or the script beside the project's checkout.
    static let script = environment["IOS_SDK_TYPECHECK"] ?? Repository.root + "/../shared/ios-sdk/typecheck.sh"
    /// `IOS_SDK_MIRRORS`, or `../.mirror` from the project's root, as the script reads them.
    static let mirrors = environment["IOS_SDK_MIRRORS"] ?? Repository.root + "/../.mirror"
    /// `IOS_SDK_CACHE`, or `.build/ios-sdk-cache`: what the script builds once (a minute).
    static let cache = environment["IOS_SDK_CACHE"] ?? Repository.root + "/.build/ios-sdk-cache"

    /// True when the script, the mirror of the SDK and the script's cache are there, for
    /// `.enabled(if:)`: a test run never spends the cache's minute and a half making it.
    static var isAvailable: Bool {
        let files = FileManager.default
        let cached = (try? files.contentsOfDirectory(atPath: cache).isEmpty == false) ?? false
        return files.isExecutableFile(atPath: script) && files.fileExists(atPath: mirrors + "/itsnebulalol+sdks") && cached
    }

    static let skipReason: Comment = "no iOS SDK to typecheck against: ../shared/ios-sdk/typecheck.sh (or IOS_SDK_TYPECHECK), the mirrors it reads (IOS_SDK_MIRRORS) or its cache (IOS_SDK_CACHE, made by typecheck.sh --prepare --rx) are absent"

    /// Typechecks `sources` as the module `module`, for iOS 17; with `rx`, against the real
    /// Rx libraries too.
    static func typecheck(_ sources: [String], module: String, languageMode: String = "6", rx: Bool = false) throws -> ProcessResult {
        let options = ["--swift-version", languageMode, "--module-name", module] + (rx ? ["--rx"] : [])
        return try ProcessRunner.run(script, options + sources, in: Repository.root, environment: ["IOS_SDK_MIRRORS": mirrors, "IOS_SDK_CACHE": cache])
    }
}
