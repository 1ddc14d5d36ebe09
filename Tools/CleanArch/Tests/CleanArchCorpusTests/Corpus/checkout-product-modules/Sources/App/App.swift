import Core
import Feature
import SessionExporter
import TSCBasic
import TSCLibc
import ToolsUtility
import Undeclared
