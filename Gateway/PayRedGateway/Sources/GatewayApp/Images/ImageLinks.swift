/// Image links as the gateway gives them: paths relative to its base URL
/// (`/v1/images/<name>.png`), never built from the request's `Host`, which a client controls.
enum ImageLinks {
    /// The link of the image a record calls `name`.
    static func url(forImageNamed name: String) -> String {
        "/v1/images/\(ImageCatalogue.fileName(for: name))"
    }
}
