#!/bin/sh
# Turns GraphDB security on for docker-compose.yml (README.md "Security"; issue 45), idempotently:
#   1. the admin's password becomes GRAPHDB_ADMIN_PASSWORD (tried first with it, then with GraphDB's initial "root");
#   2. user `gridchat` (the services) with GRAPHDB_PASSWORD: READ on cim, READ and WRITE on qanary — nothing else;
#   3. security on (from then on every request needs a user; the loader writes cim as admin).
# GraphDB 10 security REST API: PUT/POST /rest/security/users/{name}, POST /rest/security (body true).
set -eu
: "${GRAPHDB_URL:?}" "${GRAPHDB_ADMIN_PASSWORD:?}" "${GRAPHDB_PASSWORD:?}"
admin="admin:$GRAPHDB_ADMIN_PASSWORD"
if ! curl -fsS -o /dev/null -u "$admin" "$GRAPHDB_URL/rest/security/users/admin"; then
  admin="admin:root" # first run: security still off or the initial password
fi
json() { printf '{"password":"%s","grantedAuthorities":[%s],"appSettings":{"DEFAULT_INFERENCE":true,"EXECUTE_COUNT":true}}' "$1" "$2"; }
curl -fsS -u "$admin" -X PUT -H 'Content-Type: application/json' "$GRAPHDB_URL/rest/security/users/admin" \
  -d "$(json "$GRAPHDB_ADMIN_PASSWORD" '"ROLE_ADMIN","ROLE_USER"')"
admin="admin:$GRAPHDB_ADMIN_PASSWORD"
user='"ROLE_USER","READ_REPO_cim","READ_REPO_qanary","WRITE_REPO_qanary"'
curl -fsS -u "$admin" -X POST -H 'Content-Type: application/json' "$GRAPHDB_URL/rest/security/users/gridchat" -d "$(json "$GRAPHDB_PASSWORD" "$user")" \
  || curl -fsS -u "$admin" -X PUT -H 'Content-Type: application/json' "$GRAPHDB_URL/rest/security/users/gridchat" -d "$(json "$GRAPHDB_PASSWORD" "$user")"
curl -fsS -u "$admin" -X POST -H 'Content-Type: application/json' "$GRAPHDB_URL/rest/security" -d true
echo "GraphDB security is on; user gridchat may read cim and read/write qanary"
