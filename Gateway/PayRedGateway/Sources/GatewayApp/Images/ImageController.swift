import GatewayCore
import Hummingbird

/// `GET /v1/images/{name}`: the gateway's generated PNG images, public like any static asset.
enum ImageController {
    /// Adds the route.
    static func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/images/{name}", authenticated: false) { _, context in
            try image(named: context.parameters.require("name"))
        }
    }

    private static func image(named fileName: String) throws -> Response {
        guard let png = ImageCatalogue.png(named: fileName) else {
            throw GatewayError.notFound("image_not_found", "There is no image with that name.")
        }
        return Response(
            status: .ok,
            headers: [.contentType: "image/png", .cacheControl: "public, max-age=86400"],
            body: ResponseBody(byteBuffer: png)
        )
    }
}
