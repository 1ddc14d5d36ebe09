import Hummingbird

/// Marks every answer, errors included, `Cache-Control: no-store` unless its route chose its
/// own caching (pictures): answers carry tokens and account data that no cache may keep.
struct NoStoreMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        if response.headers[.cacheControl] == nil {
            response.headers[.cacheControl] = "no-store"
        }
        return response
    }
}
