#!/bin/sh
# The end-to-end tests drive the system Chromium (never a downloaded browser). Run first by `npm test`:
# when the browser is missing it installs the Debian package if it may (root, or sudo without a password),
# otherwise it stops at once with the one command to run, instead of a Playwright launch error much later.
set -eu

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

[ -x "$CHROMIUM" ] && exit 0

stop() {
  echo "The end-to-end tests need Chromium at $CHROMIUM, and it is not installed." >&2
  echo "$1" >&2
  exit 1
}

if [ "$(id -u)" = "0" ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
  SUDO="sudo -n"
else
  stop "Install it with this command, then run the tests again:
  sudo apt-get update && sudo apt-get install -y chromium"
fi
command -v apt-get >/dev/null 2>&1 ||
  stop "This is not a Debian-like system: install Chromium and set CHROMIUM_PATH to its executable."

echo "Installing Chromium (Debian package) for the end-to-end tests"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium

[ -x "$CHROMIUM" ] ||
  stop "The chromium package is installed but $CHROMIUM is not: set CHROMIUM_PATH to its executable."
