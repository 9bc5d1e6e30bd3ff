/*
 * cairo_paths.c — the path scene of `transit bench render --scene paths`, drawn by cairo,
 * redrawing everything every frame.
 *
 * The frame is 1179 × 2556 pixels, white, with everything shifted right by t × 40 + 0.37 px:
 *   1. 40 strokes through 6 random points, width 2 to 14 px, joins miter/round/bevel by k mod 3,
 *      caps butt/round/square by (k / 3) mod 3, odd ones dashed 30 on, 15 off, phase k px;
 *   2. 16 circles (radius 40 to 200 px) painted with a linear gradient from their bounding
 *      square's top-left to its bottom-right corner, clipped to the circle;
 *   3. 6 circles (radius 100 to 300 px) painted with a radial gradient from their centre to their rim;
 *   4. 10 curves of three random cubic segments, width 3 to 13 px, round caps and joins;
 *   5. 6 five-pointed stars (radius 60 to 200 px) filled under the even-odd rule and stroked 3 px.
 * Random numbers come from the same 32-bit LCG as cairo_frame.c (seed 777), in the order above.
 * Colours are opaque. Frames are timed at t = i / (n − 1) after three warm-up frames.
 *
 *   cc -O2 -o cairo_paths cairo_paths.c $(pkg-config --cflags --libs cairo) -lm
 *   ./cairo_paths [FRAMES=100] [frame.png]      (the PNG is the frame at t = 0.5)
 */
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { WIDTH = 1179, HEIGHT = 2556 };

static uint32_t lcg_state = 777u;
static double rnd(void) {
    lcg_state = lcg_state * 1664525u + 1013904223u;
    return (double)(lcg_state >> 8) / 16777216.0;
}

struct stroke { double x[6], y[6], width, r, g, b; int k; };
struct disc { double cx, cy, radius, r1, g1, b1, r2, g2, b2; };
struct wave { double p[10][2], width, r, g, b; };
struct star { double cx, cy, radius, r, g, b; };

static struct stroke strokes[40];
static struct disc linear[16], radial[6];
static struct wave waves[10];
static struct star stars[6];

static void make_scene(void) {
    for (int k = 0; k < 40; k++) {
        struct stroke *s = &strokes[k];
        for (int i = 0; i < 6; i++) { s->x[i] = rnd() * WIDTH; s->y[i] = rnd() * HEIGHT; }
        s->width = 2 + rnd() * 12;
        s->r = rnd() * 0.8; s->g = rnd() * 0.8; s->b = rnd() * 0.8;
        s->k = k;
    }
    for (int k = 0; k < 16; k++) {
        struct disc *d = &linear[k];
        d->cx = rnd() * WIDTH; d->cy = rnd() * HEIGHT; d->radius = 40 + rnd() * 160;
        d->r1 = rnd(); d->g1 = rnd(); d->b1 = rnd(); d->r2 = rnd(); d->g2 = rnd(); d->b2 = rnd();
    }
    for (int k = 0; k < 6; k++) {
        struct disc *d = &radial[k];
        d->cx = rnd() * WIDTH; d->cy = rnd() * HEIGHT; d->radius = 100 + rnd() * 200;
        d->r1 = rnd(); d->g1 = rnd(); d->b1 = rnd(); d->r2 = rnd(); d->g2 = rnd(); d->b2 = rnd();
    }
    for (int k = 0; k < 10; k++) {
        struct wave *w = &waves[k];
        w->p[0][0] = rnd() * WIDTH; w->p[0][1] = rnd() * HEIGHT;
        for (int i = 1; i < 10; i++) {
            w->p[i][0] = w->p[i - 1][0] + (rnd() - 0.5) * 300;
            w->p[i][1] = w->p[i - 1][1] + (rnd() - 0.5) * 300;
        }
        w->width = 3 + rnd() * 10;
        w->r = rnd() * 0.8; w->g = rnd() * 0.8; w->b = rnd() * 0.8;
    }
    for (int k = 0; k < 6; k++) {
        struct star *s = &stars[k];
        s->cx = rnd() * WIDTH; s->cy = rnd() * HEIGHT; s->radius = 60 + rnd() * 140;
        s->r = rnd(); s->g = rnd(); s->b = rnd();
    }
}

