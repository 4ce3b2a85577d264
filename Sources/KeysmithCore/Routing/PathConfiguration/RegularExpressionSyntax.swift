/// Finds, in a pattern NSRegularExpression has refused, the mistake people make most often, since
/// NSRegularExpression itself does not say why.
///
/// It scans the pattern once and stops at the first of: an empty pattern, a lone trailing
/// backslash, a back reference to a missing group, a quantifier with nothing to repeat (including a
/// wildcard-style `*`), a malformed or backwards `{n,m}`, an unescaped `}`, an unknown `(?` group, a
/// `(` or `[` never closed, a `)` never opened, and a backwards range in a set. Positions count
/// Unicode scalars from 1, which are the characters of the ASCII patterns paths use.
enum RegularExpressionSyntax {
    static func explain(_ pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        guard !scalars.isEmpty else { return "the pattern is empty; write \".*\" to match every path" }
        var scanner = Scanner(scalars: scalars, groupCount: countCapturingGroups(scalars))
        return scanner.run()
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let groupCount: Int
        var index = 0
        var openGroups: [Int] = []
        var state = State.nothingToRepeat

        /// What came just before, which decides whether a quantifier may follow.
        enum State {
            /// The start, `(`, `|` or a flag setting: a quantifier here has nothing to repeat.
            case nothingToRepeat
            /// Something a quantifier can repeat.
            case atom
            /// A quantifier, which one `?` (lazy) or `+` (possessive) may follow when `modifiable`.
            case quantified(modifiable: Bool)
        }

        init(scalars: [Unicode.Scalar], groupCount: Int) {
            self.scalars = scalars
            self.groupCount = groupCount
        }

        func scalar(at position: Int) -> Unicode.Scalar? {
            position < scalars.count ? scalars[position] : nil
        }

        mutating func atom() {
            state = .atom
        }

        mutating func run() -> String? {
            while index < scalars.count {
                let position = index
                let character = scalars[index]
                switch character {
                case "\\":
                    if let problem = escape() { return problem }
                    continue
                case "[":
                    guard let end = endOfSet(from: index) else {
                        return "the \"[\" at character \(position + 1) is never closed with \"]\""
                    }
                    if let problem = backwardsRange(from: index, to: end) { return problem }
                    index = end + 1
                    atom()
                    continue
                case "(":
                    if let problem = openGroup() { return problem }
                    continue
                case ")":
                    guard openGroups.popLast() != nil else {
                        return "the \")\" at character \(position + 1) has no matching \"(\""
                    }
                    atom()
                case "|":
                    state = .nothingToRepeat
                case "*", "+", "?":
                    if case .quantified(modifiable: true) = state, character != "*" {
                        state = .quantified(modifiable: false)
                    } else if let problem = quantifier(character, at: position) {
                        return problem
                    }
                case "{":
                    guard let (end, lower, upper) = interval(from: index) else {
                        return
                            "the \"{\" at character \(position + 1) does not start a repetition such as {2} or {1,3}; write \"\\{\" for a brace"
                    }
                    // Counts too large for ICU are left to the general message.
                    guard max(lower, upper ?? 0) < 100_000 else { return nil }
                    let written = String(String.UnicodeScalarView(scalars[index...end]))
                    if let upper, lower > upper {
                        return
                            "the repetition \(written) at character \(position + 1) runs backwards; write the smaller number first"
                    }
                    if let problem = quantifier(character, at: position, written: written) { return problem }
                    index = end + 1
                    continue
                case "}":
                    return "the \"}\" at character \(position + 1) closes no repetition; write \"\\}\" for a brace"
                default:
                    atom()
                }
                index += 1
            }
            if let open = openGroups.last {
                return "the \"(\" at character \(open + 1) is never closed with \")\""
            }
            return nil
        }

        mutating func quantifier(_ character: Unicode.Scalar, at position: Int, written: String? = nil) -> String? {
            let name = written ?? String(character)
            switch state {
            case .atom:
                state = .quantified(modifiable: true)
                return nil
            case .quantified:
                return "the \"\(name)\" at character \(position + 1) follows another repetition"
            case .nothingToRepeat:
                let wildcard =
                    character == "*"
                    ? "; patterns are regular expressions, not wildcards: write \".*\" for any text" : ""
                return "the \"\(name)\" at character \(position + 1) has nothing to repeat\(wildcard)"
            }
        }

        /// Handles `\x`, `\p{…}`, `\Q…\E` and back references; leaves `index` after the escape.
        mutating func escape() -> String? {
            let position = index
            guard let next = scalar(at: index + 1) else {
                return "the pattern ends with a lone \"\\\"; write \"\\\\\" for a backslash"
            }
            if next == "Q" {
                index += 2
                while index < scalars.count, !(scalars[index] == "\\" && scalar(at: index + 1) == "E") { index += 1 }
                index = min(index + 2, scalars.count)
                atom()
                return nil
            }
            // \p{…}, \P{…}, \x{…}, \N{…} and \k<…> carry an argument in brackets.
            let closing: Unicode.Scalar? =
                switch (next, scalar(at: index + 2)) {
                case ("p", "{"), ("P", "{"), ("x", "{"), ("N", "{"): "}"
                case ("k", "<"): ">"
                default: nil
                }
            if let closing {
                index += 3
                while let inside = scalar(at: index), inside != closing { index += 1 }
                index = min(index + 1, scalars.count)
                atom()
                return nil
            }
            if ("1"..."9").contains(next) {
                let group = Int(next.value - UInt32(("0" as Unicode.Scalar).value))
                if group > groupCount {
                    let groups = groupCount == 1 ? "1 group" : "\(groupCount) groups"
                    return
                        "the back reference \\\(next) at character \(position + 1) refers to group \(group), but the pattern has \(groups)"
                }
            }
            index += 2
            atom()
            return nil
        }

        /// Handles `(`, `(?:`, `(?<name>`, `(?=`, `(?i)`… and leaves `index` after the opening.
        mutating func openGroup() -> String? {
            let position = index
            index += 1
            state = .nothingToRepeat
            guard scalar(at: index) == "?" else {
                openGroups.append(position)
                return nil
            }
            index += 1
            switch scalar(at: index) {
            case ":", "=", "!", ">":
                index += 1
            case "<":
                index += 1
                if scalar(at: index) == "=" || scalar(at: index) == "!" {
                    index += 1
                } else {
                    while let next = scalar(at: index), next != ">" { index += 1 }
                    index += 1
                }
            case "#":
                while let next = scalar(at: index), next != ")" { index += 1 }
                index += 1
                return nil
            default:
                // Flags: (?i) sets them, (?i:…) opens a group with them.
                while let next = scalar(at: index), "imswx-".unicodeScalars.contains(next) { index += 1 }
                if scalar(at: index) == ")" {
                    index += 1
                    return nil
                }
                guard scalar(at: index) == ":" else {
                    let shown = String(String.UnicodeScalarView(scalars[position..<min(index + 1, scalars.count)]))
                    return
                        "\"\(shown)\" at character \(position + 1) does not start a group NSRegularExpression knows; a named group is written (?<name>…)"
                }
                index += 1
            }
            openGroups.append(position)
            return nil
        }

        /// The index of the `]` closing the set that opens at `start`, with ICU's nesting; nil if none.
        func endOfSet(from start: Int) -> Int? {
            var depth = 0
            var position = start
            while position < scalars.count {
                let character = scalars[position]
                if character == "\\" {
                    position += 2
                    continue
                }
                if character == "[" {
                    depth += 1
                    position += 1
                    // A "]" right after "[" or "[^" is a literal.
                    if scalar(at: position) == "^" { position += 1 }
                    if scalar(at: position) == "]" { position += 1 }
                    continue
                }
                if character == "]" {
                    depth -= 1
                    if depth == 0 { return position }
                }
                position += 1
            }
            return nil
        }

        /// A range such as `z-a` between two plain characters of the set.
        func backwardsRange(from start: Int, to end: Int) -> String? {
            var position = start + 1
            while position + 2 < end {
                let (low, dash, high) = (scalars[position], scalars[position + 1], scalars[position + 2])
                if low == "\\" {
                    position += 2
                    continue
                }
                if dash == "-", low != "[", low != "]", high != "\\", high != "[", high != "]", low.value > high.value {
                    return
                        "the range \"\(low)-\(high)\" in the set at character \(start + 1) runs backwards; write the lower character first"
                }
                position += 1
            }
            return nil
        }

        /// A `{n}`, `{n,}` or `{n,m}` starting at `start`: its last index and bounds.
        func interval(from start: Int) -> (end: Int, lower: Int, upper: Int?)? {
            var position = start + 1
            func number() -> Int? {
                var digits = ""
                while let next = scalar(at: position), ("0"..."9").contains(next), digits.count < 18 {
                    digits.unicodeScalars.append(next)
                    position += 1
                }
                return Int(digits)
            }
            guard let lower = number() else { return nil }
            var upper: Int? = lower
            if scalar(at: position) == "," {
                position += 1
                upper = number()
            }
            guard scalar(at: position) == "}" else { return nil }
            return (position, lower, upper)
        }
    }

    /// The number of capturing groups: `(` not followed by `?`, and named groups `(?<name>`.
    private static func countCapturingGroups(_ scalars: [Unicode.Scalar]) -> Int {
        var count = 0
        var index = 0
        var setDepth = 0
        while index < scalars.count {
            let character = scalars[index]
            if character == "\\" {
                index += 2
                continue
            }
            if character == "[" { setDepth += 1 }
            if character == "]", setDepth > 0 { setDepth -= 1 }
            if character == "(", setDepth == 0 {
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if next != "?" {
                    count += 1
                } else if index + 3 < scalars.count, scalars[index + 2] == "<",
                    scalars[index + 3] != "=", scalars[index + 3] != "!"
                {
                    count += 1
                }
            }
            index += 1
        }
        return count
    }
}
