/// Namespace for the models the LiveEventsRepository exchanges with its data sources.
public enum LiveEventsRepositoryNameSpace {}
