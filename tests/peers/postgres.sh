#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the team database's tests (src/team, tests/cli/cli_team.rs).
#
#   tests/peers/postgres.sh start DIR   creates and starts a cluster in DIR (an empty folder),
#                                       then prints the environment the tests read, as
#                                       `export NAME=VALUE` lines for eval
#   tests/peers/postgres.sh stop DIR    stops it (DIR is then safe to remove)
#
# The cluster listens on 127.0.0.1 only, on a free port, with its socket inside DIR. Run as
# root, it runs as the `postgres` user (initdb refuses root); otherwise as the caller. Its
# roles are those an agency's administrator would make: no superuser for the desks.
#   desk_test  LOGIN with a password (scram-sha-256), owner of the database desk_team, and
#              CREATEDB so that each test makes a database of its own
#   desk_open  LOGIN, trusted on 127.0.0.1 without a password (a server that asks for none)
# It exports DESK_TEST_TEAM_DATABASE_URL (postgres://desk_test:PASSWORD@127.0.0.1:PORT/desk_team)
# and DESK_TEST_TEAM_OPEN_USER (desk_open).
set -euo pipefail

action=${1:-}
dir=${2:-}
if [ -z "$action" ] || [ -z "$dir" ]; then echo "usage: $0 start|stop DIR" >&2; exit 2; fi

bindir=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
# An unmatched glob stays as written: then initdb on PATH.
if [ ! -x "$bindir/initdb" ]; then
  bindir=$(dirname "$(command -v initdb || command -v pg_ctl || echo /nonexistent/x)")
fi
[ -x "$bindir/initdb" ] || { echo "PostgreSQL's initdb is not installed (Debian: apt-get install postgresql)" >&2; exit 1; }

# Runs a command as the cluster's owner.
if [ "$(id -u)" -eq 0 ]; then
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

case "$action" in
  start)
    # DIR is chowned and chmodded below: only an empty folder of the temporary space (as
    # `mktemp -d` makes), never a system path given by mistake.
    tmp=$(realpath "${TMPDIR:-/tmp}")
    case "$(realpath "$dir" 2>/dev/null)/" in
      "$tmp"/?*/) ;;
      *) echo "$0: $dir is not a folder under $tmp (make one with mktemp -d)" >&2; exit 2 ;;
    esac
    if [ ! -d "$dir" ] || [ -L "$dir" ] || [ -n "$(ls -A "$dir")" ]; then
      echo "$0: $dir is not an empty folder" >&2
      exit 2
    fi
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    password=$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')
    [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
    chmod 700 "$dir"
    # Local (socket) connections are trusted: the socket lives in DIR, which only the owner
    # can enter. Over TCP every role gives its password, except desk_open.
    as_owner "$bindir/initdb" --pgdata="$dir/data" --username=postgres --auth-local=trust \
      --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    hba="$dir/data/pg_hba.conf"
    as_owner sh -c "{ echo 'host all desk_open 127.0.0.1/32 trust'; cat '$hba'; } >'$hba.new' && mv '$hba.new' '$hba'"
    as_owner "$bindir/pg_ctl" --pgdata="$dir/data" --log="$dir/server.log" --wait \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    as_owner "$bindir/psql" -X -q -v ON_ERROR_STOP=1 -h "$dir" -p "$port" -U postgres -d postgres <<SQL >/dev/null
CREATE ROLE desk_test LOGIN PASSWORD '$password' CREATEDB;
CREATE DATABASE desk_team OWNER desk_test;
CREATE ROLE desk_open LOGIN;
GRANT desk_open TO desk_test;
SQL
    echo "export DESK_TEST_TEAM_DATABASE_URL=postgres://desk_test:$password@127.0.0.1:$port/desk_team"
    echo "export DESK_TEST_TEAM_OPEN_USER=desk_open"
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
      as_owner "$bindir/pg_ctl" --pgdata="$dir/data" --mode=immediate --wait stop >/dev/null 2>&1 || true
    fi
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
