import CleanArchModel
import SwiftSyntax

/// In this module `SourceLocation` is the model's (workspace-relative), not SwiftSyntax's.
typealias SourceLocation = CleanArchModel.SourceLocation

/// Converts positions in one parsed file into workspace locations.
struct LocationMapper {
    let path: String
    private let converter: SourceLocationConverter

    init(path: String, tree: some SyntaxProtocol) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts, after its leading trivia (comments, indentation).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let location = converter.location(for: position)
        return SourceLocation(file: path, line: location.line, column: location.column)
    }
}
