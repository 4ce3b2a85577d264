import ArgumentParser
@_spi(Tooling) import KeysmithCore

// Core enumerations used as command-line values. KeysmithCore has no third-party dependency, so the
// conformances live here, in the tool that parses arguments.
extension ConfigKind: @retroactive ExpressibleByArgument {}
extension DeviceClass: @retroactive ExpressibleByArgument {}
extension FieldKeyboardType: @retroactive ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
