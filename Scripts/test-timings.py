#!/usr/bin/env python3
"""Prints the slowest tests of a `swift test` run from Swift Testing's event stream.

    swift test --skip-build --no-parallel --experimental-event-stream-output events.jsonl
    Scripts/test-timings.py events.jsonl            # the 20 slowest tests, then the slowest suites
    Scripts/test-timings.py events.jsonl --top 40 --cases

Each test's time is from its `testStarted` to its `testEnded` event. In a parallel run the tests
isolated to the main actor start together and wait for it in turn, so their times overlap and
mostly measure the wait: take the figures from a serial run (`--no-parallel`), where each time
is the test's own. `--cases` lists the arguments of parameterized tests one by one.
"""

import argparse
import collections
import json
import sys


def read_events(path):
    """The test records (id → name, source file) and the timed events of the stream."""
    tests, events = {}, []
    with open(path, encoding="utf-8") as stream:
        for line in stream:
            line = line.strip()
            if not line:
                continue
            record = json.loads(line)
            payload = record.get("payload", {})
            if record.get("kind") == "test":
                location = payload.get("sourceLocation", {})
                tests[payload["id"]] = {
                    "name": payload.get("displayName") or payload.get("name", payload["id"]),
                    "kind": payload.get("kind"),
                    "file": location.get("_filePath") or location.get("fileID", ""),
                }
            elif record.get("kind") == "event":
                events.append(payload)
    return tests, events


def durations(events, start_kind, end_kind, key):
    """Seconds from each `start_kind` to the matching `end_kind`, by `key(event)`."""
    started, spans = {}, {}
    for event in events:
        kind = event.get("kind")
        if kind not in (start_kind, end_kind):
            continue
        identity = key(event)
        instant = event["instant"]["absolute"]
        if kind == start_kind:
            started[identity] = instant
        elif identity in started:
            spans[identity] = spans.get(identity, 0) + instant - started.pop(identity)
    return spans


def suite_of(test_id):
    """The suite part of a test id (`Module.Suite/test()/File.swift:12:5` → `Module.Suite`)."""
    return test_id.split("/")[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("events", help="the file --experimental-event-stream-output wrote")
    parser.add_argument("--top", type=int, default=20, help="how many tests and suites to print (20)")
    parser.add_argument("--cases", action="store_true", help="time each argument of a parameterized test")
    args = parser.parse_args()
    tests, events = read_events(args.events)
    if args.cases:
        spans = durations(
            events, "testCaseStarted", "testCaseEnded",
            lambda e: (e.get("testID"), json.dumps(e.get("testCase", {}).get("arguments", ""))))
    else:
        spans = durations(events, "testStarted", "testEnded", lambda e: (e.get("testID"), ""))
    spans = {k: v for k, v in spans.items() if tests.get(k[0], {}).get("kind") != "suite"}
    if not spans:
        sys.exit("no timed tests in %s (was it written by --experimental-event-stream-output?)" % args.events)
    total = sum(spans.values())
    print("%d tests, %.1f s in all (the sum of their own times)" % (len(spans), total))
    print("\nslowest tests:")
    for (test_id, case), seconds in sorted(spans.items(), key=lambda kv: -kv[1])[: args.top]:
        name = tests.get(test_id, {}).get("name", test_id)
        label = "%s.%s" % (suite_of(test_id).split(".")[-1], name)
        print("%8.2f s  %s%s" % (seconds, label, (" " + case) if case else ""))
    suites = collections.Counter()
    for (test_id, _), seconds in spans.items():
        suites[suite_of(test_id)] += seconds
    print("\nslowest suites (the sum of their tests):")
    for suite, seconds in suites.most_common(args.top):
        print("%8.2f s  %s" % (seconds, suite))


if __name__ == "__main__":
    main()
