#include "CHeapUsage.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

long long bench_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);  // every zone
    return (long long)statistics.size_in_use;
}

#elif defined(__linux__)
#include <stdlib.h>
#include <malloc.h>

long long bench_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    // Every arena's allocated chunks (headers and rounding included), plus the blocks the
    // allocator mapped on their own (large arrays).
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
#elif defined(__GLIBC__)
    struct mallinfo info = mallinfo();
    return (long long)(unsigned)info.uordblks + (long long)(unsigned)info.hblkhd;
#else
    return -1;
#endif
}

#else
long long bench_heap_bytes_in_use(void) { return -1; }
#endif
