#!/usr/bin/env python3
"""Transfers between many people through one or more PayRed gateway instances (Python 3 standard library only).

Registers --users people on a demo gateway through the real API (login, the dev mailbox's code,
verify, PIN: each gets an account with the demo's 1,000.00 EUR welcome credit), then fires
--requests transfers from --concurrency threads: each from one person to another (or, one in ten,
to an outside IBAN), with its own Idempotency-Key, sent to the --base-url instances in turn (a
round-robin load balancer). A request whose connection fails is sent again, with the same key and
body, to the next instance (a load balancer's failover), which is how --kill PID (SIGKILL after
--kill-after seconds of load) loses nothing. It reports throughput and latency, and checks that:

* every request got an answer, 201 or 422 insufficient_funds, and no 5xx;
* money is conserved: the people's balances after + money sent outside == their balances before;
* no balance is negative.

It exits 1 when a check fails.
"""

import argparse
import http.client
import json
import os
import random
import signal
import sys
import threading
import time
import urllib.parse
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

from transfer_load import Gateway, report, tally

EXTERNAL_IBAN = "NL91ABNA0417164300"
PIN = "482915"


class Instance(Gateway):
    """One gateway instance (`transfer_load.Gateway`: one keep-alive connection per thread)."""

    def payload(self, method, path, body=None, token=None):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        status, raw = self.request(method, path, body, headers)
        if not 200 <= status < 300:
            raise SystemExit(f"{method} {path} answered {status}: {raw.decode(errors='replace')}")
        return json.loads(raw)["payload"]


def register(instance, email):
    """A new person's access token and account, through the sign-up routes and the dev mailbox."""
    login = instance.payload("POST", "/v1/auth/login", {"email": email})
    if login["step"] != "verifyEmail":
        raise SystemExit(f"{email} is already registered; the load needs new people")
    code = instance.payload("GET", f"/v1/dev/mailbox?email={urllib.parse.quote(email)}")["code"]
    registration = instance.payload("POST", "/v1/auth/verify", {"temporaryToken": login["temporaryToken"], "code": code})
    token = instance.payload("POST", "/v1/auth/pin", {"registrationToken": registration["registrationToken"], "pin": PIN})["accessToken"]
    account = instance.payload("GET", "/v1/accounts", token=token)[0]
    return {"token": token, "id": account["id"], "iban": account["iban"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", action="append", required=True, help="an instance, e.g. http://127.0.0.1:8080 (repeat for more)")
    parser.add_argument("--users", type=int, default=32, help="people to register (default 32)")
    parser.add_argument("--requests", type=int, default=4000, help="transfer requests (default 4000)")
    parser.add_argument("--concurrency", type=int, default=32, help="parallel clients (default 32)")
    parser.add_argument("--kill", type=int, help="process id of an instance to SIGKILL during the load")
    parser.add_argument("--kill-after", type=float, default=2.0, help="seconds of load before --kill (default 2)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if args.users < 2 or args.requests < 1 or args.concurrency < 1:
        raise SystemExit("--users must be at least 2, --requests and --concurrency at least 1")

    instances = [Instance(url) for url in args.base_url]
    run = uuid.uuid4().hex[:8]
    people = [register(instances[index % len(instances)], f"load-{run}-{index}@payred.app") for index in range(args.users)]

    def balance(person):
        """The person's balance, read from the first instance that answers."""
        for instance in instances:
            try:
                return instance.payload("GET", "/v1/accounts", token=person["token"])[0]["balance"]["minorUnits"]
            except (OSError, http.client.HTTPException):
                continue
        raise SystemExit("no instance answers")

    def balances():
        return [balance(person) for person in people]

    before = sum(balances())
    rng = random.Random(args.seed)
    plan = []
    for index in range(args.requests):
        sender = rng.randrange(len(people))
        receiver = (sender + rng.randrange(1, len(people))) % len(people)
        outside = rng.random() < 0.1
        body = {
            "fromAccountId": people[sender]["id"],
            "toIban": EXTERNAL_IBAN if outside else people[receiver]["iban"],
            "amount": {"minorUnits": rng.randint(1, 500), "currency": "EUR"},
            "description": f"Load {index}",
        }
        plan.append((index, str(uuid.uuid4()), people[sender]["token"], body, outside))

    failovers, failover_lock = Counter(), threading.Lock()

    def send(request):
        index, key, token, body, _ = request
        headers = {"Idempotency-Key": key, "Authorization": f"Bearer {token}"}
        started = time.perf_counter()
        for attempt in range(len(instances)):
            instance = instances[(index + attempt) % len(instances)]
            try:
                status, raw = instance.request("POST", "/v1/transfers", body, headers)
                return key, status, raw, time.perf_counter() - started
            except (OSError, http.client.HTTPException) as error:
                with failover_lock:
                    failovers[type(error).__name__] += 1
                last = repr(error)
        return key, None, last.encode(), time.perf_counter() - started

    if args.kill:
        threading.Timer(args.kill_after, lambda: os.kill(args.kill, signal.SIGKILL)).start()
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        answers = list(pool.map(send, plan))
    elapsed = time.perf_counter() - started

    failures, outcomes = [], Counter()
    sent_outside = 0
    outside = {key: leaves for _, key, _, _, leaves in plan}
    for key, status, raw, _ in answers:
        tally(status, raw, outcomes, failures)
        if status == 201 and outside[key]:
            sent_outside += json.loads(raw)["payload"]["amount"]["minorUnits"]
    after_each = balances()
    after = sum(after_each)
    if any(balance < 0 for balance in after_each):
        failures.append("a balance is negative")
    if after + sent_outside != before:
        failures.append(f"money not conserved: before {before}, after {after} + sent outside {sent_outside}")

    print(f"instances:     {len(instances)}{' (one killed with SIGKILL after %.1f s)' % args.kill_after if args.kill else ''}")
    print(f"requests:      {len(answers)} between {len(people)} people with {args.concurrency} clients")
    notes = [f"balances:      before {before}, after {after}, sent outside {sent_outside} (minor units)"]
    if failovers:
        notes.insert(0, f"failovers:     {sum(failovers.values())} requests sent again to another instance ({dict(failovers)})")
    return report(elapsed, [latency for *_, latency in answers], outcomes, notes, failures, "OK: every request answered, money conserved")


if __name__ == "__main__":
    sys.exit(main())
