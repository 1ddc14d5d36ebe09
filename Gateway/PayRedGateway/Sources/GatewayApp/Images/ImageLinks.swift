import Hummingbird

/// Absolute image URLs on the gateway that answered the request: `http://<host>/v1/images/<name>.png`,
/// or the path alone when the request named no usable host.
struct ImageLinks: Sendable {
    /// `http://<host>`, or empty for relative links.
    private let origin: String

    /// Links for a request whose `Host` (HTTP/1) or `:authority` (HTTP/2) is `authority`.
    init(authority: String?) {
        guard let authority, Self.isPlausibleHost(authority) else {
            origin = ""
            return
        }
        origin = "http://\(authority)"
    }

    /// Links for `request`.
    init(request: Request) {
        self.init(authority: request.head.authority)
    }

    /// The URL of the image a record calls `name`.
    func url(forImageNamed name: String) -> String {
        "\(origin)/v1/images/\(ImageCatalogue.fileName(for: name))"
    }

    /// A host name or IP address with an optional port: nothing that could reshape the URL.
    private static func isPlausibleHost(_ authority: String) -> Bool {
        (1...255).contains(authority.utf8.count) && authority.utf8.allSatisfy(isHostByte)
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            ".-:[]".utf8.contains(byte)
        }
    }
}
