import AVFoundation
import Charts
import OSLog
import PhotosUI
import StoreKit
import System
import UniformTypeIdentifiers
import VendorSDK
import WASILibc
import ucrt
import wasi_pthread

public enum Platform {}
