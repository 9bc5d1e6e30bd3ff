#define _GNU_SOURCE
#include <math.h>
#include "CTransitMath.h"

transit_sincos_result transit_sincos(double x) {
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
