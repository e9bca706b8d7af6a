#!/bin/sh
# Keeps this game server's AMX Mod X users.ini in step with the community site (issue 44; README.md beside this file).
# Run every minute (cron or a systemd timer). Needs only POSIX sh, curl and awk.
#
#   CS16_API_URL     the site's API, e.g. https://api.cs16argentina.com.ar/api
#   CS16_SERVER_KEY  this server's key (created by staff, shown once)
#   CS16_USERS_INI   the file AMX Mod X reads, e.g. /home/hlds/cstrike/addons/amxmodx/configs/users.ini
#   (or a file of those three lines, given as the first argument)
#
# It fetches the server's managed block (304 while unchanged), checks that the answer is whole and holds only
# well-formed lines, replaces the block between its two marker lines (every other line of the file stays), writes
# the file atomically (a temporary file in the same folder, then mv), and tells the site, which sends
# amx_reloadadmins to the server over rcon. Exit status: 0 done or unchanged, 1 refused or failed (nothing written).
set -eu

if [ "$#" -ge 1 ]; then
  # shellcheck disable=SC1090
  . "$1"
fi
: "${CS16_API_URL:?set CS16_API_URL}"
: "${CS16_SERVER_KEY:?set CS16_SERVER_KEY}"
: "${CS16_USERS_INI:?set CS16_USERS_INI}"

BEGIN_MARK='; >>> cs16argentina: bloque gestionado por la web, no lo edites (se reemplaza entero)'
END_MARK='; <<< cs16argentina'
ini=$CS16_USERS_INI
dir=$(dirname "$ini")
etag_file="$ini.etag"
work=$(mktemp -d "${TMPDIR:-/tmp}/cs16-users-ini.XXXXXX")
new=''
trap 'rm -rf "$work"; [ -z "$new" ] || rm -f "$new"' EXIT INT TERM

log() { printf '%s sync-users-ini: %s\n' "$(date -u '+%Y-%m-%dT%H:%M:%SZ')" "$*" >&2; }

etag=''
if [ -f "$etag_file" ] && [ -f "$ini" ]; then etag=$(cat "$etag_file"); fi

# The key goes in a header read from a file, never on the command line (where `ps` would show it).
printf 'Authorization: Bearer %s\n' "$CS16_SERVER_KEY" > "$work/auth"
if [ -n "$etag" ]; then printf 'If-None-Match: %s\n' "$etag" >> "$work/auth"; fi

status=$(curl -sS --max-time 20 --max-filesize 1048576 -H "@$work/auth" -D "$work/headers" -o "$work/block" \
  -w '%{http_code}' "$CS16_API_URL/game-server/users-ini") || { log "the site did not answer"; exit 1; }

case "$status" in
  304) exit 0 ;;
  200) ;;
  401) log "the site refused this server's key (401)"; exit 1 ;;
  *) log "the site answered $status"; exit 1 ;;
esac

# A whole answer: the begin marker first, the end marker last, and in between only `"STEAM_x:y:z" "" "flags" "ce"`.
if ! awk -v begin="$BEGIN_MARK" -v end="$END_MARK" '
  NR == 1 { if ($0 != begin) exit 1; next }
  $0 == end { done = 1; next }
  done { exit 1 }
  !/^"STEAM_[0-5]:[01]:[0-9]+" "" "[a-z]+" "ce"$/ { exit 1 }
  END { if (!done) exit 1 }
' "$work/block"; then
  log "the answer is not a whole managed block: nothing written"
  exit 1
fi

# The file as it is, without its managed block (a file without one keeps all its lines), then the new block.
new=$(mktemp "$dir/.users.ini.XXXXXX")
if [ -f "$ini" ]; then
  awk -v begin="$BEGIN_MARK" -v end="$END_MARK" '
    $0 == begin { inside = 1; next }
    inside && $0 == end { inside = 0; next }
    !inside { print }
  ' "$ini" > "$new"
  chmod "$(stat -c '%a' "$ini")" "$new" 2>/dev/null || true
else
  chmod 644 "$new"
fi
cat "$work/block" >> "$new"
mv -f "$new" "$ini"
new=''

new_etag=$(awk 'tolower($1) == "etag:" { sub(/\r$/, "", $2); print $2 }' "$work/headers")
if [ -n "$new_etag" ]; then
  printf '%s\n' "$new_etag" > "$etag_file.tmp" && mv -f "$etag_file.tmp" "$etag_file"
fi
log "users.ini updated ($(($(wc -l < "$work/block") - 2)) members)"

# The site sends amx_reloadadmins over rcon. Not told: the ETag is forgotten, so the next run writes and tells again.
printf 'Authorization: Bearer %s\n' "$CS16_SERVER_KEY" > "$work/auth"
told=$(curl -sS --max-time 20 -o /dev/null -w '%{http_code}' -X POST -H "@$work/auth" \
  "$CS16_API_URL/game-server/users-ini/applied") || told=000
if [ "$told" != 200 ]; then
  rm -f "$etag_file"
  log "could not tell the site ($told): told again at the next run"
  exit 1
fi
