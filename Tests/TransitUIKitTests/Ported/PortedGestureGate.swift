import Foundation

/// A class declared apart from its UIKit conformance, which `MainActorPorting.swift` adds in an
/// extension, as UIKit code often splits a type across files.
final class PortedGestureGate: NSObject {}
