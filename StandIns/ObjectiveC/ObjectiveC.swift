// A stand-in for Apple's ObjectiveC module, for Keysmith's iOS shells and examples on Linux: just what
// `#selector` needs, which only the examples use (they are type-checked, never run). Every declaration
// is listed in apple-api.txt. Foundation on Linux already has NSObject.

@frozen public struct Selector {
    init(standIn name: String) { self.name = name }
    let name: String
}

// What the compiler bridges an Objective-C BOOL through: members of Objective-C protocols that
// take or give a Bool need it.
public struct ObjCBool { // stand-in
    init(standIn value: Bool) { self.value = value }
    let value: Bool
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(standIn: x) } // stand-in

public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.value } // stand-in
