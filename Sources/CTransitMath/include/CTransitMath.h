#ifndef CTRANSITMATH_H
#define CTRANSITMATH_H

/// The sine and cosine of one angle.
typedef struct {
    double sin;
    double cos;
} transit_sincos_result;

/// The sine and cosine of `x` from one call: the C library's `sincos` where it has one (glibc,
/// Apple's libm), whose values equal those of `sin` and `cos`; otherwise `sin` and `cos`.
transit_sincos_result transit_sincos(double x);

/// Asks the processor to bring the cache line holding `address` into its caches ahead of a read
/// (a hint only: it changes no value, and does nothing where the compiler has no such builtin).
static inline void transit_prefetch(const void *address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address, 0, 3);
#else
    (void)address;
#endif
}

#endif
