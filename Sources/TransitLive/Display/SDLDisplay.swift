import Foundation

/// A desktop window through SDL2, and the way its frames reach the screen.
///
/// With an accelerated `SDL_Renderer` (vertical sync when the driver offers it), each frame's
/// pixels are copied into one streaming `SDL_Texture` that is drawn over the whole window and
/// presented. Without one (SDL's headless "dummy" driver, a display with no GPU), the frame's
/// pixels are written straight into the window's own surface (`SDLWindowSurface`) and shown with
/// `SDL_UpdateWindowSurfaceRects`: one copy of each changed pixel, where SDL's software renderer
/// would copy it into its texture and then convert it again into that same surface. SDL's
/// software renderer remains for a window surface whose pixels are not 32-bit.
@MainActor
final class SDLDisplay {
    /// Where frames are drawn.
    enum Target {
        /// An `SDL_Renderer` and its streaming texture of the frame's size.
        case texture(renderer: SDLLibrary.Handle, texture: SDLLibrary.Handle)
        /// The window's surface.
        case surface
    }

    let sdl: SDLLibrary
    let window: SDLLibrary.Handle
    private(set) var target: Target
    /// The size of the frames presented (the texture's, or the window's in pixels).
    private(set) var frameSize: (width: Int, height: Int)
    /// The window surface the last frame was written to, while the next may write only its
    /// damage: a surface SDL made again (after a resize) holds none of the last frame.
    var writtenSurface: UnsafeMutableRawPointer?
    /// Whether presenting waits for the display's vertical blank.
    let hasVSync: Bool
    /// The SDL video driver in use (`x11`, `wayland`, `dummy`, …).
    let videoDriver: String
    private var isClosed = false

    /// Starts SDL's video subsystem (with the video driver `requested` when given, as
    /// `SDL_VIDEODRIVER` would) and opens a window of `width` × `height` pixels titled `title`.
    /// Without `allowsWindowSurface`, frames go through a renderer even when it is SDL's
    /// software one (tests compare the two ways).
    init(
        sdl: SDLLibrary, title: String, width: Int, height: Int, videoDriver requested: String?,
        allowsWindowSurface: Bool = true
    ) throws {
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
        frameSize = (width, height)
        let made: (target: Target, hasVSync: Bool)
        do {
            made = try Self.makeTarget(sdl, window, width: width, height: height, allowsWindowSurface: allowsWindowSurface)
        } catch {
            sdl.destroyWindow(window)
            sdl.quit()
            throw error
        }
        target = made.target
        // Drivers without a screen accept the vsync flag but have no vertical blank to wait for.
        hasVSync = made.hasVSync && !["dummy", "offscreen"].contains(videoDriver)
    }

    /// The window's size in SDL window coordinates (the pointer's coordinates).
    var windowCoordinateSize: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        sdl.getWindowSize(window, &w, &h)
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }

    /// Shows `frame` in the window. A frame of another size than the last one resizes the
    /// window to it first (`SDL_SetWindowSize`); returns whether it did. With `damage`, the
    /// rectangles outside which `frame` equals the frame presented last, only those are copied;
    /// when `mirrored`, the renderer already wrote them into the window's surface through
    /// `mirror()` and they are only shown.
    @discardableResult
    func present(_ frame: Bitmap, damage: [PixelRect]? = nil, mirrored: Bool = false) throws -> Bool {
        let resized = frame.width != frameSize.width || frame.height != frameSize.height
        if resized {
            if case .texture(let renderer, let old) = target {
                guard let texture = Self.makeTexture(sdl, renderer, width: frame.width, height: frame.height) else {
                    throw LiveError.sdlFailure("create a \(frame.width)×\(frame.height) texture", sdl.lastError)
                }
                sdl.destroyTexture(old)
                target = .texture(renderer: renderer, texture: texture)
            }
            frameSize = (frame.width, frame.height)
            sdl.setWindowSize(window, Int32(frame.width), Int32(frame.height))
        }
        switch target {
        case .texture(let renderer, let texture):
            try presentThroughTexture(frame, damage: resized ? nil : damage, renderer: renderer, texture: texture)
        case .surface:
            try presentOnSurface(frame, damage: resized ? nil : damage, mirrored: mirrored && !resized)
        }
        return resized
    }

    /// The window's surface as a mirror for the next frame's damaged rows
    /// (`FrameCompositor.render(_:mirroringInto:)`), when frames are written to it, it holds the
    /// frame presented last and it is at least that frame's size; nil otherwise. It stays valid
    /// until the next call into SDL.
    func mirror() -> FrameMirror? {
        guard case .surface = target, let pointer = sdl.getWindowSurface(window), pointer == writtenSurface,
            let surface = SDLWindowSurface(pointer)
        else { return nil }
        return surface.mirror(width: frameSize.width, height: frameSize.height)
    }

    /// The pixels of the window's framebuffer as they were last presented, in the layout of a
    /// `Bitmap` (`SDL_RenderReadPixels`, or the window surface's pixels).
    func readFramebuffer() throws -> Bitmap {
        let (width, height) = frameSize
        guard case .texture(let renderer, _) = target else {
            guard let surface = sdl.getWindowSurface(window).flatMap(SDLWindowSurface.init),
                let bitmap = surface.read(width: width, height: height)
            else { throw LiveError.sdlFailure("read the window's surface back", sdl.lastError) }
            return bitmap
        }
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
        if case .texture(let renderer, let texture) = target {
            sdl.destroyTexture(texture)
            sdl.destroyRenderer(renderer)
        }
        sdl.destroyWindow(window)
        sdl.quit()
    }
}
