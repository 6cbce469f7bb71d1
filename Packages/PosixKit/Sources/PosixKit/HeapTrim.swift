import Glibc

/// Gives the heap's free memory back to the system.
///
/// glibc's `malloc_trim(0)`, looked up at run time (Swift's Glibc module does not import `<malloc.h>`). A thread that computed a large answer leaves its freed pages in its own
/// malloc arena otherwise, counted in the process's resident memory until the arena is reused.
public enum HeapTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// Trims every arena; false when nothing was released or the C library has no `malloc_trim`.
    @discardableResult
    public static func release() -> Bool {
        guard let symbol = dlsym(nil, "malloc_trim") else { return false }
        return unsafeBitCast(symbol, to: Trim.self)(0) != 0
    }
}
