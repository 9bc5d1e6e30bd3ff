import Foundation

extension Layer {
    /// The layer named for a report: its view's class for a view's layer, else its own.
    var describe: String { owningView.map { String(describing: type(of: $0)) } ?? String(describing: type(of: self)) }

    /// Where this layer's problems are reported: its host's diagnostics (see `LayerHost`), or
    /// standard error outside any window.
    var diagnostics: any DiagnosticSink { host?.diagnostics ?? StandardErrorDiagnostics.console }
}
