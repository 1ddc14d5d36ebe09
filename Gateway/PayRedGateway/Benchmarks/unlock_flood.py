#!/usr/bin/env python3
"""Signed-in read latency under an unlock flood, against a running PayRed gateway (standard library only).

Signs in as the demo user, then times GET /v1/accounts from one client: first with the gateway
idle, then while FLOODERS threads post POST /v1/auth/unlock for unknown addresses as fast as
the gateway answers (each runs the slow PIN hash unless a limit refuses it first). Prints the
median, 95th percentile and worst read latency of each phase and what the flood was answered.
"""

import argparse
import http.client
import json
import statistics
import threading
import time
import urllib.parse
import uuid
from collections import Counter


def connect(base_url):
    url = urllib.parse.urlsplit(base_url)
    return http.client.HTTPConnection(url.hostname, url.port, timeout=60)


def call(connection, method, path, body=None, token=None):
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    connection.request(method, path, body=None if body is None else json.dumps(body).encode(), headers=headers)
    response = connection.getresponse()
    return response.status, response.read()


def sign_in(base_url):
    connection = connect(base_url)
    call(connection, "POST", "/v1/auth/login", {"email": "demo@payred.app"})
    status, body = call(connection, "POST", "/v1/auth/unlock", {"email": "demo@payred.app", "pin": "123456"})
    if status != 200:
        raise SystemExit(f"unlock as the demo user answered {status}: {body[:200]!r}")
    return json.loads(body)["payload"]["accessToken"]


def time_reads(base_url, token, count):
    connection = connect(base_url)
    latencies = []
    for _ in range(count):
        start = time.perf_counter()
        status, _ = call(connection, "GET", "/v1/accounts", token=token)
        latencies.append((time.perf_counter() - start) * 1000)
        if status != 200:
            raise SystemExit(f"GET /v1/accounts answered {status}")
    return latencies


def flood(base_url, stop, answers, lock):
    connection = connect(base_url)
    while not stop.is_set():
        try:
            status, _ = call(connection, "POST", "/v1/auth/unlock", {"email": f"{uuid.uuid4().hex[:12]}@example.com", "pin": "135790"})
        except (http.client.HTTPException, OSError):
            connection.close()
            connection = connect(base_url)
            status = "transport error"
        with lock:
            answers[status] += 1


def summary(name, latencies):
    ordered = sorted(latencies)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    print(f"{name:>14}: median {statistics.median(ordered):7.1f} ms   p95 {p95:7.1f} ms   max {ordered[-1]:7.1f} ms   ({len(ordered)} reads)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--flooders", type=int, default=8)
    parser.add_argument("--reads", type=int, default=200)
    arguments = parser.parse_args()

    token = sign_in(arguments.base_url)
    summary("idle", time_reads(arguments.base_url, token, arguments.reads))

    stop, lock, answers = threading.Event(), threading.Lock(), Counter()
    threads = [threading.Thread(target=flood, args=(arguments.base_url, stop, answers, lock)) for _ in range(arguments.flooders)]
    for thread in threads:
        thread.start()
    time.sleep(1)  # let the flood reach its steady state before timing
    started = time.perf_counter()
    latencies = time_reads(arguments.base_url, token, arguments.reads)
    elapsed = time.perf_counter() - started
    stop.set()
    for thread in threads:
        thread.join()
    summary(f"{arguments.flooders} flooders", latencies)
    print(f"{'flood answers':>14}: " + ", ".join(f"{status}: {count}" for status, count in sorted(answers.items(), key=str))
          + f"  (over about {elapsed + 1:.0f} s)")


if __name__ == "__main__":
    main()
