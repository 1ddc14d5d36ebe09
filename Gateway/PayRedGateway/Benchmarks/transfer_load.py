#!/usr/bin/env python3
"""Load test for POST /v1/transfers against a running PayRed gateway (Python 3 standard library only).

Signs in as the demo user through the real API (login, then unlock with the PIN), reads the
accounts, and fires transfers from parallel threads: between the user's two accounts and to an
external IBAN, each with its own Idempotency-Key, plus some retries that reuse a key with the
same body. It then reports throughput, latency and error counts, and checks that:

* no request failed (transport error or 5xx) and every answer is 201 or 422 insufficient_funds;
* every answer for one key is identical (status and body);
* money is conserved: sum of own balances after + sum sent outside == sum of balances before;
* no balance is negative.

It exits 1 when a check fails. Start the gateway yourself (see run_transfer_load.sh).
"""

import argparse
import http.client
import json
import random
import sys
import threading
import time
import urllib.parse
import uuid
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor

EXTERNAL_IBAN = "NL91ABNA0417164300"


class Gateway:
    """JSON over HTTP/1.1 with one keep-alive connection per thread."""

    def __init__(self, base_url, token=None):
        url = urllib.parse.urlsplit(base_url)
        if url.scheme != "http" or not url.hostname:
            raise SystemExit(f"--base-url must look like http://127.0.0.1:8080, got {base_url!r}")
        self.host, self.port = url.hostname, url.port or 80
        self.token = token
        self.local = threading.local()

    def request(self, method, path, body=None, headers=None):
        """Sends a request; returns (status, raw body bytes). Retries once on a dropped connection."""
        data = None if body is None else json.dumps(body).encode()
        all_headers = {"Content-Type": "application/json"} if data is not None else {}
        if self.token:
            all_headers["Authorization"] = f"Bearer {self.token}"
        all_headers.update(headers or {})
        for attempt in range(2):
            connection = getattr(self.local, "connection", None)
            if connection is None:
                connection = self.local.connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
            try:
                connection.request(method, path, body=data, headers=all_headers)
                response = connection.getresponse()
                return response.status, response.read()
            except (http.client.HTTPException, ConnectionError):
                connection.close()
                self.local.connection = None
                if attempt == 1:
                    raise
        raise AssertionError("unreachable")

    def payload(self, method, path, body=None):
        """The payload of a 2xx answer; exits with the error otherwise."""
        status, raw = self.request(method, path, body)
        if not 200 <= status < 300:
            raise SystemExit(f"{method} {path} answered {status}: {raw.decode(errors='replace')}")
        return json.loads(raw)["payload"]


def sign_in(gateway, email, pin):
    """The access token of `email`, through POST /v1/auth/login and POST /v1/auth/unlock."""
    step = gateway.payload("POST", "/v1/auth/login", {"email": email})["step"]
    if step != "enterPin":
        raise SystemExit(f"{email} is not a registered user (login step {step!r}); start the gateway with --demo")
    return gateway.payload("POST", "/v1/auth/unlock", {"email": email, "pin": pin})["accessToken"]


def plan_transfers(accounts, count, duplicate_share, rng):
    """`count` requests as (key, body, leaves_the_books); some repeat an earlier key and body."""
    first, second = accounts[0], accounts[1]
    currency = first["balance"]["currency"]
    routes = [
        (first["id"], second["iban"], False),
        (second["id"], first["iban"], False),
        (first["id"], EXTERNAL_IBAN, True),
        (second["id"], EXTERNAL_IBAN, True),
    ]
    requests = []
    for index in range(count):
        if requests and rng.random() < duplicate_share:
            requests.append(requests[max(0, len(requests) - rng.randint(1, 8))])
            continue
        source, iban, leaves = routes[rng.choices(range(4), weights=[4, 4, 1, 1])[0]]
        body = {
            "fromAccountId": source,
            "toIban": iban,
            "amount": {"minorUnits": rng.randint(1, 300), "currency": currency},
            "description": f"Load test {index}",
        }
        requests.append((str(uuid.uuid4()), body, leaves))
    return requests


