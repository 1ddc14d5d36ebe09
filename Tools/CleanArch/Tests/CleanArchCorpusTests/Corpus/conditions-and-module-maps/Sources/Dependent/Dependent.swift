import Partial
import SwiftSyntax
