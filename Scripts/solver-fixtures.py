#!/usr/bin/env python3
"""Random constraint systems and their optima, solved independently of Transit with kiwisolver.

Each system (seeded, so the same every run) has 3 to 8 variables, required equalities and
inequalities that a hidden integer point satisfies (so the required part is feasible), optional
equalities and inequalities at the priorities 750, 500 and 250, and up to two edit variables at 999
with suggested values; then three steps, each one of: a new suggestion, a new constant for an
optional constraint, a new constant for a required inequality that the hidden point still
satisfies, or the removal of a constraint.

The expected result after the first solve and after each step is computed from scratch, as a
lexicographic linear program: priorities are strict levels, any error at one level outweighing all
errors at lower ones, and errors within a level add up. kiwisolver (the C++ Cassowary solver from
PyPI) serves as the linear-program solver, level by level, so its weighted strengths never stand
in for the levels: each optional constraint gets explicit non-negative error variables (required
`expr + c = e⁺ − e⁻`, `expr + c ≤ e⁺` or `expr + c ≥ −e⁻`); level k is solved with every required
constraint, the error sums of the levels above held at their optima, and each of its own error
variables pulled to 0 at one strength (kiwisolver then minimises their sum). Once every level is
held at its optimum, the solutions left form the optimal set: a variable is uniquely determined
when pulling it one point up and one point down (at one weak strength, nothing else optional)
moves it by less than 1e-6. Ambiguous variables are written `?`.

Writes Tests/TransitTests/AutoLayout/SolverFixtures.swift (the text of the fixtures in a string:
the test target has no resources). Item format, tokens separated by spaces:
Items are packed into lines of at most 118 characters, `; ` between items on a line:
  system SEED vars N
  c ID PRIORITY REL CONSTANT VAR:COEF ...   a constraint `Σ coef · var + constant REL 0`
  e VAR VALUE                               an edit variable at 999, then its suggestion
  s VAR VALUE | k ID CONSTANT | r ID        a step: suggestion, new constant, removal
  x V0 V1 ... | 999:E 750:E 500:E 250:E     expected values (? when not unique) and level errors

  Scripts/solver-fixtures.py          write the fixtures
  Scripts/solver-fixtures.py --check  regenerate into memory and compare with the committed file

Requires: pip install kiwisolver
"""
import os, random, sys

import kiwisolver as kiwi

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Tests/TransitTests/AutoLayout/SolverFixtures.swift")
SYSTEMS = 40
LEVELS = [999, 750, 500, 250]
COEFFICIENTS = [1, 1, -1, -1, 2, 0.5, -0.5]


def expression(terms, xs):
    return sum((coef * xs[var] for var, coef in terms), kiwi.Expression([]))


def relate(lhs, rel, rhs=0):
    return {"=": lhs == rhs, "<=": lhs <= rhs, ">=": lhs >= rhs}[rel]


def build(system, n, held, level=None, pull=None):
    """A kiwisolver solver over the system's variables with error variables: required constraints,
    level sums held at their optima (`held`), `level`'s errors pulled to 0, or `pull` = (var, value)."""
    solver = kiwi.Solver()
    xs = [kiwi.Variable(f"x{i}") for i in range(n)]
    errors = {p: [] for p in LEVELS}
    for c in system:
        lhs = expression(c["terms"], xs) + c["constant"]
        if c["priority"] == 1000:
            solver.addConstraint(relate(lhs, c["rel"]))
            continue
        plus, minus = kiwi.Variable(), kiwi.Variable()
        for e in (plus, minus):
            solver.addConstraint(e >= 0)
        solver.addConstraint(relate(lhs - plus + minus, c["rel"]))
        errors[c["priority"]] += [plus, minus]
    for p, bound in held.items():
        total = sum(errors[p], kiwi.Expression([]))
        solver.addConstraint(total <= bound + 1e-10)
    if level is not None:
        for e in errors[level]:
            solver.addConstraint((e == 0) | "weak")
    if pull is not None:
        solver.addConstraint((xs[pull[0]] == pull[1]) | "weak")
    solver.updateVariables()
    return xs, errors


def optimum(system, n):
    """The level errors of the lexicographic optimum and each variable's value when unique."""
    held = {}
    for p in LEVELS:
        xs, errors = build(system, n, held, level=p)
        held[p] = max(0.0, sum(e.value() for e in errors[p]))
    values = []
    for i, x in enumerate(xs):
        v = x.value()
        moved = any(abs(build(system, n, held, pull=(i, v + d))[0][i].value() - v) > 1e-6 for d in (1, -1))
        values.append(None if moved else v)
    return values, held


def number(v):
    text = "%.9g" % (0.0 if abs(v) < 5e-10 else v)
    return text


