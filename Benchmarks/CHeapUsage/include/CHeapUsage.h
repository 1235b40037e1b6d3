#ifndef CHEAPUSAGE_H
#define CHEAPUSAGE_H

/// The bytes the C allocator has handed out and not taken back (allocator overhead included),
/// or -1 where this platform's allocator cannot tell. Swift's Glibc module does not bring in
/// <malloc.h>, hence this one C function (the benchmark's runtime-rows memory measure).
long long bench_heap_bytes_in_use(void);

#endif
