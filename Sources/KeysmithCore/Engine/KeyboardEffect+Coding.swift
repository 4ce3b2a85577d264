extension KeyboardEffect: Encodable {
    private enum CodingKeys: String, CodingKey {
        case insert, deleteBackward, moveCursor, returnKeyAction, advanceToNextInputMode, showInputModeList
        case dismissKeyboard, feedback, layoutChanged
    }

    /// One key per effect: `{"insert": "h"}`, `{"deleteBackward": 1}`, `{"moveCursor": -2}`,
    /// `{"feedback": "click"}`, `{"layoutChanged": "English-Numbers"}`, `{"dismissKeyboard": true}`…
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .edit(.insert(let text)): try container.encode(text, forKey: .insert)
        case .edit(.deleteBackward(let count)): try container.encode(count, forKey: .deleteBackward)
        case .edit(.moveCursor(let offset)): try container.encode(offset, forKey: .moveCursor)
        case .returnKeyAction: try container.encode(true, forKey: .returnKeyAction)
        case .advanceToNextInputMode: try container.encode(true, forKey: .advanceToNextInputMode)
        case .showInputModeList: try container.encode(true, forKey: .showInputModeList)
        case .dismissKeyboard: try container.encode(true, forKey: .dismissKeyboard)
        case .feedback(let feedback): try container.encode(feedback, forKey: .feedback)
        case .layoutChanged(let name): try container.encode(name, forKey: .layoutChanged)
        }
    }
}
