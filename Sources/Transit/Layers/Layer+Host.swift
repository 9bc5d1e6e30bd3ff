import Foundation

extension Layer {
    /// The layer named for a report: its view's class for a view's layer, else its own.
    var describe: String { owningView.map { String(describing: type(of: $0)) } ?? String(describing: type(of: self)) }

    /// Where this layer's problems are reported: the window of its view or of the nearest view
    /// layer above it, or standard error.
    var diagnostics: any DiagnosticSink {
        var layer: Layer? = self
        while let l = layer {
            if let view = l.owningView { return view.diagnostics }
            layer = l.superlayer ?? l.maskHost
        }
        return StandardErrorDiagnostics.console
    }
}
