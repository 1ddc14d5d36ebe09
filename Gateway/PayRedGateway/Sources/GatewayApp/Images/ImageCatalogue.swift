import Hummingbird

/// The images served at `/v1/images/<name>.png`. There is no upload: they are avatars generated
/// for the image names the gateway's data refers to, encoded once, on first use.
enum ImageCatalogue {
    /// PNG bytes by file name (`profile-demo.png`).
    private static let files: [String: ByteBuffer] = Dictionary(
        uniqueKeysWithValues: DemoContent.imageNames.map { name in
            (fileName(for: name), ByteBuffer(bytes: PNGEncoder.encode(AvatarPainter.avatar(for: name))))
        }
    )

    /// The PNG called `fileName`, or nil when there is no such image.
    static func png(named fileName: String) -> ByteBuffer? {
        files[fileName]
    }

    /// The file name of the image a record calls `name`: `profile-demo` → `profile-demo.png`.
    static func fileName(for name: String) -> String {
        name + ".png"
    }
}
