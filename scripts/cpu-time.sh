#!/usr/bin/env bash
# Runs a command and prints its wall time and the whole machine's CPU time meanwhile (from
# /proc/stat, so every process counts: the command's, a database server's, a browser's), with the
# load average at the end. With --postgres, also the CPU of the local PostgreSQL server's backends
# (the postmaster's reaped children, from /proc; needs to read the postmaster's stat file).
#   bash scripts/cpu-time.sh [--postgres] command [args...]
# Linux only. Used for the test command's figures in decision 298.
set -uo pipefail
postgres=0
if [ "${1:-}" = --postgres ]; then postgres=1; shift; fi
hz=$(getconf CLK_TCK)
busy() { awk '/^cpu /{print $2+$3+$4+$7+$8}' /proc/stat; }
pgcpu() { local pid; pid=$(pgrep -o -x postgres) && awk '{print $16+$17}' "/proc/$pid/stat" || echo 0; }
cpu0=$(busy); pg0=$([ $postgres = 1 ] && pgcpu || echo 0); start=$(date +%s.%N)
"$@"
rc=$?
end=$(date +%s.%N); cpu1=$(busy); pg1=$([ $postgres = 1 ] && pgcpu || echo 0)
awk -v s="$start" -v e="$end" -v c=$((cpu1 - cpu0)) -v hz="$hz" -v la="$(cut -d' ' -f1-3 /proc/loadavg)" \
  'BEGIN { printf "WALL %.1f s  CPU %d CPU-s  load %s\n", e - s, c / hz, la }'
if [ $postgres = 1 ]; then awk -v p=$((pg1 - pg0)) -v hz="$hz" 'BEGIN { printf "PostgreSQL backends: %.1f CPU-s\n", p / hz }'; fi
exit $rc
