/// A coordinator whose flow can end where it stands, without leaving its parent: how a tab
/// coordinator ends its pages (`Coordinator` is one).
@MainActor
protocol FlowEnding: AnyObject {
    /// Finishes the children and empties the router, its main view too.
    func endFlow(animated: Bool) async
}

extension Coordinator: FlowEnding {}
