#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex with one condition variable (POSIX), for the few places where one thread waits for
/// another: the message queue between the reader thread and the server loop, and the server
/// loop waiting for an analysis that runs as Swift tasks.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits, holding the lock, until `ready()` is true, then runs `body`.
    func wait<T>(until ready: () -> Bool, then body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !ready() { pthread_cond_wait(condition, mutex) }
        return body()
    }

    /// Changes the state under the lock and wakes every waiter.
    func signal(_ body: () -> Void) {
        pthread_mutex_lock(mutex)
        body()
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}

/// A value handed from one thread to another exactly once, when the caller knows that only the
/// receiving thread uses it from then on (the input stream moved to the reader thread).
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

    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
