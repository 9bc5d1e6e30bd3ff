import Foundation

/// A desktop window through SDL2: an `SDL_Window`, an `SDL_Renderer` (vertical sync when the
/// driver offers it, SDL's software renderer otherwise) and one streaming `SDL_Texture` that
/// each frame's pixels are copied into, then drawn over the whole window and presented.
@MainActor
final class SDLDisplay {
    let sdl: SDLLibrary
    private let window: SDLLibrary.Handle
    private let renderer: SDLLibrary.Handle
    private var texture: SDLLibrary.Handle
    private var textureSize: (width: Int, height: Int)
    /// Whether presenting waits for the display's vertical blank.
    let hasVSync: Bool
    /// The SDL video driver in use (`x11`, `wayland`, `dummy`, …).
    let videoDriver: String
    private var isClosed = false

    /// Starts SDL's video subsystem (with the video driver `requested` when given, as
    /// `SDL_VIDEODRIVER` would) and opens a window of `width` × `height` pixels titled `title`.
    init(sdl: SDLLibrary, title: String, width: Int, height: Int, videoDriver requested: String?) throws {
        self.sdl = sdl
        if let requested { _ = sdl.setHint("SDL_VIDEODRIVER", requested) }
        guard sdl.initialize(SDLConstant.initVideo) == 0 else { throw LiveError.noDisplay("SDL: \(sdl.lastError)") }
        videoDriver = sdl.getCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        guard
            let window = sdl.createWindow(
                title, SDLConstant.windowPositionCentered, SDLConstant.windowPositionCentered,
                Int32(width), Int32(height), SDLConstant.windowShown)
        else {
            let error = LiveError.sdlFailure("open a \(width)×\(height) window", sdl.lastError)
            sdl.quit()
            throw error
        }
        self.window = window
        let vsynced = sdl.createRenderer(window, -1, SDLConstant.rendererPresentVSync)
        guard let renderer = vsynced ?? sdl.createRenderer(window, -1, SDLConstant.rendererSoftware) else {
            let error = LiveError.sdlFailure("create a renderer", sdl.lastError)
            sdl.destroyWindow(window)
            sdl.quit()
            throw error
        }
        self.renderer = renderer
        var info = [UInt8](repeating: 0, count: 96)  // SDL_RendererInfo: name, flags (offset 8), …
        let flags =
            sdl.getRendererInfo(renderer, &info) == 0 ? info.withUnsafeBytes { $0.load(fromByteOffset: 8, as: UInt32.self) } : 0
        // Drivers without a screen accept the vsync flag but have no vertical blank to wait for.
        let headless = ["dummy", "offscreen"].contains(videoDriver)
        hasVSync = flags & SDLConstant.rendererPresentVSync != 0 && !headless
        textureSize = (width, height)
        guard let texture = Self.makeTexture(sdl, renderer, width: width, height: height) else {
            let error = LiveError.sdlFailure("create a \(width)×\(height) texture", sdl.lastError)
            sdl.destroyRenderer(renderer)
            sdl.destroyWindow(window)
            sdl.quit()
            throw error
        }
        self.texture = texture
    }

    private static func makeTexture(
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

    /// The window's size in SDL window coordinates (the pointer's coordinates).
    var windowCoordinateSize: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        sdl.getWindowSize(window, &w, &h)
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }

    /// Copies `frame` into the texture, draws it over the whole window and presents it. A frame
    /// of another size than the last one resizes the window to it first (`SDL_SetWindowSize`);
    /// returns whether it did. With `damage`, the rectangles outside which `frame` equals the
    /// frame presented last, only those are copied (`SDL_UpdateTexture` with a rectangle).
    @discardableResult
    func present(_ frame: Bitmap, damage: [PixelRect]? = nil) throws -> Bool {
        let resized = frame.width != textureSize.width || frame.height != textureSize.height
        if resized {
            guard let texture = Self.makeTexture(sdl, renderer, width: frame.width, height: frame.height) else {
                throw LiveError.sdlFailure("create a \(frame.width)×\(frame.height) texture", sdl.lastError)
            }
            sdl.destroyTexture(self.texture)
            self.texture = texture
            textureSize = (frame.width, frame.height)
            sdl.setWindowSize(window, Int32(frame.width), Int32(frame.height))
        }
        let status = upload(frame, damage: resized ? nil : damage)
        guard status == 0 else { throw LiveError.sdlFailure("update the window's texture", sdl.lastError) }
        guard sdl.renderCopy(renderer, texture, nil, nil) == 0 else {
            throw LiveError.sdlFailure("draw the frame", sdl.lastError)
        }
        sdl.renderPresent(renderer)
        return resized
    }

    /// Copies the whole of `frame`, or only the rectangles of `damage`, into the texture; returns
    /// SDL's status (0 on success).
    private func upload(_ frame: Bitmap, damage: [PixelRect]?) -> Int32 {
        let pitch = Int32(frame.width * 4)
        return frame.pixels.withUnsafeBytes { bytes in
            guard let damage, let base = bytes.baseAddress else {
                return sdl.updateTexture(texture, nil, bytes.baseAddress, pitch)
            }
            for r in damage {
                let x0 = max(0, r.x), y0 = max(0, r.y)
                let x1 = min(frame.width, r.x + r.width), y1 = min(frame.height, r.y + r.height)
                guard x1 > x0, y1 > y0 else { continue }
                // SDL_Rect: four C ints, x, y, w, h.
                let rect: [Int32] = [Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0)]
                let status = rect.withUnsafeBytes {
                    sdl.updateTexture(texture, $0.baseAddress, base + (y0 * frame.width + x0) * 4, pitch)
                }
                if status != 0 { return status }
            }
            return 0
        }
    }

    /// The pixels of the window's framebuffer as the renderer last presented them, in the
    /// layout of a `Bitmap` (`SDL_RenderReadPixels`).
    func readFramebuffer() throws -> Bitmap {
        let (width, height) = textureSize
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = pixels.withUnsafeMutableBytes { bytes in
            sdl.renderReadPixels(renderer, nil, SDLConstant.pixelFormatRGBA32, bytes.baseAddress, Int32(width * 4))
        }
        guard status == 0, let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw LiveError.sdlFailure("read the framebuffer back", sdl.lastError)
        }
        return bitmap
    }

    /// The events that arrive within `timeout` seconds (at least the first one, then every one
    /// already queued): `SDL_WaitEventTimeout`, then `SDL_PollEvent` until the queue is empty.
    /// A timeout of 0 only polls.
    func events(waitingAtMost timeout: TimeInterval) -> [SDLEventRecord] {
        var records: [SDLEventRecord] = []
        var record = SDLEventRecord()
        let milliseconds = Int32(min(max(0, timeout * 1000), 10_000).rounded(.up))
        let first =
            milliseconds > 0
            ? record.withPointer { sdl.waitEventTimeout($0, milliseconds) }
            : record.withPointer { sdl.pollEvent($0) }
        guard first == 1 else { return records }
        records.append(record)
        while record.withPointer({ sdl.pollEvent($0) }) == 1 { records.append(record) }
        return records
    }

    /// Puts an event on SDL's queue, where the window reads it as if it came from the system
    /// (`SDL_PushEvent`).
    func push(_ record: SDLEventRecord) {
        var record = record
        _ = record.withPointer { sdl.pushEvent($0) }
    }

    /// Closes the window and shuts SDL's video down. Further calls do nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        sdl.destroyTexture(texture)
        sdl.destroyRenderer(renderer)
        sdl.destroyWindow(window)
        sdl.quit()
    }
}
