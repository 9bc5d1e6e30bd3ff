// The functions of CTransitMath are inline, in include/CTransitMath.h; this file makes the header a
// C target of its own, and checks that it compiles as C.
#include "CTransitMath.h"
