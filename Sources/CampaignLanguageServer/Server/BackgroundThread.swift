#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value handed from one thread to another exactly once, when the caller knows that only the
/// receiving thread uses it from then on (the input stream moved to the reader thread, the
/// server moved to its own thread, a project's workspace lent to the task that updates it while
/// the server loop waits). The one place the language server vouches for thread safety itself:
/// each use says why no two threads touch the value at once.
struct Handover<Value>: @unchecked Sendable {
    let value: Value
}

/// Starts a detached POSIX thread running `body` (the reader of the input, the watch of the
/// client's process): blocking reads must not hold one of the few threads Swift's tasks run on.
enum BackgroundThread {
    static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
                box.body()
                return nil
            }, box)
        if started == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Box>.fromOpaque(box).release()
        }
    }

    /// The closure, passed to the new thread as an opaque pointer.
    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
