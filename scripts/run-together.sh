#!/bin/sh
# Runs the commands it is given at the same time, each one's output kept apart and printed whole once it
# ends (in the order given), with how long it took; fails when any of them fails. npm test runs checks
# that do not depend on each other this way: on CI's 2 cores one check's single-threaded or waiting
# stretches leave the other core to the next.
set -u

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
i=0
for command in "$@"; do
  i=$((i + 1))
  (
    start=$(date +%s)
    sh -c "$command" >"$dir/$i.out" 2>&1
    echo $? >"$dir/$i.status"
    echo $(($(date +%s) - start)) >"$dir/$i.seconds"
  ) &
done
wait

failed=0
i=0
for command in "$@"; do
  i=$((i + 1))
  status=$(cat "$dir/$i.status")
  echo "── $command (exit $status, $(cat "$dir/$i.seconds") s)"
  cat "$dir/$i.out"
  [ "$status" = "0" ] || failed=1
done
exit $failed
