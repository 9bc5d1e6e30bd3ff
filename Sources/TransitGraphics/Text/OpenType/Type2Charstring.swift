import Foundation

/// A Type 2 charstring interpreter (Adobe Technical Note #5177) producing a `GlyphPath`. Hints
/// are counted (so hint masks are skipped correctly) but not applied; the advance width operand
/// is dropped (widths come from `hmtx`).
struct Type2Charstring {
    let global: CFFIndex
    let local: CFFIndex?
    var path = GlyphPath()
    private var stack: [Double] = []
    private var x = 0.0, y = 0.0
    private var stems = 0
    private var sawWidth = false
    private var open = false
    private(set) var ended = false

    init(global: CFFIndex, local: CFFIndex?) {
        self.global = global
        self.local = local
    }

    mutating func closeContour() {
        if open { path.elements.append(.close); open = false }
    }

    private mutating func moveTo(_ dx: Double, _ dy: Double) {
        closeContour()
        x += dx; y += dy
        path.elements.append(.move(x: x, y: y))
        open = true
    }

    private mutating func lineTo(_ dx: Double, _ dy: Double) {
        if !open { moveTo(0, 0) }
        x += dx; y += dy
        path.elements.append(.line(x: x, y: y))
    }

    private mutating func curveTo(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        if !open { moveTo(0, 0) }
        let c1x = x + a, c1y = y + b, c2x = c1x + c, c2y = c1y + d
        x = c2x + e; y = c2y + f
        path.elements.append(.cubic(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y))
    }

    /// Drops the width operand the first stack-clearing operator may carry.
    private mutating func takeWidth(_ hasExtra: Bool) {
        if !sawWidth && hasExtra && !stack.isEmpty { stack.removeFirst() }
        sawWidth = true
    }

    private func need(_ n: Int, _ op: String) throws {
        guard stack.count >= n else {
            throw FontError(.malformed, "CFF charstring: \(op) needs \(n) operands, has \(stack.count)")
        }
    }

    mutating func run(_ code: FontData, depth: Int) throws {
        guard depth <= 10 else { throw FontError(.malformed, "CFF charstring: subroutines nest deeper than 10") }
        var o = 0
        while o < code.count && !ended {
            let b0 = Int(try code.u8(o))
            o += 1
            switch b0 {
            case 28, 32...254, 255: o = try pushOperand(b0, from: code, at: o)
            case 1, 3, 18, 23, 19, 20: o += countStems(b0)
            case 4, 21, 22: try moveOperator(b0)
            case 5...8, 24...27, 30, 31: drawOperator(b0)
            case 10, 29:  // callsubr, callgsubr
                try need(1, "callsubr")
                guard let subrs = b0 == 10 ? local : global else {
                    throw FontError(.malformed, "CFF charstring: callsubr without local subroutines")
                }
                let n = Int(stack.removeLast()) + subrs.bias
                try run(try subrs.item(n), depth: depth + 1)
            case 11:
                return
            case 14:
                takeWidth(stack.count == 1 || stack.count == 5)
                closeContour()
                ended = true
                stack.removeAll()
            case 12:
                let b1 = Int(try code.u8(o)); o += 1
                try flex(b1)
                stack.removeAll()
            default:
                throw FontError(.unsupported, "CFF charstring: operator \(b0)")
            }
            guard stack.count <= 48 else { throw FontError(.malformed, "CFF charstring: stack overflow") }
        }
    }

    /// Pushes the number that byte `b0` starts, reading its further bytes at `o`; returns the
    /// offset after them.
    private mutating func pushOperand(_ b0: Int, from code: FontData, at o: Int) throws -> Int {
        switch b0 {
        case 32...246: stack.append(Double(b0 - 139)); return o
        case 247...250: stack.append(Double((b0 - 247) * 256 + Int(try code.u8(o)) + 108)); return o + 1
        case 251...254: stack.append(Double(-(b0 - 251) * 256 - Int(try code.u8(o)) - 108)); return o + 1
        case 28: stack.append(Double(try code.i16(o))); return o + 2
        default: stack.append(Double(try code.i32(o)) / 65536); return o + 4
        }
    }

    /// A stem hint operator (hstem, vstem, hstemhm, vstemhm, hintmask, cntrmask): counts the
    /// stems; returns how many mask bytes follow the operator.
    private mutating func countStems(_ b0: Int) -> Int {
        takeWidth(stack.count % 2 == 1)
        stems += stack.count / 2
        stack.removeAll()
        // hintmask and cntrmask: pending operands are vstems, and the mask follows.
        return b0 == 19 || b0 == 20 ? (stems + 7) / 8 : 0
    }

