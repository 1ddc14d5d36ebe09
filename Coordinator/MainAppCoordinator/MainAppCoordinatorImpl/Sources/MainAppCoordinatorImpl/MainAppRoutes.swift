import SUICoordinator

/// The root coordinator's own screens: none, it only hosts child flows.
public enum MainAppRoutes: RouteType {
    public var presentationStyle: TransitionPresentationStyle {
        switch self {}
    }

    public var body: Never {
        switch self {}
    }
}
