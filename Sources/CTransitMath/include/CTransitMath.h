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

#endif
