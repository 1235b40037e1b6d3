#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WinSDK)
import WinSDK
#endif

/// A value guarded by a mutex, for the little state PickListKit shares between threads: the
/// installed localizer and each localized list's translated texts.
///
/// The standard library's `Mutex` needs iOS 18 and macOS 15, and apps using PickListKit run
/// on older systems, so this is the platform's own mutex (`pthread_mutex_t`, or an `SRWLOCK`
/// on Windows), allocated once and never moved.
final class Locked<State>: @unchecked Sendable {
    private var state: State
    #if os(Windows)
    private let mutex = UnsafeMutablePointer<SRWLOCK>.allocate(capacity: 1)
    #elseif !os(WASI)
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    #endif

    init(_ state: State) {
        self.state = state
        #if os(Windows)
        InitializeSRWLock(mutex)
        #elseif !os(WASI)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
    }

    deinit {
        #if !os(Windows) && !os(WASI)
        pthread_mutex_destroy(mutex)
        #endif
        #if !os(WASI)
        mutex.deallocate()
        #endif
    }

    /// Runs `body` with the state, no other thread reading or writing it meanwhile.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if os(Windows)
        AcquireSRWLockExclusive(mutex)
        defer { ReleaseSRWLockExclusive(mutex) }
        #elseif !os(WASI)
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&state)
    }
}
