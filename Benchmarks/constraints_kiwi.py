#!/usr/bin/env python3
"""The grid of `transit bench constraints`, solved by kiwisolver (the C++ Cassowary solver).

    constraints_kiwi.py [VIEWS=250] [RUNS=5]

Rows of ten views: each view's leading edge follows its left neighbour's trailing edge (or the
grid's left edge + 4), its top the bottom of the view above (or the grid's top + 4), its width
equals the first view's, its height is half its width. As in Transit's engine, the window and
the grid are fixed items: four required equalities each (the grid's origin relative to the
window's). The first view's width is 10 and then changes to 12, 13 or 14.

kiwisolver's constraints are immutable, so the changing width is an edit variable at
`required - 1` strength, the form kiwisolver documents for values that change ("Edit variables"
in its basic-usage guide); a suggestion is its one-constant incremental re-solve.

Times (thread CPU time, medians of RUNS, the constraints built before the clock starts):
  solve from scratch: a new Solver, every constraint added, the edit variable added and
  suggested, updateVariables() and every view's four values read;
  one constant change: suggestValue() on the width (the incremental re-solve), then apart
  updateVariables() and the values read (what Transit's layout pass applying the frames does).
"""
import sys
import time

import kiwisolver as kiwi


def make_grid(count):
    def rect():
        return [kiwi.Variable() for _ in range(4)]  # left, top, width, height

    window, grid = rect(), rect()
    fixed = [window[0] == 0, window[1] == 0, window[2] == 393, window[3] == 852,
             grid[0] - window[0] == 0, grid[1] - window[1] == 0, grid[2] == 393, grid[3] == 852]
    views, constraints = [], []
    for i in range(count):
        v = rect()
        views.append(v)
        if i % 10 == 0:
            constraints.append(v[0] == grid[0] + 4)
        else:
            left = views[i - 1]
            constraints.append(v[0] == left[0] + left[2] + 2)
        if i < 10:
            constraints.append(v[1] == grid[1] + 4)
        else:
            above = views[i - 10]
            constraints.append(v[1] == above[1] + above[3] + 2)
        constraints.append(None if i == 0 else v[2] == views[0][2])  # None: the edited width
        constraints.append(v[3] == 0.5 * v[2])
    return fixed + constraints, views


def read(views):
    return [(v[0].value(), v[1].value(), v[2].value(), v[3].value()) for v in views]


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 250
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    clock = time.thread_time
    scratch, change, apply = [], [], []
    checksum = 0.0
    for run in range(runs):
        constraints, views = make_grid(count)
        width = views[0][2]
        t = clock()
        solver = kiwi.Solver()
        for c in constraints:
            if c is None:
                solver.addEditVariable(width, kiwi.strength.create(999, 999, 999))
                solver.suggestValue(width, 10)
            else:
                solver.addConstraint(c)
        solver.updateVariables()
        read(views)
        scratch.append(clock() - t)
        t = clock()
        solver.suggestValue(width, 12 + run % 3)
        change.append(clock() - t)
        t = clock()
        solver.updateVariables()
        frames = read(views)
        apply.append(clock() - t)
        last = frames[-1]
        checksum += last[0] + last[2] + last[1] + last[3]
    median = lambda values: sorted(values)[len(values) // 2] * 1000
    print(f"kiwisolver {kiwi.__version__}: {len(constraints) - 8} constraints on {count} views, "
          f"median of {runs}: solve from scratch {median(scratch):.3f} ms CPU; "
          f"one constant change {median(change):.3f} ms CPU (incremental re-solve) + {median(apply):.3f} ms CPU "
          f"(updating and reading the values) (checksum {checksum:.3f})")


if __name__ == "__main__":
    main()
