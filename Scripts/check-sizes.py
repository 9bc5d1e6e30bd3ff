#!/usr/bin/env python3
"""Checks the sizes the project keeps: Swift files under a line limit, functions under another.

A function is any `func`, `init`, `deinit` or `subscript` with a body; its length counts the lines
from its declaration to its closing brace. Closures and nested functions count toward the function
that holds them, and a nested function is checked on its own too. Strings (including multi-line
and raw strings) and comments are skipped when braces are matched.

Usage: Scripts/check-sizes.py [--file-limit N] [--function-limit N] [PATH ...]
Exits 1 and lists every offender when a limit is passed; prints nothing when all is well.
"""
import argparse
import pathlib
import re
import sys

NEXT_DECLARATION = re.compile(r"\s*(@|func\b|var\b|let\b|case\b|init\b|public\b|private\b|internal\b|package\b|static\b|associatedtype\b|typealias\b|subscript\b|mutating\b|nonisolated\b|#)")
DECLARATION = re.compile(r"\b(func\s+[^\s(<]+|init[?!]?|deinit|subscript)\s*[(<{]")


def code_only(text):
    """The text with every string literal and comment blanked out (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j): depth += 1; j += 2
                elif text.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            j = skip_string(text, i)
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        else:
            out.append(c); i += 1
    return "".join(out)


def skip_string(text, i):
    """The index just past the string literal that starts at `i`."""
    hashes = 0
    while text[i] == "#": hashes += 1; i += 1
    multi = text.startswith('"""', i)
    quote = '"""' if multi else '"'
    close = quote + "#" * hashes
    j = i + len(quote)
    while j < len(text):
        if hashes == 0 and text[j] == "\\":
            if text.startswith("\\(", j):
                j = skip_interpolation(text, j + 2)
                continue
            j += 2; continue
        if text.startswith(close, j): return j + len(close)
        if not multi and text[j] == "\n": return j
        j += 1
    return j


def skip_interpolation(text, j):
    """The index just past the `)` closing an interpolation whose body starts at `j`."""
    depth = 1
    while j < len(text) and depth:
        if text[j] == '"': j = skip_string(text, j); continue
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        j += 1
    return j


def long_functions(path, limit):
    code = code_only(path.read_text(encoding="utf-8"))
    line_of = lambda index: code.count("\n", 0, index) + 1
    found = []
    for match in DECLARATION.finditer(code):
        body = find_body(code, match.end() - 1)
        if body is None: continue
        start, end = line_of(match.start()), line_of(body)
        if end - start + 1 > limit:
            name = match.group(1).split()[-1]
            found.append((end - start + 1, f"{path}:{start}: {name} ({end - start + 1} lines)"))
    return found


def find_body(code, i):
    """The index of the brace closing the declaration's body, or None for a declaration without one
    (a protocol requirement): the body is the first `{` outside parentheses and brackets, before a
    line that starts another declaration."""
    depth = 0
    while i < len(code):
        c = code[i]
        if c in "([": depth += 1
        elif c in ")]": depth -= 1
        elif depth <= 0 and c == "{": break
        elif depth <= 0 and c in ";}": return None
        elif depth <= 0 and c == "\n" and NEXT_DECLARATION.match(code, i + 1): return None
        i += 1
    else:
        return None
    depth = 0
    while i < len(code):
        if code[i] == "{": depth += 1
        elif code[i] == "}":
            depth -= 1
            if depth == 0: return i
        i += 1
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file-limit", type=int, default=400)
    parser.add_argument("--function-limit", type=int, default=60)
    parser.add_argument("paths", nargs="*", default=["Sources"])
    args = parser.parse_args()
    files = sorted(p for root in args.paths for p in (
        [pathlib.Path(root)] if root.endswith(".swift") else pathlib.Path(root).rglob("*.swift")))
    problems = []
    for path in files:
        lines = path.read_text(encoding="utf-8").count("\n")
        if lines > args.file_limit:
            problems.append((lines, f"{path}: {lines} lines (limit {args.file_limit})"))
        problems += long_functions(path, args.function_limit)
    for _, text in sorted(problems, reverse=True):
        print(text)
    if problems:
        print(f"check-sizes: {len(problems)} over the limits (files {args.file_limit} lines, "
              f"functions {args.function_limit} lines)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
