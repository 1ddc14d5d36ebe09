import SwiftSyntax

/// Replaces one node, found by identity, in a tree; everything else is kept byte for byte.
final class NodeReplacer: SyntaxRewriter {
    private let id: SyntaxIdentifier
    private let replacement: Syntax

    init(id: SyntaxIdentifier, replacement: Syntax) {
        self.id = id
        self.replacement = replacement
        super.init()
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        node.id == id ? replacement : nil
    }
}
