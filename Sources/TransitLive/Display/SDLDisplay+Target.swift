import Foundation

extension SDLDisplay {
    /// The way frames reach `window`, and whether presenting waits for the vertical blank: an
    /// accelerated renderer (with vertical sync when it has it), else the window's surface when
    /// its pixels are 32-bit ones (and `allowsWindowSurface`), else SDL's software renderer.
    static func makeTarget(
        _ sdl: SDLLibrary, _ window: SDLLibrary.Handle, width: Int, height: Int, allowsWindowSurface: Bool
    ) throws -> (Target, hasVSync: Bool) {
        let accelerated = SDLConstant.rendererAccelerated
        let renderer =
            sdl.createRenderer(window, -1, accelerated | SDLConstant.rendererPresentVSync)
            ?? sdl.createRenderer(window, -1, accelerated)
        if renderer == nil, allowsWindowSurface, sdl.getWindowSurface(window).flatMap(SDLWindowSurface.init) != nil {
            return (.surface, false)
        }
        guard let renderer = renderer ?? sdl.createRenderer(window, -1, SDLConstant.rendererSoftware) else {
            throw LiveError.sdlFailure("create a renderer", sdl.lastError)
        }
        var info = [UInt8](repeating: 0, count: 96)  // SDL_RendererInfo: name, flags (offset 8), …
        let flags =
            sdl.getRendererInfo(renderer, &info) == 0 ? info.withUnsafeBytes { $0.load(fromByteOffset: 8, as: UInt32.self) } : 0
        guard let texture = makeTexture(sdl, renderer, width: width, height: height) else {
            let error = LiveError.sdlFailure("create a \(width)×\(height) texture", sdl.lastError)
            sdl.destroyRenderer(renderer)
            throw error
        }
        return (.texture(renderer: renderer, texture: texture), flags & SDLConstant.rendererPresentVSync != 0)
    }

    /// A streaming texture of `width` × `height` RGBA pixels that replace the window's when drawn.
    static func makeTexture(
        _ sdl: SDLLibrary, _ renderer: SDLLibrary.Handle, width: Int, height: Int
    ) -> SDLLibrary.Handle? {
        guard
            let texture = sdl.createTexture(
                renderer, SDLConstant.pixelFormatRGBA32, SDLConstant.textureAccessStreaming,
                Int32(width), Int32(height))
        else { return nil }
        // Frames are opaque screens: their pixels replace the window's, with no blending.
        _ = sdl.setTextureBlendMode(texture, SDLConstant.blendModeNone)
        return texture
    }

    /// Copies the whole of `frame`, or only the rectangles of `damage`, into `texture`, draws it
    /// over the whole window and presents it.
    func presentThroughTexture(
        _ frame: Bitmap, damage: [PixelRect]?, renderer: SDLLibrary.Handle, texture: SDLLibrary.Handle
    ) throws {
        let pitch = Int32(frame.width * 4)
        let status = frame.pixels.withUnsafeBytes { bytes -> Int32 in
            guard let damage, let base = bytes.baseAddress else {
                return sdl.updateTexture(texture, nil, bytes.baseAddress, pitch)
            }
            for r in damage.compactMap({ $0.clipped(width: frame.width, height: frame.height) }) {
                // SDL_Rect: four C ints, x, y, w, h.
                let rect: [Int32] = [Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)]
                let status = rect.withUnsafeBytes {
                    sdl.updateTexture(texture, $0.baseAddress, base + (r.y * frame.width + r.x) * 4, pitch)
                }
                if status != 0 { return status }
            }
            return 0
        }
        guard status == 0 else { throw LiveError.sdlFailure("update the window's texture", sdl.lastError) }
        guard sdl.renderCopy(renderer, texture, nil, nil) == 0 else {
            throw LiveError.sdlFailure("draw the frame", sdl.lastError)
        }
        sdl.renderPresent(renderer)
    }

    /// Writes the whole of `frame`, or only the rectangles of `damage`, into the window's
    /// surface and shows those rectangles (`SDL_UpdateWindowSurfaceRects`); when `mirrored`, the
    /// renderer wrote the rectangles of `damage` there already. A surface SDL made anew since
    /// the last frame gets the whole frame.
    func presentOnSurface(_ frame: Bitmap, damage: [PixelRect]?, mirrored: Bool = false) throws {
        guard let pointer = sdl.getWindowSurface(window), let surface = SDLWindowSurface(pointer) else {
            throw LiveError.sdlFailure("get the window's surface", sdl.lastError)
        }
        let whole = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        let kept = pointer == writtenSurface
        let wanted = kept ? damage ?? [whole] : [whole]
        writtenSurface = pointer
        let rects = wanted.compactMap { surface.clipped($0, to: frame) }
        guard !rects.isEmpty else { return }
        if !(mirrored && kept && damage != nil) {
            for rect in rects { surface.write(frame, rect) }
        }
        // SDL_Rect: four C ints, x, y, w, h, per rectangle.
        let words = rects.flatMap { [Int32($0.x), Int32($0.y), Int32($0.width), Int32($0.height)] }
        let status = words.withUnsafeBytes { sdl.updateWindowSurfaceRects(window, $0.baseAddress, Int32(rects.count)) }
        guard status == 0 else { throw LiveError.sdlFailure("show the window's surface", sdl.lastError) }
    }
}