static void draw_frame(cairo_t *cr, double t) {
    static const cairo_line_join_t joins[3] = { CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL };
    static const cairo_line_cap_t caps[3] = { CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE };
    static const double dashes[2] = { 30, 15 };
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_save(cr);
    cairo_translate(cr, t * 40 + 0.37, 0);
    cairo_set_miter_limit(cr, 10);
    for (int k = 0; k < 40; k++) {
        const struct stroke *s = &strokes[k];
        cairo_move_to(cr, s->x[0], s->y[0]);
        for (int i = 1; i < 6; i++) cairo_line_to(cr, s->x[i], s->y[i]);
        cairo_set_line_width(cr, s->width);
        cairo_set_line_join(cr, joins[k % 3]);
        cairo_set_line_cap(cr, caps[(k / 3) % 3]);
        cairo_set_dash(cr, dashes, k % 2 ? 2 : 0, k);
        cairo_set_source_rgb(cr, s->r, s->g, s->b);
        cairo_stroke(cr);
    }
    cairo_set_dash(cr, NULL, 0, 0);
    for (int k = 0; k < 16; k++) {
        const struct disc *d = &linear[k];
        cairo_pattern_t *p = cairo_pattern_create_linear(d->cx - d->radius, d->cy - d->radius, d->cx + d->radius, d->cy + d->radius);
        cairo_pattern_add_color_stop_rgb(p, 0, d->r1, d->g1, d->b1);
        cairo_pattern_add_color_stop_rgb(p, 1, d->r2, d->g2, d->b2);
        cairo_new_path(cr);
        cairo_arc(cr, d->cx, d->cy, d->radius, 0, 2 * M_PI);
        cairo_set_source(cr, p);
        cairo_fill(cr);
        cairo_pattern_destroy(p);
    }
    for (int k = 0; k < 6; k++) {
        const struct disc *d = &radial[k];
        cairo_pattern_t *p = cairo_pattern_create_radial(d->cx, d->cy, 0, d->cx, d->cy, d->radius);
        cairo_pattern_add_color_stop_rgb(p, 0, d->r1, d->g1, d->b1);
        cairo_pattern_add_color_stop_rgb(p, 1, d->r2, d->g2, d->b2);
        cairo_new_path(cr);
        cairo_arc(cr, d->cx, d->cy, d->radius, 0, 2 * M_PI);
        cairo_set_source(cr, p);
        cairo_fill(cr);
        cairo_pattern_destroy(p);
    }
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int k = 0; k < 10; k++) {
        const struct wave *w = &waves[k];
        cairo_move_to(cr, w->p[0][0], w->p[0][1]);
        for (int i = 1; i < 10; i += 3)
            cairo_curve_to(cr, w->p[i][0], w->p[i][1], w->p[i + 1][0], w->p[i + 1][1], w->p[i + 2][0], w->p[i + 2][1]);
        cairo_set_line_width(cr, w->width);
        cairo_set_source_rgb(cr, w->r, w->g, w->b);
        cairo_stroke(cr);
    }
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (int k = 0; k < 6; k++) {
        const struct star *s = &stars[k];
        for (int i = 0; i < 5; i++) {
            double a = -M_PI / 2 + i * 4 * M_PI / 5;
            if (i == 0) cairo_move_to(cr, s->cx + s->radius * cos(a), s->cy + s->radius * sin(a));
            else cairo_line_to(cr, s->cx + s->radius * cos(a), s->cy + s->radius * sin(a));
        }
        cairo_close_path(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        cairo_set_source_rgb(cr, s->r, s->g, s->b);
        cairo_fill_preserve(cr);
        cairo_set_line_width(cr, 3);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_stroke(cr);
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_restore(cr);
}

static double milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1e3 + (double)now.tv_nsec / 1e6;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 100;
    const char *png = argc > 2 ? argv[2] : NULL;
    if (frames < 1) {
        fprintf(stderr, "usage: cairo_paths [FRAMES >= 1] [frame.png]\n");
        return 2;
    }
    make_scene();
    cairo_surface_t *target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(target);
    for (int k = 0; k < 3; k++) draw_frame(cr, 0.5);
    double *times = malloc(sizeof *times * (size_t)frames);
    for (int i = 0; i < frames; i++) {
        double t = frames > 1 ? (double)i / (frames - 1) : 0.5;
        double start = milliseconds();
        draw_frame(cr, t);
        cairo_surface_flush(target);
        times[i] = milliseconds() - start;
    }
    qsort(times, (size_t)frames, sizeof *times, ascending);
    printf("cairo %s paths %dx%d frames=%d median=%.2f ms  p10=%.2f  p90=%.2f\n", cairo_version_string(),
           WIDTH, HEIGHT, frames, times[frames / 2], times[frames / 10], times[frames * 9 / 10]);
    if (png) {
        draw_frame(cr, 0.5);
        cairo_surface_write_to_png(target, png);
    }
    free(times);
    cairo_destroy(cr);
    cairo_surface_destroy(target);
    return 0;
}