def percentile(sorted_values, fraction):
    return sorted_values[min(len(sorted_values) - 1, int(fraction * len(sorted_values)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", required=True, help="e.g. http://127.0.0.1:8080")
    parser.add_argument("--requests", type=int, default=5000, help="transfer requests to send (default 5000)")
    parser.add_argument("--concurrency", type=int, default=32, help="parallel clients (default 32)")
    parser.add_argument("--email", default="demo@payred.app")
    parser.add_argument("--pin", default="123456")
    parser.add_argument("--token", help="use this access token instead of signing in")
    parser.add_argument("--duplicates", type=float, default=0.05, help="share of retries reusing a key (default 0.05)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the request plan")
    args = parser.parse_args()
    if args.requests < 1 or args.concurrency < 1:
        raise SystemExit("--requests and --concurrency must be at least 1")

    gateway = Gateway(args.base_url)
    gateway.token = args.token or sign_in(gateway, args.email, args.pin)
    accounts = gateway.payload("GET", "/v1/accounts")
    if len(accounts) < 2:
        raise SystemExit("the user needs at least two accounts")
    before = sum(account["balance"]["minorUnits"] for account in accounts)
    requests = plan_transfers(accounts, args.requests, args.duplicates, random.Random(args.seed))

    def send(request):
        key, body, _ = request
        started = time.perf_counter()
        try:
            status, raw = gateway.request("POST", "/v1/transfers", body, {"Idempotency-Key": key})
        except (OSError, http.client.HTTPException) as error:
            status, raw = None, repr(error).encode()
        return key, status, raw, time.perf_counter() - started

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        answers = list(pool.map(send, requests))
    elapsed = time.perf_counter() - started

    failures = []
    outcomes = Counter()
    by_key = defaultdict(list)
    for key, status, raw, _ in answers:
        by_key[key].append((status, raw))
        tally(status, raw, outcomes, failures)

    leaves = {key: leaves for key, _, leaves in requests}
    sent_outside = 0
    for key, results in by_key.items():
        if any(result != results[0] for result in results):
            failures.append(f"different answers for Idempotency-Key {key}")
        status, raw = results[0]
        if status == 201 and leaves[key]:
            sent_outside += json.loads(raw)["payload"]["amount"]["minorUnits"]

    after_accounts = gateway.payload("GET", "/v1/accounts")
    after = sum(account["balance"]["minorUnits"] for account in after_accounts)
    if any(account["balance"]["minorUnits"] < 0 for account in after_accounts):
        failures.append("a balance is negative")
    if after + sent_outside != before:
        failures.append(f"money not conserved: before {before}, after {after} + sent outside {sent_outside}")

    print(f"requests:      {len(answers)} ({len(by_key)} distinct keys) with {args.concurrency} clients")
    return report(
        elapsed, [latency for *_, latency in answers], outcomes,
        [f"balances:      before {before}, after {after}, sent outside {sent_outside} (minor units)"],
        failures, "OK: every key answered consistently and money is conserved",
    )


def tally(status, raw, outcomes, failures):
    """Counts an answer in `outcomes`; anything but 201 or 422 insufficient_funds is a failure."""
    if status == 201:
        outcomes["201 created"] += 1
    elif status is not None and 400 <= status < 500:
        code = json.loads(raw).get("error", {}).get("code", "?")
        outcomes[f"{status} {code}"] += 1
        if code != "insufficient_funds":
            failures.append(f"unexpected {status} {code}")
    else:
        outcomes[f"{status or 'transport'} error"] += 1
        failures.append(f"request failed: {status} {raw[:200]!r}")


def report(elapsed, latencies, outcomes, notes, failures, verdict):
    """Prints the timing, the outcomes, `notes` and the failures or `verdict`; the exit status."""
    latencies = sorted(latencies)
    print(f"elapsed:       {elapsed:.2f} s")
    print(f"throughput:    {len(latencies) / elapsed:.0f} transfers/s")
    print(f"latency:       p50 {percentile(latencies, 0.50) * 1000:.1f} ms, p99 {percentile(latencies, 0.99) * 1000:.1f} ms")
    for outcome, count in sorted(outcomes.items()):
        print(f"  {outcome}: {count}")
    for note in notes:
        print(note)
    if failures:
        for failure in sorted(set(failures))[:20]:
            print(f"FAIL: {failure}", file=sys.stderr)
        return 1
    print(verdict)
    return 0


if __name__ == "__main__":
    sys.exit(main())
