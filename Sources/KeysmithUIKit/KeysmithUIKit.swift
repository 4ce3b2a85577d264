#if canImport(UIKit)
import UIKit
@_exported import KeysmithCore
#endif
