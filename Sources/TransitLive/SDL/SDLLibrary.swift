#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The SDL2 functions a live window calls, looked up at run time in the shared library, so that
/// nothing else in the package needs SDL to build, test or run.
///
/// Each member is the SDL2 C function of the same name (`SDL_Init`, `SDL_CreateWindow`, …),
/// declared here with the C signature SDL 2.0 documents; handles (`SDL_Window *`,
/// `SDL_Renderer *`, `SDL_Texture *`) are opaque pointers, a window's `SDL_Surface *` is read
/// through `SDLWindowSurface`, and events are `SDLEventRecord`s.
struct SDLLibrary {
    typealias Handle = OpaquePointer

    let initialize: @convention(c) (UInt32) -> Int32
    let quit: @convention(c) () -> Void
    let getError: @convention(c) () -> UnsafePointer<CChar>?
    let setHint: @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
    let getCurrentVideoDriver: @convention(c) () -> UnsafePointer<CChar>?
    let createWindow: @convention(c) (UnsafePointer<CChar>, Int32, Int32, Int32, Int32, UInt32) -> Handle?
    let destroyWindow: @convention(c) (Handle?) -> Void
    let getWindowSize: @convention(c) (Handle?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let setWindowSize: @convention(c) (Handle?, Int32, Int32) -> Void
    let createRenderer: @convention(c) (Handle?, Int32, UInt32) -> Handle?
    let destroyRenderer: @convention(c) (Handle?) -> Void
    let getRendererInfo: @convention(c) (Handle?, UnsafeMutableRawPointer?) -> Int32
    let getWindowSurface: @convention(c) (Handle?) -> UnsafeMutableRawPointer?
    let updateWindowSurfaceRects: @convention(c) (Handle?, UnsafeRawPointer?, Int32) -> Int32
    let createTexture: @convention(c) (Handle?, UInt32, Int32, Int32, Int32) -> Handle?
    let destroyTexture: @convention(c) (Handle?) -> Void
    let setTextureBlendMode: @convention(c) (Handle?, Int32) -> Int32
    let updateTexture: @convention(c) (Handle?, UnsafeRawPointer?, UnsafeRawPointer?, Int32) -> Int32
    let renderCopy: @convention(c) (Handle?, Handle?, UnsafeRawPointer?, UnsafeRawPointer?) -> Int32
    let renderPresent: @convention(c) (Handle?) -> Void
    let renderReadPixels: @convention(c) (Handle?, UnsafeRawPointer?, UInt32, UnsafeMutableRawPointer?, Int32) -> Int32
    let waitEventTimeout: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    let pollEvent: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    let pushEvent: @convention(c) (UnsafeMutableRawPointer?) -> Int32

    /// The SDL2 shared library's name on Linux (`libSDL2-2.0.so.0`, from the Debian package
    /// `libsdl2-2.0-0`).
    static let defaultName = "libSDL2-2.0.so.0"

    /// Opens the library named `name` (a file name searched as `dlopen(3)` does, or a path) and
    /// looks up every function. Throws `LiveError` of kind `.libraryUnavailable` when the library
    /// cannot be opened or lacks a function.
    init(name: String) throws {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw LiveError.libraryUnavailable(name: name, reason: reason)
        }
        let table = SymbolTable(handle: handle, name: name)
        initialize = try table.function("SDL_Init")
        quit = try table.function("SDL_Quit")
        getError = try table.function("SDL_GetError")
        setHint = try table.function("SDL_SetHint")
        getCurrentVideoDriver = try table.function("SDL_GetCurrentVideoDriver")
        createWindow = try table.function("SDL_CreateWindow")
        destroyWindow = try table.function("SDL_DestroyWindow")
        getWindowSize = try table.function("SDL_GetWindowSize")
        setWindowSize = try table.function("SDL_SetWindowSize")
        createRenderer = try table.function("SDL_CreateRenderer")
        destroyRenderer = try table.function("SDL_DestroyRenderer")
        getRendererInfo = try table.function("SDL_GetRendererInfo")
        getWindowSurface = try table.function("SDL_GetWindowSurface")
        updateWindowSurfaceRects = try table.function("SDL_UpdateWindowSurfaceRects")
        createTexture = try table.function("SDL_CreateTexture")
        destroyTexture = try table.function("SDL_DestroyTexture")
        setTextureBlendMode = try table.function("SDL_SetTextureBlendMode")
        updateTexture = try table.function("SDL_UpdateTexture")
        renderCopy = try table.function("SDL_RenderCopy")
        renderPresent = try table.function("SDL_RenderPresent")
        renderReadPixels = try table.function("SDL_RenderReadPixels")
        waitEventTimeout = try table.function("SDL_WaitEventTimeout")
        pollEvent = try table.function("SDL_PollEvent")
        pushEvent = try table.function("SDL_PushEvent")
    }

    /// SDL's message for the last failure (`SDL_GetError`).
    var lastError: String {
        getError().map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "no reason given"
    }

    /// Looks functions up in an opened library.
    private struct SymbolTable {
        let handle: UnsafeMutableRawPointer
        let name: String

        func function<F>(_ symbol: String) throws -> F {
            guard let address = dlsym(handle, symbol) else {
                throw LiveError.libraryUnavailable(name: name, reason: "it has no function \(symbol), so it is not SDL 2")
            }
            return unsafeBitCast(address, to: F.self)
        }
    }
}

/// The SDL2 constants a live window uses, with the values of SDL 2's headers.
enum SDLConstant {
    /// `SDL_INIT_VIDEO`.
    static let initVideo: UInt32 = 0x0000_0020
    /// `SDL_WINDOWPOS_CENTERED`.
    static let windowPositionCentered: Int32 = 0x2FFF_0000
    /// `SDL_WINDOW_SHOWN`.
    static let windowShown: UInt32 = 0x0000_0004
    /// `SDL_WINDOW_ALLOW_HIGHDPI`.
    static let windowAllowHighDPI: UInt32 = 0x0000_2000
    /// `SDL_RENDERER_SOFTWARE`.
    static let rendererSoftware: UInt32 = 0x0000_0001
    /// `SDL_RENDERER_ACCELERATED`: a renderer that draws with the graphics hardware.
    static let rendererAccelerated: UInt32 = 0x0000_0002
    /// `SDL_RENDERER_PRESENTVSYNC`.
    static let rendererPresentVSync: UInt32 = 0x0000_0004
    /// `SDL_PIXELFORMAT_RGBA32`: bytes R, G, B, A in memory, the layout of a `Bitmap`
    /// (`SDL_PIXELFORMAT_ABGR8888` on a little-endian machine, `SDL_PIXELFORMAT_RGBA8888` on a
    /// big-endian one).
    static let pixelFormatRGBA32: UInt32 = 1.littleEndian == 1 ? 0x1676_2004 : 0x1646_2004
    /// `SDL_TEXTUREACCESS_STREAMING`.
    static let textureAccessStreaming: Int32 = 1
    /// `SDL_BLENDMODE_NONE`: texture pixels replace the target's.
    static let blendModeNone: Int32 = 0
}
