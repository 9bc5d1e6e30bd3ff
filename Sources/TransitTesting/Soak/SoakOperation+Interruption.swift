import Foundation

extension SoakOperation {
    /// A random operation of the interruption family: a transition started and, 0 to 24 frames
    /// later (the whole of a system push, which settles in about 30), a request or a touch that
    /// interrupts it — the moments that transitions which turn around, are grabbed or are
    /// retargeted must survive: pops, pushes, presentations, dismissals, tab and child switches,
    /// and pans and drags that catch them (the caller mixes it in).
    static func randomInterruption(using random: inout some RandomNumberGenerator) -> SoakOperation {
        let after = Int.random(in: 0...24, using: &random)
        let tab = Int.random(in: 0..<4, using: &random), otherTab = Int.random(in: 0..<4, using: &random)
        let from = Int.random(in: 0..<4, using: &random)
        let style = Int.random(in: 0..<SoakScene.styles.count, using: &random)
        let sheet = 1 + Int.random(in: 0..<2, using: &random)
        // One to four moves, a quarter of them holding still.
        let moves = (0...Int.random(in: 0..<4, using: &random)).map { _ in
            Int.random(in: 0..<4, using: &random) == 0 ? 0 : Int.random(in: -80...160, using: &random)
        }
        let pair: (SoakOperation, SoakOperation) =
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1: (.push(animated: true), .pop(animated: true))
            case 2: (.pop(animated: true), .push(animated: true))
            // A pan in the content (the content pop) or at the edge, grabbing a running push; the
            // finger stays down for the steps that follow.
            case 3: (.push(animated: true), .panDown)
            case 4: (.push(animated: true), .edgeDown)
            // An edge swipe during a pop that a lifted finger left finishing on its own.
            case 5: (.fingerUp, .edgeDown)
            case 6: (.present(from: from, style: style, animated: true), .dismiss(from: from + 1, animated: true))
            case 7: (.dismiss(from: from, animated: true), .present(from: from, style: style, animated: true))
            case 8: (.selectTab(index: tab, animated: true), .selectTab(index: otherTab, animated: true))
            case 9: (.swapChild(animated: true, dissolve: Bool.random(using: &random)), .selectChild(index: tab))
            // The custom container's pan catching a running switch (its tab shown first).
            case 10:
                (
                    .interrupt(.selectTab(index: 1, animated: false), after: 1, by: .selectChild(index: tab)),
                    .catchPan(vertical: false, moves: moves)
                )
            // A sheet's drag catching its presentation, or its dismissal asked for in code.
            case 11: (.present(from: from, style: sheet, animated: true), .catchPan(vertical: true, moves: moves))
            case 12:
                (
                    .interrupt(.present(from: from, style: sheet, animated: true), after: 40, by: .dismissTop(animated: true)),
                    .catchPan(vertical: true, moves: moves)
                )
            // A zoom closed before its opening ends.
            default: (.presentZoom, .dismissTop(animated: true))
            }
        return .interrupt(pair.0, after: after, by: pair.1)
    }
}
