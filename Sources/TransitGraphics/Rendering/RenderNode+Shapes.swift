import Foundation

extension RenderNode {
    /// A path to fill and stroke in the layer's coordinates, with `CAShapeLayer`'s drawing
    /// parameters: the fill first, then the stroke centred on the path.
    public struct ShapeContent: Equatable, Sendable {
        /// The outline (`CAShapeLayer.path`).
        public var path: CGPath
        /// The fill colour; nil fills nothing (`fillColor`).
        public var fillColor: Color?
        /// Which points the fill covers (`fillRule`).
        public var fillRule: CGPathFillRule
        /// The stroke colour; nil strokes nothing (`strokeColor`).
        public var strokeColor: Color?
        /// The stroke width in points (`lineWidth`).
        public var lineWidth: CGFloat
        /// How open ends are stroked (`lineCap`).
        public var lineCap: CGLineCap
        /// How corners are stroked (`lineJoin`).
        public var lineJoin: CGLineJoin
        /// Miters longer than this many line widths become bevels (`miterLimit`).
        public var miterLimit: CGFloat
        /// Painted and unpainted lengths along the stroke; empty for a solid line (`lineDashPattern`).
        public var lineDashPattern: [CGFloat]
        /// How far into the dash pattern the stroke starts (`lineDashPhase`).
        public var lineDashPhase: CGFloat
        /// Where the stroke starts, as a fraction of the path's length (`strokeStart`).
        public var strokeStart: CGFloat
        /// Where the stroke ends, as a fraction of the path's length (`strokeEnd`).
        public var strokeEnd: CGFloat

        /// Creates shape content with `CAShapeLayer`'s defaults: an opaque black fill, no stroke,
        /// width 1, butt caps, miter joins, miter limit 10, no dash, the whole stroke.
        public init(
            path: CGPath, fillColor: Color? = .black, fillRule: CGPathFillRule = .winding,
            strokeColor: Color? = nil, lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt,
            lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, lineDashPattern: [CGFloat] = [],
            lineDashPhase: CGFloat = 0, strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1
        ) {
            self.path = path; self.fillColor = fillColor; self.fillRule = fillRule
            self.strokeColor = strokeColor; self.lineWidth = lineWidth; self.lineCap = lineCap
            self.lineJoin = lineJoin; self.miterLimit = miterLimit; self.lineDashPattern = lineDashPattern
            self.lineDashPhase = lineDashPhase; self.strokeStart = strokeStart; self.strokeEnd = strokeEnd
        }
    }

    /// Colours blended across the bounds, with `CAGradientLayer`'s geometry: points in the unit
    /// coordinate space of the bounds, colours extended past the first and last stop.
    public struct GradientContent: Equatable, Sendable {
        /// The shape of the colour lines (`CAGradientLayerType`).
        public enum Kind: Equatable, Sendable {
            /// Lines perpendicular to start → end: the colour at a point is its projection onto
            /// that segment (`.axial`).
            case axial
            /// Ellipses about `startPoint` whose outermost passes through `endPoint`'s x and y
            /// distances (`.radial`).
            case radial
            /// Rays about `startPoint`: the colour turns with the angle, clockwise on screen from
            /// the direction of `endPoint` (`.conic`).
            case conic
        }

        /// The colours at the stops (`colors`).
        public var colors: [Color]
        /// Where the stops sit, 0…1, one per colour; nil spaces them evenly (`locations`).
        public var locations: [CGFloat]?
        /// The start point in unit coordinates of the bounds (`startPoint`).
        public var startPoint: CGPoint
        /// The end point in unit coordinates of the bounds (`endPoint`).
        public var endPoint: CGPoint
        /// The gradient's shape (`type`).
        public var kind: Kind

        /// Creates gradient content; the default points run from top centre to bottom centre, as
        /// `CAGradientLayer`'s do.
        public init(
            colors: [Color], locations: [CGFloat]? = nil, startPoint: CGPoint = CGPoint(x: 0.5, y: 0),
            endPoint: CGPoint = CGPoint(x: 0.5, y: 1), kind: Kind = .axial
        ) {
            self.colors = colors; self.locations = locations
            self.startPoint = startPoint; self.endPoint = endPoint; self.kind = kind
        }
    }
}
