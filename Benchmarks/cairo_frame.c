/*
 * cairo_frame.c — the transition frame of `transit bench render`, drawn by cairo, redrawing
 * everything every frame.
 *
 * The frame is 1179 × 2556 pixels (an iPhone screen at scale 3):
 *   1. black;
 *   2. screen A — an opaque grey (0.95) background and 50 rounded rectangles — shifted left by
 *      t × 30 % of the width plus 0.37 px, so its edges never fall on whole pixels;
 *   3. a 50 % black dimming rectangle over everything;
 *   4. screen B — grey 0.85 and its own 50 rectangles — turned by (1 − t) × 0.35 rad and scaled by
 *      0.7 + 0.3 t about its centre, which slides in from (1 − t) × 60 % of the width to the right.
 * The rectangles come from a 32-bit LCG (× 1664525 + 1013904223, seed 12345, 24 high bits of 32 as
 * the fraction), screen A's 50 first. Rectangle k of a screen is opaque when k is a multiple of 3,
 * otherwise its alpha is 0.35 to 0.95; corner radii are 6 to 60 px. Frames are timed at
 * t = i / (n − 1) after three warm-up frames; the median is printed.
 *
 *   cc -O2 -o cairo_frame cairo_frame.c $(pkg-config --cflags --libs cairo) -lm
 *   ./cairo_frame [FRAMES=200] [frame.png]      (the PNG is the frame at t = 0.5)
 */
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { WIDTH = 1179, HEIGHT = 2556, CARDS = 50 };

struct card { double x, y, w, h, radius, red, green, blue, alpha; };

static uint32_t lcg_state = 12345u;

static double next_fraction(void) {
    lcg_state = lcg_state * 1664525u + 1013904223u;
    return (double)(lcg_state >> 8) / 16777216.0;
}

static void fill_screen(struct card cards[CARDS]) {
    for (int k = 0; k < CARDS; k++) {
        struct card *c = &cards[k];
        c->w = 60 + next_fraction() * (WIDTH - 120);
        c->h = 40 + next_fraction() * 400;
        c->x = next_fraction() * (WIDTH - c->w);
        c->y = next_fraction() * (HEIGHT - c->h);
        c->radius = 6 + next_fraction() * 54;
        c->red = next_fraction();
        c->green = next_fraction();
        c->blue = next_fraction();
        c->alpha = k % 3 == 0 ? 1.0 : 0.35 + next_fraction() * 0.6;
    }
}

static void add_rounded_rect(cairo_t *cr, const struct card *c) {
    double r = fmin(c->radius, fmin(c->w, c->h) / 2);
    double left = c->x, top = c->y, right = c->x + c->w, bottom = c->y + c->h;
    cairo_new_sub_path(cr);
    cairo_arc(cr, right - r, top + r, r, -M_PI / 2, 0);
    cairo_arc(cr, right - r, bottom - r, r, 0, M_PI / 2);
    cairo_arc(cr, left + r, bottom - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, left + r, top + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void paint_screen(cairo_t *cr, const struct card cards[CARDS], double grey) {
    cairo_set_source_rgb(cr, grey, grey, grey);
    cairo_rectangle(cr, 0, 0, WIDTH, HEIGHT);
    cairo_fill(cr);
    for (int k = 0; k < CARDS; k++) {
        add_rounded_rect(cr, &cards[k]);
        cairo_set_source_rgba(cr, cards[k].red, cards[k].green, cards[k].blue, cards[k].alpha);
        cairo_fill(cr);
    }
}

static struct card screen_a[CARDS], screen_b[CARDS];

static void draw_frame(cairo_t *cr, double t) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_paint(cr);

    cairo_save(cr);
    cairo_translate(cr, -t * WIDTH * 0.3 - 0.37, 0);
    paint_screen(cr, screen_a, 0.95);
    cairo_restore(cr);

    cairo_set_source_rgba(cr, 0, 0, 0, 0.5);
    cairo_rectangle(cr, 0, 0, WIDTH, HEIGHT);
    cairo_fill(cr);

    double scale = 0.7 + 0.3 * t;
    cairo_save(cr);
    cairo_translate(cr, WIDTH / 2.0 + (1 - t) * WIDTH * 0.6 + 0.25, HEIGHT / 2.0);
    cairo_rotate(cr, (1 - t) * 0.35);
    cairo_scale(cr, scale, scale);
    cairo_translate(cr, -WIDTH / 2.0, -HEIGHT / 2.0);
    paint_screen(cr, screen_b, 0.85);
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
    int frames = argc > 1 ? atoi(argv[1]) : 200;
    const char *png = argc > 2 ? argv[2] : NULL;
    if (frames < 1) {
        fprintf(stderr, "usage: cairo_frame [FRAMES >= 1] [frame.png]\n");
        return 2;
    }
    fill_screen(screen_a);
    fill_screen(screen_b);

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
    printf("cairo %s %dx%d frames=%d median=%.2f ms  p10=%.2f  p90=%.2f\n", cairo_version_string(),
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