    /// rmoveto, hmoveto, vmoveto.
    private mutating func moveOperator(_ b0: Int) throws {
        switch b0 {
        case 21:
            takeWidth(stack.count > 2); try need(2, "rmoveto")
            moveTo(stack[stack.count - 2], stack[stack.count - 1])
        case 22:
            takeWidth(stack.count > 1); try need(1, "hmoveto")
            moveTo(stack[stack.count - 1], 0)
        default:
            takeWidth(stack.count > 1); try need(1, "vmoveto")
            moveTo(0, stack[stack.count - 1])
        }
        stack.removeAll()
    }

    /// The line and curve operators, each taking every operand on the stack.
    private mutating func drawOperator(_ b0: Int) {
        switch b0 {
        case 5:  // rlineto
            var i = 0
            while i + 1 < stack.count { lineTo(stack[i], stack[i + 1]); i += 2 }
        case 6, 7:  // hlineto, vlineto
            var horizontal = b0 == 6
            for v in stack {
                if horizontal { lineTo(v, 0) } else { lineTo(0, v) }
                horizontal.toggle()
            }
        case 8:  // rrcurveto
            var i = 0
            while i + 5 < stack.count { curve(i); i += 6 }
        case 24:  // rcurveline
            var i = 0
            while i + 7 < stack.count { curve(i); i += 6 }
            if i + 1 < stack.count { lineTo(stack[i], stack[i + 1]) }
        case 25:  // rlinecurve
            var i = 0
            while i + 7 < stack.count { lineTo(stack[i], stack[i + 1]); i += 2 }
            if i + 5 < stack.count { curve(i) }
        case 26, 27:  // vvcurveto, hhcurveto
            alignedCurves(vertical: b0 == 26)
        default:  // 30 vhcurveto, 31 hvcurveto
            alternatingCurves(startVertical: b0 == 30)
        }
        stack.removeAll()
    }

    /// vvcurveto and hhcurveto: curves that start and end along one axis, the first possibly
    /// with an offset across it.
    private mutating func alignedCurves(vertical: Bool) {
        var i = 0, across = 0.0
        if stack.count % 4 == 1 { across = stack[0]; i = 1 }
        while i + 3 < stack.count {
            if vertical {
                curveTo(across, stack[i], stack[i + 1], stack[i + 2], 0, stack[i + 3])
            } else {
                curveTo(stack[i], across, stack[i + 1], stack[i + 2], stack[i + 3], 0)
            }
            across = 0; i += 4
        }
    }

    /// vhcurveto and hvcurveto: curves whose tangents alternate between the axes.
    private mutating func alternatingCurves(startVertical: Bool) {
        var vertical = startVertical
        var i = 0
        while i + 3 < stack.count {
            let last = stack.count - i == 5 ? stack[i + 4] : 0
            if vertical {
                curveTo(0, stack[i], stack[i + 1], stack[i + 2], stack[i + 3], last)
            } else {
                curveTo(stack[i], 0, stack[i + 1], stack[i + 2], last, stack[i + 3])
            }
            vertical.toggle(); i += 4
        }
    }

    private mutating func curve(_ i: Int) {
        curveTo(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5])
    }

    private mutating func flex(_ op: Int) throws {
        let s = stack
        switch op {
        case 35:  // flex
            try need(13, "flex")
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5]); curveTo(s[6], s[7], s[8], s[9], s[10], s[11])
        case 34:  // hflex
            try need(7, "hflex")
            curveTo(s[0], 0, s[1], s[2], s[3], 0); curveTo(s[4], 0, s[5], -s[2], s[6], 0)
        case 36:  // hflex1
            try need(9, "hflex1")
            curveTo(s[0], s[1], s[2], s[3], s[4], 0)
            curveTo(s[5], 0, s[6], s[7], s[8], -(s[1] + s[3] + s[7]))
        case 37:  // flex1
            try need(11, "flex1")
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            if abs(dx) > abs(dy) {
                curveTo(s[6], s[7], s[8], s[9], s[10], -dy)
            } else {
                curveTo(s[6], s[7], s[8], s[9], -dx, s[10])
            }
        default:
            throw FontError(.unsupported, "CFF charstring: operator 12 \(op) (arithmetic operators are not read)")
        }
    }
}
