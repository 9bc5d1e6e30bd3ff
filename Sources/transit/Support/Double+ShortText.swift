extension Double {
    /// The shortest text for the value: 2 rather than 2.0.
    var shortText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
