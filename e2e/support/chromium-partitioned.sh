#!/bin/sh
# Chromium as Playwright launches it, but with third-party storage partitioning on, as in users' browsers.
# Playwright turns the feature off (its --disable-features list names ThirdPartyStoragePartitioning:
# microsoft/playwright#32701), and then a frame on another site than the page, where third-party cookies are
# blocked (off-the-record contexts, and this Chromium's default), gets no storage at all: indexedDB.open fails
# with "UnknownError: The user denied permission to access the database." Appending our own --disable-features
# would replace Playwright's whole list, so this drops that one name from it and runs $CHROMIUM_PATH
# (default /usr/bin/chromium) with the arguments otherwise unchanged. e2e/browser.ts `launchBrowser` uses it.
for arg do
  shift
  case $arg in
    --disable-features=*)
      arg=$(printf '%s\n' "$arg" | sed -e 's/ThirdPartyStoragePartitioning//' -e 's/,,*/,/g' -e 's/=,/=/' -e 's/,$//')
      ;;
  esac
  set -- "$@" "$arg"
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
