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
