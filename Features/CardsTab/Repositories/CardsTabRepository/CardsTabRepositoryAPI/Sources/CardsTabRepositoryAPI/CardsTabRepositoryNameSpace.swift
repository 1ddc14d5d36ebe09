/// Namespace for the models the CardsTabRepository exchanges with its data sources.
public enum CardsTabRepositoryNameSpace {}
