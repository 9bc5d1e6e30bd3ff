#ifndef CTRANSITMATH_H
#define CTRANSITMATH_H

#include <math.h>

/// The sine and cosine of one angle.
typedef struct {
    double sin;
    double cos;
} transit_sincos_result;

#if defined(__GLIBC__) && !defined(__APPLE__)
/* glibc declares `sincos` only for _GNU_SOURCE translation units; this is its prototype, so that
   every caller of the inline function below can see it. */
extern void sincos(double x, double *sine, double *cosine);
#endif

/// The sine and cosine of `x` from one call: the C library's `sincos` where it has one (glibc,
/// Apple's libm), whose values equal those of `sin` and `cos`; otherwise `sin` and `cos`.
/// Inline, so that a caller's loop (the engine's springs) calls the C library directly.
static inline transit_sincos_result transit_sincos(double x) {
    transit_sincos_result r;
#if defined(__APPLE__)
    __sincos(x, &r.sin, &r.cos);
#elif defined(__GLIBC__)
    sincos(x, &r.sin, &r.cos);
#else
    r.sin = sin(x);
    r.cos = cos(x);
#endif
    return r;
}

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
