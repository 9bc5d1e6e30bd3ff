// UIKit's string conversions of geometry values (`NSStringFromCGRect`, `CGRectFromString`, …).
// Numbers are written as UIKit writes them, with `%.17g` (the shortest form for whole numbers,
// every significant digit otherwise: `{0.10000000000000001, 2}`). A string that is not
// well-formed gives the zero value, as Apple documents for the `…FromString` functions.

/// The string form `{x, y}` of a point (`NSStringFromCGPoint`).
public func NSStringFromCGPoint(_ point: CGPoint) -> String {
    GeometryText.braces([point.x, point.y].map(GeometryText.number))
}

/// The string form `{width, height}` of a size (`NSStringFromCGSize`).
public func NSStringFromCGSize(_ size: CGSize) -> String {
    GeometryText.braces([size.width, size.height].map(GeometryText.number))
}

/// The string form `{{x, y}, {width, height}}` of a rectangle (`NSStringFromCGRect`).
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    GeometryText.braces([NSStringFromCGPoint(rect.origin), NSStringFromCGSize(rect.size)])
}

/// The string form `{dx, dy}` of a vector (`NSStringFromCGVector`).
public func NSStringFromCGVector(_ vector: CGVector) -> String {
    GeometryText.braces([vector.dx, vector.dy].map(GeometryText.number))
}

/// The string form `[a, b, c, d, tx, ty]` of an affine transform (`NSStringFromCGAffineTransform`).
public func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(GeometryText.number).joined(separator: ", ") + "]"
}

/// The string form `{top, left, bottom, right}` of edge insets (`NSStringFromUIEdgeInsets`).
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    GeometryText.braces([insets.top, insets.left, insets.bottom, insets.right].map(GeometryText.number))
}

/// The point in a string of the form `{x, y}` (`CGPointFromString`); `.zero` if not well-formed.
public func CGPointFromString(_ string: String) -> CGPoint {
    guard let v = GeometryText.parse(string)?.numbers(2) else { return .zero }
    return CGPoint(x: v[0], y: v[1])
}

/// The size in a string of the form `{width, height}` (`CGSizeFromString`); `.zero` if not
/// well-formed.
public func CGSizeFromString(_ string: String) -> CGSize {
    guard let v = GeometryText.parse(string)?.numbers(2) else { return .zero }
    return CGSize(width: v[0], height: v[1])
}

/// The rectangle in a string of the form `{{x, y}, {width, height}}` (`CGRectFromString`);
/// `.zero` if not well-formed.
public func CGRectFromString(_ string: String) -> CGRect {
    guard case .group(let parts)? = GeometryText.parse(string), parts.count == 2,
        let origin = parts[0].numbers(2), let size = parts[1].numbers(2)
    else { return .zero }
    return CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
}

/// The vector in a string of the form `{dx, dy}` (`CGVectorFromString`); zero if not well-formed.
public func CGVectorFromString(_ string: String) -> CGVector {
    guard let v = GeometryText.parse(string)?.numbers(2) else { return .zero }
    return CGVector(dx: v[0], dy: v[1])
}

/// The affine transform in a string of the form `[a, b, c, d, tx, ty]`
/// (`CGAffineTransformFromString`); the identity if not well-formed, as UIKit returns.
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    guard let v = GeometryText.parse(string, open: "[", close: "]")?.numbers(6) else { return .identity }
    return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
}

/// The insets in a string of the form `{top, left, bottom, right}` (`UIEdgeInsetsFromString`);
/// `.zero` if not well-formed.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    guard let v = GeometryText.parse(string)?.numbers(4) else { return .zero }
    return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
}

/// Writing and reading the bracketed number lists of the functions above.
enum GeometryText {
    /// A parsed value: a number or a bracketed list.
    indirect enum Node {
        case number(CGFloat)
        case group([Node])

        /// The list's numbers when it is a flat list of exactly `count` numbers.
        func numbers(_ count: Int) -> [CGFloat]? {
            guard case .group(let items) = self, items.count == count else { return nil }
            let values = items.compactMap { item -> CGFloat? in
                if case .number(let n) = item { return n }
                return nil
            }
            return values.count == count ? values : nil
        }
    }

    static func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

    static func braces(_ items: [String]) -> String { "{" + items.joined(separator: ", ") + "}" }

    /// Parses one bracketed list (nested lists use the same brackets), allowing spaces; `nil`
    /// unless the whole string is consumed.
    static func parse(_ string: String, open: Character = "{", close: Character = "}") -> Node? {
        var scanner = Scanner(characters: Array(string), open: open, close: close)
        guard let node = scanner.group() else { return nil }
        scanner.skipSpaces()
        return scanner.atEnd ? node : nil
    }

    struct Scanner {
        let characters: [Character]
        let open: Character
        let close: Character
        var index = 0

        init(characters: [Character], open: Character, close: Character) {
            self.characters = characters
            self.open = open
            self.close = close
        }

        var atEnd: Bool { index == characters.count }

        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        mutating func group() -> Node? {
            skipSpaces()
            guard index < characters.count, characters[index] == open else { return nil }
            index += 1
            var items: [Node] = []
            while true {
                skipSpaces()
                guard index < characters.count else { return nil }
                if characters[index] == open {
                    guard let inner = group() else { return nil }
                    items.append(inner)
                } else {
                    guard let value = number() else { return nil }
                    items.append(.number(value))
                }
                skipSpaces()
                guard index < characters.count else { return nil }
                if characters[index] == "," { index += 1; continue }
                if characters[index] == close { index += 1; return .group(items) }
                return nil
            }
        }

        mutating func number() -> CGFloat? {
            let start = index
            while index < characters.count, characters[index].isNumber || "+-.eE".contains(characters[index]) {
                index += 1
            }
            guard let value = Double(String(characters[start..<index])), value.isFinite else { return nil }
            return CGFloat(value)
        }
    }
}
