/// Namespace for the CardsTabUseCase's domain models (blueprint §3.4, §8).
public enum CardsTabUseCaseNameSpace {}
