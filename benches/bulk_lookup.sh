#!/usr/bin/env bash
# Bulk lookup benchmark: 1,000 and 10,000 UUIDs against `directory-desk sandbox --latency-ms 20`.
#
# Prints, from one run on one machine (ratios, not absolute times, are what to compare):
#   - 1,000 UUIDs at concurrency 8 against the ideal 1000 x 20 ms / 8 = 2.5 s (target: within
#     1.2x);
#   - the same at concurrency 1 beside a sequential curl loop over the same UUIDs;
#   - 10,000 UUIDs, the size staff really look up, at concurrency 8 against the ideal
#     10000 x 20 ms / 8 = 25 s (target: within 1.2x).
# Needs curl and python3. Usage: benches/bulk_lookup.sh
set -euo pipefail
cd "$(dirname "$0")/.."

LATENCY_MS=20
COUNT=1000
MANY=10000
cargo build --release --locked --quiet
bin=target/release/directory-desk
work=$(mktemp -d)
trap 'kill "$sandbox_pid" 2>/dev/null; rm -rf "$work"' EXIT

"$bin" sandbox --port 0 --latency-ms "$LATENCY_MS" --freelancers 10500 >"$work/sandbox.out" &
sandbox_pid=$!
for _ in $(seq 100); do
  [ -s "$work/sandbox.out" ] && break
  sleep 0.05
done
base=$(head -1 "$work/sandbox.out" | sed 's/^listening on //')
root=${base%v2/}
key=sandbox-demo-key

# Ordinary profiles only, so that every lookup succeeds and the exit code can be checked.
# (10,500 seeded profiles hold more than 10,000 ordinary ones: about 1 in 64 is restricted.)
curl -sf "${root}__sandbox/freelancers" | python3 -c '
import json, sys
listing = json.load(sys.stdin)["data"]
print("\n".join([f["uuid"] for f in listing if not f["restricted"]][:'"$MANY"']))
' >"$work/uuids-many.txt"
head -n "$COUNT" "$work/uuids-many.txt" >"$work/uuids.txt"
[ "$(wc -l <"$work/uuids.txt")" -ge "$((COUNT - 1))" ] || { echo "could not list $COUNT UUIDs" >&2; exit 1; }
[ "$(wc -l <"$work/uuids-many.txt")" -ge "$((MANY - 1))" ] || { echo "could not list $MANY UUIDs" >&2; exit 1; }

seconds() { python3 -c 'import sys; print(f"{float(sys.argv[1]):.2f}")' "$1"; }
timed() { # prints the seconds a command took; fails if the command fails
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  python3 -c 'import sys; print(float(sys.argv[2]) - float(sys.argv[1]))' "$start" "$end"
}

lookup() { # concurrency, then the file of UUIDs (the 1,000 by default)
  "$bin" --base-url "$base" --api-key "$key" --concurrency "$1" lookup --file "${2:-$work/uuids.txt}"
}
curl_loop() {
  while read -r uuid; do
    curl -sf -o /dev/null -H "Authorization: Bearer $key" "${base}freelancer/$uuid"
  done <"$work/uuids.txt"
}

ideal=$(python3 -c "print($COUNT * $LATENCY_MS / 1000 / 8)")
c8=$(timed lookup 8)
c1=$(timed lookup 1)
loop=$(timed curl_loop)
ideal_many=$(python3 -c "print($MANY * $LATENCY_MS / 1000 / 8)")
c8_many=$(timed lookup 8 "$work/uuids-many.txt")

echo "bulk lookup of $COUNT UUIDs, sandbox latency ${LATENCY_MS} ms"
echo "  concurrency 8: $(seconds "$c8") s; ideal $(seconds "$ideal") s; ratio $(python3 -c "print(f'{$c8 / $ideal:.3f}')") (target <= 1.2)"
echo "  concurrency 1: $(seconds "$c1") s; sequential curl loop: $(seconds "$loop") s; ratio $(python3 -c "print(f'{$c1 / $loop:.3f}')")"
echo "bulk lookup of $MANY UUIDs, sandbox latency ${LATENCY_MS} ms"
echo "  concurrency 8: $(seconds "$c8_many") s; ideal $(seconds "$ideal_many") s; ratio $(python3 -c "print(f'{$c8_many / $ideal_many:.3f}')") (target <= 1.2)"
