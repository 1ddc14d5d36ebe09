// Re-exports the API module so tests importing the doubles
// also see the protocols the doubles stand in for.
@_exported import CartUseCaseAPI
