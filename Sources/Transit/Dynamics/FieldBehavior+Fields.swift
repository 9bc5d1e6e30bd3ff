import Foundation

extension FieldBehavior {
    /// Gravity along `direction` (`linearGravityField(direction:)`): every item accelerates at
    /// 1000·``strength``·`direction` points per second² whatever its mass (F = m·a, as Apple
    /// documents), the units of ``GravityBehavior``.
    public static func linearGravityField(direction: CGVector) -> FieldBehavior {
        let field = FieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    /// Gravity towards `position` (`radialGravityField(position:)`): items accelerate at
    /// 1000·``strength`` points per second² towards it (away from it when the strength is
    /// negative, as Apple documents), weakened by ``falloff``.
    public static func radialGravityField(position: CGPoint) -> FieldBehavior {
        let field = FieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }

    /// A spring towards ``position`` (`springField()`): Hooke's law, a force proportional to the
    /// distance, as Apple documents; Transit's constant makes an item of mass m oscillate at
    /// √(``strength``/m) hertz.
    public static func springField() -> FieldBehavior { FieldBehavior(kind: .spring) }

    /// Drag (`dragField()`): a force against the velocity, proportional to ``strength`` and to the
    /// velocity, as Apple documents: −strength·v.
    public static func dragField() -> FieldBehavior { FieldBehavior(kind: .drag) }

    /// Imposed velocity (`velocityField(direction:)`): items in the region move at
    /// ``strength``·`direction` points per second, overriding their accelerations, as Apple
    /// documents (collisions and attachments still act).
    public static func velocityField(direction: CGVector) -> FieldBehavior {
        let field = FieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    /// A whirl around ``position`` (`vortexField()`): items are pushed across the line to the
    /// centre, counter-clockwise for a positive ``strength`` and clockwise for a negative one, with
    /// an acceleration proportional to the distance, as Apple documents.
    public static func vortexField() -> FieldBehavior { FieldBehavior(kind: .vortex) }

    /// An electric field from ``position`` (`electricField()`): F = q·E, as Apple documents, with
    /// E = 1000·``strength`` along the line from the position, so that an item whose charge has
    /// the field's sign is repelled and one of the opposite sign attracted.
    public static func electricField() -> FieldBehavior { FieldBehavior(kind: .electric) }

    /// A uniform magnetic field out of the screen (`magneticField()`): F = q·v × B, as Apple
    /// documents, so a charged item moving across it turns counter-clockwise for a positive
    /// ``strength``, at q·strength/m radians per second.
    public static func magneticField() -> FieldBehavior { FieldBehavior(kind: .magnetic) }

    /// Random forces (`noiseField(smoothness:animationSpeed:)`): smooth gradient noise, as Apple
    /// documents (Perlin noise), seeded so it is the same on every run.
    public static func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> FieldBehavior {
        let field = FieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Random forces proportional to each item's speed (`turbulenceField(smoothness:animationSpeed:)`),
    /// as Apple documents, from the same seeded noise as ``noiseField(smoothness:animationSpeed:)``.
    public static func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> FieldBehavior {
        let field = FieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// A field whose force `block` computes (`field(evaluationBlock:)`) at each substep of
    /// 1/600 s, for each item in the region, from the item's position in the reference view, its
    /// velocity in points per second, its mass and charge, and the step. A force that is not
    /// finite is reported once and ignored.
    public static func field(evaluationBlock block: @escaping EvaluationBlock) -> FieldBehavior {
        FieldBehavior(kind: .custom(block))
    }

    /// What a field does to one item for one substep.
    enum Effect {
        case uniformAcceleration(Vector2D)
        case acceleration(Vector2D)
        case force(Vector2D)
        case velocity(Vector2D)
    }

    /// The falloff factor at distance `d`: max(d, minimumRadius)^−falloff.
    func falloffFactor(_ d: Double) -> Double {
        falloff == 0 ? 1 : pow(max(d, Double(minimumRadius)), -Double(falloff))
    }

    /// The effect on an item at `r` from the field's position, moving at `v`.
    func effect(offset r: Vector2D, velocity v: Vector2D, mass: Double, charge: Double, time: Double, step h: Double) -> Effect {
        let d = r.length, s = Double(strength)
        let away = d > 0 ? r * (1 / d) : .zero, fall = falloffFactor(d)
        let unit = Double(GravityBehavior.pointsPerSecondSquared), spring = 4 * Double.pi * Double.pi
        switch kind {
        case .linearGravity: return .uniformAcceleration(Vector2D(direction) * (unit * s * fall))
        case .radialGravity: return .acceleration(away * (-unit * s * fall))
        case .spring: return .force(r * (-spring * s * fall))
        case .drag: return .force(v * (-s * fall))
        case .velocity: return .velocity(Vector2D(direction) * s)
        case .vortex: return .acceleration(Vector2D(x: r.y, y: -r.x) * (spring * s * fall))
        case .electric: return .force(away * (unit * charge * s * fall))
        case .magnetic: return .force(Vector2D(x: v.y, y: -v.x) * (charge * s * fall))
        case .noise: return .acceleration(noise(at: r + Vector2D(position), time: time) * (unit * s * fall))
        case .turbulence: return .acceleration(noise(at: r + Vector2D(position), time: time) * (v.length * s * fall))
        case .custom(let block):
            let force = block(self, (r + Vector2D(position)).point, v.vector, CGFloat(mass), CGFloat(charge), h)
            guard force.dx.isFinite && force.dy.isFinite else {
                reportBadForce(force)
                return .force(.zero)
            }
            return .force(Vector2D(force))
        }
    }

    /// The noise vector at the point `p` of the reference view at `time`: each component in about
    /// −1…1, varying over 25·(1 + 15·smoothness) points and animationSpeed times per second.
    func noise(at p: Vector2D, time: Double) -> Vector2D {
        let scale = 1 / (25 * (1 + 15 * Double(smoothness))), z = time * Double(animationSpeed)
        return Vector2D(
            x: Self.noiseChannels.0.value(p.x * scale, p.y * scale, z),
            y: Self.noiseChannels.1.value(p.x * scale, p.y * scale, z))
    }
}