def make_system(seed):
    rng = random.Random(seed)
    n = rng.randint(3, 8)
    hidden = [rng.randint(0, 100) for _ in range(n)]
    system, lines = [], [f"system {seed} vars {n}"]

    def terms():
        chosen = rng.sample(range(n), rng.randint(1, min(3, n)))
        return [(v, rng.choice(COEFFICIENTS)) for v in sorted(chosen)]

    def add(priority, rel, terms, constant):
        c = {"id": len(system), "priority": priority, "rel": rel, "terms": terms, "constant": constant}
        system.append(c)
        spec = " ".join(f"{v}:{number(a)}" for v, a in terms)
        lines.append(f"c {c['id']} {priority} {rel} {number(constant)} {spec}")

    for _ in range(rng.randint(1, n)):
        t = terms()
        at_hidden = sum(a * hidden[v] for v, a in t)
        rel = rng.choice(["=", "<=", ">="])
        slack = 0 if rel == "=" else rng.randint(0, 20)
        add(1000, rel, t, -at_hidden - slack if rel == "<=" else -at_hidden + slack)
    for _ in range(rng.randint(2, n + 3)):
        add(rng.choice([750, 500, 250]), rng.choice(["=", "=", "<=", ">="]), terms(), -rng.randint(-20, 140))
    for var in range(n):  # weak anchors on about half the variables: fewer ambiguous values
        if rng.random() < 0.5:
            add(250, "=", [(var, 1)], -rng.randint(0, 100))
    edits = {}
    for var in sorted(rng.sample(range(n), rng.randint(0, min(2, n)))):
        edits[var] = {"id": len(system), "priority": 999, "rel": "=", "terms": [(var, 1)], "constant": 0}
        system.append(edits[var])
        value = rng.randint(-20, 140)
        edits[var]["constant"] = -value
        lines.append(f"e {var} {value}")
    return rng, n, hidden, system, edits, lines


def step(rng, hidden, system, edits, lines):
    live = [c for c in system if c is not None and c["priority"] != 999]
    kinds = ["k", "r"] + (["s", "s"] if edits else [])
    required = [c for c in live if c["priority"] == 1000 and c["rel"] != "="]
    if required:
        kinds.append("q")
    kind = rng.choice(kinds)
    if kind == "s":
        var = rng.choice(sorted(edits))
        value = rng.randint(-20, 140)
        edits[var]["constant"] = -value
        lines.append(f"s {var} {value}")
    elif kind == "q":
        c = rng.choice(required)
        at_hidden = sum(a * hidden[v] for v, a in c["terms"])
        slack = rng.randint(0, 30)
        c["constant"] = -at_hidden - slack if c["rel"] == "<=" else -at_hidden + slack
        lines.append(f"k {c['id']} {number(c['constant'])}")
    elif kind == "k" and any(c["priority"] < 1000 for c in live):
        c = rng.choice([c for c in live if c["priority"] < 1000])
        c["constant"] = -rng.randint(-20, 140)
        lines.append(f"k {c['id']} {number(c['constant'])}")
    else:
        c = rng.choice(live)
        system[c["id"]] = None
        lines.append(f"r {c['id']}")


def expect(system, n, lines):
    values, held = optimum([c for c in system if c is not None], n)
    xs = " ".join("?" if v is None else number(v) for v in values)
    lines.append(f"x {xs} | " + " ".join(f"{p}:{number(held[p])}" for p in LEVELS))


def fixtures():
    lines = []
    for seed in range(1, SYSTEMS + 1):
        rng, n, hidden, system, edits, own = make_system(seed)
        expect(system, n, own)
        for _ in range(3):
            step(rng, hidden, system, edits, own)
            expect(system, n, own)
        lines += own
    return lines


def pack(items, width=118):
    """Items joined by `; ` into lines of at most `width` characters, each system on new lines."""
    lines = []
    for item in items:
        if lines and not item.startswith("system") and len(lines[-1]) + 2 + len(item) <= width:
            lines[-1] += "; " + item
        else:
            lines.append(item)
    return lines


def swift(items):
    body = "\n".join(" " * 8 + line for line in pack(items))  # as swift-format indents it
    return (
        "// Generated by Scripts/solver-fixtures.py from kiwisolver's solutions; do not edit.\n\n"
        "/// Seeded random constraint systems, their steps and their optima (see Scripts/solver-fixtures.py).\n"
        "enum SolverFixtures {\n"
        "    static let text = \"\"\"\n" + body + "\n        \"\"\"\n}\n")


if __name__ == "__main__":
    text = swift(fixtures())
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit("solver-fixtures: out of date: " + OUT)
        print("solver-fixtures: up to date")
    else:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write(text)
        print("solver-fixtures: wrote", OUT)
