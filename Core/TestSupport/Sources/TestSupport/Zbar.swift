import Foundation
import XCTest

/// Reads QR codes back with zbar's `zbarimg` (Debian package zbar-tools), from a plain PBM file:
/// `zbarimg --quiet --raw --nodbus -Sdisable -Sqrcode.enable -Sbinary FILE` prints exactly the
/// symbol's bytes (`-Sbinary` stops zbar guessing a character set, which turns UTF-8 into
/// mojibake; with it no newline is added).
public enum Zbar {
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    public static let skipVariable = "PAYRED_TEST_ZBAR"

    /// Skips the test when PAYRED_TEST_ZBAR=off; otherwise installs zbar-tools with the
    /// package's own script when `zbarimg` is missing, and fails the test when that fails.
    public static func requireInstalled() throws {
        let message = "zbarimg is not installed and Scripts/install-zbar.sh could not install it (apt-get install -y zbar-tools)"
        if ProcessInfo.processInfo.environment[skipVariable] == "off" {
            throw XCTSkip("zbar tests skipped because \(skipVariable)=off")
        }
        guard executable == nil else { return }
        throw Unavailable(description: "\(message); or set \(skipVariable)=off to skip the zbar tests")
    }

    /// The bytes zbar decodes from `pbm`, a PBM image; `what` names it in a failure.
    public static func decode(pbm: [UInt8], what: String) throws -> [UInt8] {
        guard let executable else { throw Unavailable(description: "zbarimg is not installed") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("payred-qr-\(UUID().uuidString).pbm")
        try Data(pbm).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--quiet", "--raw", "--nodbus", "-Sdisable", "-Sqrcode.enable", "-Sbinary", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(description: "zbarimg exited with \(process.terminationStatus) on \(what)")
        }
        return Array(data)
    }

    /// A plain PBM image of `dark` (rows of pixels, `true` for dark), each pixel `scale` × `scale`.
    public static func pbm(dark: [[Bool]], scale: Int = 4) -> [UInt8] {
        let width = (dark.map(\.count).max() ?? 0) * scale
        var text = "P1\n\(width) \(dark.count * scale)\n"
        for row in dark {
            let line = (0..<width).map { $0 / scale < row.count && row[$0 / scale] ? "1" : "0" }.joined(separator: " ")
            text += String(repeating: line + "\n", count: scale)
        }
        return Array(text.utf8)
    }

    /// `zbarimg` on the PATH, installed by `Scripts/install-zbar.sh` first if missing (once per run).
    private static let executable: URL? = onPath() ?? (install() ? onPath() : nil)

    private static func onPath() -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("zbarimg") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the package's install script; whether it succeeded.
    private static func install() -> Bool {
        guard ProcessInfo.processInfo.environment[skipVariable] != "off" else { return false }
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/install-zbar.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path]
        process.standardOutput = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
