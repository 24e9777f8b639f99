#!/usr/bin/env bash
# Runs a command with what the project needs, provisioning what this machine lacks, once, into
# .tools/ (ignored by git; nothing is installed globally but Debian's Chromium):
#   - Node.js of the version in .node-version (the npm registry's node-<os>-<arch> package carries
#     the official binary), put first on PATH when the machine's Node is another major;
#   - with --deps, the packages (`npm ci`) when node_modules is missing or older than the lock file;
#   - with --lighthouse, Lighthouse for its benchmark from scripts/lighthouse/'s own manifest and
#     lock file, into .tools/lighthouse/ the same way (decision 299): not one of the site's packages;
#   - with --chromium, Debian's Chromium for the browser tests when it is missing and can be
#     installed: the packages chromium (/usr/bin/chromium, for Lighthouse and the phone sweep) and
#     chromium-headless-shell (/usr/bin/chromium-headless-shell, which the journeys drive: the same
#     engine without the desktop browser around it, a third less CPU, decision 289); with
#     CHROMIUM_PATH, that browser only. Otherwise it stops at once naming the one command to run.
# Usage: scripts/provision.sh [--deps] [--chromium] command [args...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
deps=0 chromium=0 lighthouse=0
while [ $# -gt 0 ]; do
  case "$1" in
    --deps) deps=1; shift ;;
    --lighthouse) lighthouse=1; shift ;;
    --chromium) chromium=1; shift ;;
    *) break ;;
  esac
done

want="$(tr -d '[:space:]' < "$root/.node-version")"
have="$(node -p 'process.versions.node' 2>/dev/null || echo none)"
if [ "${have%%.*}" != "${want%%.*}" ]; then
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "Install Node.js $want yourself on this system." >&2; exit 1 ;; esac
  case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "Install Node.js $want yourself on this machine." >&2; exit 1 ;; esac
  package="node-$os-$arch"
  home="$root/.tools/node-$want/node_modules/$package"
  if [ ! -x "$home/bin/node" ]; then
    echo "This machine has Node.js $have; the project runs on $want. Installing it into .tools/ (once)..." >&2
    npm install --prefix "$root/.tools/node-$want" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "$package@$want" >&2
  fi
  export PATH="$home/bin:$PATH"
  # Native add-ons built from source must use this Node's headers, not the machine's.
  export npm_config_nodedir="$home"
fi

if [ "$chromium" = 1 ]; then
  missing=""
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] || missing="$CHROMIUM_PATH"
  else
    [ -x /usr/bin/chromium ] || missing="chromium"
    [ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
  fi
  if [ -n "$missing" ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo="sudo"; fi
    if [ -n "${CHROMIUM_PATH:-}" ] || ! command -v apt-get >/dev/null || { [ "$(id -u)" -ne 0 ] && [ -z "$sudo" ]; }; then
      echo "The browser tests need Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}. Run: sudo apt-get install -y chromium chromium-headless-shell" >&2
      exit 1
    fi
    echo "Installing Debian's$missing for the browser tests..." >&2
    # shellcheck disable=SC2086 # the package names are words
    if ! { DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null; }; then
      echo "Chromium could not be installed. Run: sudo apt-get install -y chromium chromium-headless-shell" >&2
      exit 1
    fi
  fi
fi

# `npm ci` in a folder whose node_modules is missing or older than its lock file.
install_locked() {
  local stamp="$1/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$1/package-lock.json" -nt "$stamp" ]; then
    (cd "$1" && npm ci --no-audit --no-fund)
  fi
}

if [ "$deps" = 1 ]; then install_locked "$root"; fi

if [ "$lighthouse" = 1 ]; then
  mkdir -p "$root/.tools/lighthouse"
  for file in package.json package-lock.json; do
    # Copied only when changed, so a copy is newer than the install only when there is more to install.
    cmp -s "$root/scripts/lighthouse/$file" "$root/.tools/lighthouse/$file" ||
      cp "$root/scripts/lighthouse/$file" "$root/.tools/lighthouse/$file"
  done
  install_locked "$root/.tools/lighthouse"
fi

exec "$@"
