#if SWIFT_PACKAGE
import Foundation
#elseif COCOAPODS
import SQLCipher
#else
import sqlite3
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if DEBUG
import DebugOnly
#endif
#if os(Linux)
import Glibc
#elseif os(FreeBSD)
import FreeBSDOnly
#endif
#if canImport(Crashlytics)
import Crashlytics
#endif
