#!/bin/sh
# Restarts the site's instances one at a time (after a deploy), so that one is always serving:
#   sudo deploy/rolling-restart.sh 3001 3002
# Each instance drains on SIGTERM (docs/decisions/020) and starts again; the next one waits until
# it answers /readyz and nginx has taken it back (nginx retries a failed instance after 2 s).
set -eu
[ "$#" -gt 0 ] || { echo "usage: $0 <port> [<port>...]" >&2; exit 2; }
for port in "$@"; do
  echo "restarting kernow-site@$port"
  systemctl restart "kernow-site@$port"
  tries=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz"; do
    tries=$((tries + 1))
    [ "$tries" -lt 60 ] || { echo "kernow-site@$port is not ready after 30 s: stopping here" >&2; exit 1; }
    sleep 0.5
  done
  sleep 3
done
echo "all instances restarted"
