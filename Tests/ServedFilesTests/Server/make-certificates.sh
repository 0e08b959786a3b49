#!/usr/bin/env bash
# Makes the test certificates the local HTTPS server (served_files_server.py)
# presents. Run once; the PEM files are committed. Nothing here is secret: the
# keys exist only for tests on 127.0.0.1.
#   ca.pem                the test certificate authority (--ca-certificates ca.pem)
#   server.pem/.key       *.served.test, served.test, example.com, babylon.example and the
#                         platforms' hosts (Apple's CDN, Google's API), signed by ca.pem
#   expired.pem/.key      *.served.test, signed by ca.pem, valid 2000-2001 only
#   wrong-host.pem/.key   other.invalid only, signed by ca.pem
#   untrusted.pem/.key    *.served.test, signed by untrusted-ca (not committed)
#
#   make-certificates.sh --apple-server DIR
#                         only DIR/server.pem/.key, signed by the committed ca.pem, valid
#                         825 days: Apple platforms refuse a TLS server certificate valid
#                         longer (whatever its root), so the tests make one on macOS per run.
set -euo pipefail
from=$PWD
cd "$(dirname "$0")"
days=36500
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

hosts="DNS:*.served.test,DNS:served.test,DNS:example.com,DNS:*.example.com,DNS:babylon.example,DNS:*.babylon.example"
hosts="$hosts,DNS:app-site-association.cdn-apple.com,DNS:digitalassetlinks.googleapis.com,DNS:localhost,IP:127.0.0.1"
leaf() { # name, SAN list, CA cert, CA key (paths from this folder); writes $out/name.pem and .key
  local name=$1 san=$2 cacert=$3 cakey=$4
  openssl req -newkey rsa:2048 -nodes -keyout "$out/$name.key" -out "$work/$name.csr" -subj "/CN=${name}" 2>/dev/null
  printf 'basicConstraints=CA:false\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=%s\n' "$san" > "$work/$name.ext"
  openssl x509 -req -in "$work/$name.csr" -CA "$cacert" -CAkey "$cakey" -CAcreateserial -CAserial "$work/serial" \
    -out "$out/$name.pem" -days $days -extfile "$work/$name.ext" 2>/dev/null
}
out=.
if [ "${1:-}" = "--apple-server" ]; then
  out=$2 days=825
  case $out in /*) ;; *) out=$from/$out ;; esac
  mkdir -p "$out"
  leaf server "$hosts" ca.pem ca.key
  exit 0
fi

openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days $days -subj "/CN=linkspec test CA" \
  -addext "basicConstraints=critical,CA:true" -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$work/untrusted-ca.key" -out "$work/untrusted-ca.pem" -days $days \
  -subj "/CN=linkspec untrusted CA" -addext "basicConstraints=critical,CA:true" -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null

leaf server "$hosts" ca.pem ca.key
  exit 0
fi

openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days $days -subj "/CN=linkspec test CA" \
  -addext "basicConstraints=critical,CA:true" -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$work/untrusted-ca.key" -out "$work/untrusted-ca.pem" -days $days \
  -subj "/CN=linkspec untrusted CA" -addext "basicConstraints=critical,CA:true" -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null

leaf() { # name, SAN list, CA cert, CA key, extra `openssl ca` dates or ""
  local name=$1 san=$2 cacert=$3 cakey=$4
  openssl req -newkey rsa:2048 -nodes -keyout "$name.key" -out "$work/$name.csr" -subj "/CN=${name}" 2>/dev/null
  printf 'basicConstraints=CA:false\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=%s\n' "$san" > "$work/$name.ext"
  openssl x509 -req -in "$work/$name.csr" -CA "$cacert" -CAkey "$cakey" -CAcreateserial -CAserial "$work/serial" \
    -out "$name.pem" -days $days -extfile "$work/$name.ext" 2>/dev/null
}
hosts="DNS:*.served.test,DNS:served.test,DNS:example.com,DNS:*.example.com,DNS:babylon.example,DNS:*.babylon.example"
hosts="$hosts,DNS:app-site-association.cdn-apple.com,DNS:digitalassetlinks.googleapis.com,DNS:localhost,IP:127.0.0.1"
leaf server "$hosts" ca.pem ca.key
leaf wrong-host "DNS:other.invalid" ca.pem ca.key
leaf untrusted "DNS:*.served.test" "$work/untrusted-ca.pem" "$work/untrusted-ca.key"

# Expired: `openssl ca` is the CLI that takes explicit start and end dates.
mkdir -p "$work/ca"
touch "$work/ca/index.txt"
echo 1000 > "$work/ca/serial"
cat > "$work/ca.cnf" <<CNF
[ca]
default_ca = test
[test]
database = $work/ca/index.txt
serial = $work/ca/serial
new_certs_dir = $work/ca
default_md = sha256
policy = anything
copy_extensions = none
x509_extensions = leaf
[anything]
commonName = supplied
[leaf]
basicConstraints = CA:false
keyUsage = digitalSignature,keyEncipherment
extendedKeyUsage = serverAuth
subjectAltName = DNS:*.served.test
CNF
openssl req -newkey rsa:2048 -nodes -keyout expired.key -out "$work/expired.csr" -subj "/CN=expired" 2>/dev/null
openssl ca -batch -config "$work/ca.cnf" -cert ca.pem -keyfile ca.key -in "$work/expired.csr" -out expired.pem \
  -startdate 20000101000000Z -enddate 20010101000000Z -notext 2>/dev/null
rm -f ca.srl
echo "made ca.pem, server.pem, expired.pem, wrong-host.pem, untrusted.pem"
