/*
 * engine_loop.c — the floor for `transit bench engine`: the same timing maths as Transit's
 * animation engine, evaluated in one plain C loop with no objects, no clock and no dispatch.
 *
 * The workload (Transit's bench builds exactly these animations as real engine objects):
 *   - COUNT animations of one number from 0 to 100, all created at time 0;
 *     animation k waits (k mod 10) × 10 ms before it starts.
 *   - even k: cubic Bézier (0.42, 0, 0.58, 1) — ease-in-out — over 0.35 s, solved for x by
 *     Newton's method with a bisection fallback (tolerance 1e-7).
 *   - odd k: a spring that honours a 1 s duration, as UIKit's
 *     `usingSpringWithDamping:initialSpringVelocity:` does: mass 1, damping ratio
 *     0.5 + 0.5 × (k mod 7) / 7, initial velocity 0.5 × (k mod 3) distances per second, and the
 *     natural frequency chosen by 12 Newton steps (from 5 / duration) so that the envelope of the
 *     oscillation has shrunk to 0.001 at the duration.
 *   - a value is 0 before its start and 100 from start + duration on.
 *   - FRAMES frames at t = f / 120 s for f = 1 … FRAMES. The checksum adds every value shown.
 *
 *   cc -O2 -o engine_loop engine_loop.c -lm && ./engine_loop [COUNT=10000] [FRAMES=120]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* x(t) and y(t) of a unit cubic Bézier from (0,0) to (1,1), in Horner form. */
struct curve { double xa, xb, xc, ya, yb, yc; };

static struct curve curve_make(double x1, double y1, double x2, double y2) {
    struct curve c;
    c.xc = 3.0 * x1;
    c.xb = 3.0 * (x2 - x1) - c.xc;
    c.xa = 1.0 - c.xc - c.xb;
    c.yc = 3.0 * y1;
    c.yb = 3.0 * (y2 - y1) - c.yc;
    c.ya = 1.0 - c.yc - c.yb;
    return c;
}

static double curve_x(const struct curve *c, double t) { return ((c->xa * t + c->xb) * t + c->xc) * t; }
static double curve_y(const struct curve *c, double t) { return ((c->ya * t + c->yb) * t + c->yc) * t; }
static double curve_dx(const struct curve *c, double t) { return (3.0 * c->xa * t + 2.0 * c->xb) * t + c->xc; }

/* The parameter t at which x(t) = x: Newton first, bisection on [0, 1] when Newton stalls. */
static double curve_solve(const struct curve *c, double x) {
    const double tolerance = 1e-7;
    double t = x;
    for (int step = 0; step < 8; step++) {
        double error = curve_x(c, t) - x;
        if (fabs(error) < tolerance) return t;
        double slope = curve_dx(c, t);
        if (fabs(slope) < 1e-6) break;
        t -= error / slope;
    }
    double low = 0.0, high = 1.0;
    t = x;
    if (t < low) return low;
    if (t > high) return high;
    while (low < high) {
        double here = curve_x(c, t);
        if (fabs(here - x) < tolerance) return t;
        if (x > here) low = t; else high = t;
        t = low + (high - low) * 0.5;
        if (high - low < 1e-12) break;
    }
    return t;
}

/* A unit spring: damping ratio, natural frequency, initial velocity. */
struct spring { double ratio, omega, velocity; };

/* Zero when the envelope has decayed to 0.001 at `duration`. */
static double envelope_gap(double omega, double ratio, double velocity, double duration) {
    if (ratio < 1.0) {
        double damped = omega * sqrt(1.0 - ratio * ratio);
        return 0.001 - fabs((ratio * omega - velocity) / damped) * exp(-ratio * omega * duration);
    }
    return exp(-omega * duration) * ((omega - velocity) * duration + 1.0) - 0.001;
}

static struct spring spring_fit(double ratio, double velocity, double duration) {
    struct spring s = { ratio, 5.0 / duration, velocity };
    for (int step = 0; step < 12; step++) {
        double w = s.omega, h = 1e-6 * w;
        double gap = envelope_gap(w, ratio, velocity, duration);
        double slope = (envelope_gap(w + h, ratio, velocity, duration)
                        - envelope_gap(w - h, ratio, velocity, duration)) / (2.0 * h);
        if (slope == 0.0) break;
        s.omega = w - gap / slope;
    }
    return s;
}

/* Fraction of the distance covered at time t (overshoots past 1 when under-damped). */
static double spring_at(const struct spring *s, double t) {
    double z = s->ratio, w = s->omega, v = s->velocity;
    if (z < 1.0) {
        double damped = w * sqrt(1.0 - z * z);
        double offset = exp(-z * w * t) * (cos(damped * t) + (z * w - v) / damped * sin(damped * t));
        return 1.0 - offset;
    }
    return 1.0 - (1.0 + (w - v) * t) * exp(-w * t);
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 10000;
    int frames = argc > 2 ? atoi(argv[2]) : 120;
    if (count < 1 || frames < 1) {
        fprintf(stderr, "usage: engine_loop [COUNT >= 1] [FRAMES >= 1]\n");
        return 2;
    }
    struct curve ease = curve_make(0.42, 0.0, 0.58, 1.0);
    struct spring *springs = calloc((size_t)count, sizeof *springs);
    for (int k = 1; k < count; k += 2)
        springs[k] = spring_fit(0.5 + 0.5 * (k % 7) / 7.0, 0.5 * (k % 3), 1.0);

    struct timespec begin, end;
    clock_gettime(CLOCK_MONOTONIC, &begin);
    double checksum = 0.0;
    for (int f = 1; f <= frames; f++) {
        double now = f / 120.0;
        for (int k = 0; k < count; k++) {
            double elapsed = now - (k % 10) * 0.01;
            double duration = (k & 1) ? 1.0 : 0.35;
            double shown;
            if (elapsed <= 0.0) shown = 0.0;
            else if (elapsed >= duration) shown = 100.0;
            else if (k & 1) shown = 100.0 * spring_at(&springs[k], elapsed);
            else shown = 100.0 * curve_y(&ease, curve_solve(&ease, elapsed / duration));
            checksum += shown;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double ns = ((double)(end.tv_sec - begin.tv_sec) * 1e9 + (double)(end.tv_nsec - begin.tv_nsec))
                / ((double)count * frames);
    printf("engine-loop: %d animations x %d frames: %.2f ns per animation-frame (checksum %.6f)\n",
           count, frames, ns, checksum);
    free(springs);
    return 0;
}
