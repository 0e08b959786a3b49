#!/usr/bin/env python3
"""A local HTTPS server for linkspec's `--served` tests: serves every fault a
real web server, firewall or CDN does, chosen by the first label of the host
the request names (SNI and Host), so one server on 127.0.0.1 plays many
domains through `linkspec check --served --resolve HOST=127.0.0.1:PORT`.

    served_files_server.py ROOT    prints "port N" once listening on 127.0.0.1

ROOT holds what a consistent server serves: ROOT/<host>/apple-app-site-association
and ROOT/<host>/assetlinks.json; Apple's CDN (app-site-association.cdn-apple.com,
/a/v1/<domain>) serves ROOT/cdn/<domain>; Google's Digital Asset Links API
(digitalassetlinks.googleapis.com, /v1/statements:list) ROOT/google/<host>.json.
ROOT/fault, when present, names the fault for every host. Each request is logged to ROOT/requests.log: host, path, User-Agent, and whether
a Cookie or Authorization header came; each endless body, once the connection ends, to ROOT/endless.log:
path and the bytes sent. Python standard library only; a test
fixture, never part of the product.
"""
import http.server
import os
import socketserver
import ssl
import sys
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = sys.argv[1]
FILES = {"/.well-known/apple-app-site-association": "apple-app-site-association",
         "/.well-known/assetlinks.json": "assetlinks.json"}
HTML_404 = b"<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n"
LOGIN = b"<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body><form action=/login>Sign in to continue</form></body></html>\n"


def context(name, folder=HERE):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(os.path.join(folder, name + ".pem"), os.path.join(folder, name + ".key"))
    return ctx


CONTEXTS = {"expired": context("expired"), "wronghost": context("wrong-host"), "untrusted": context("untrusted")}
# On macOS the tests make a server certificate Apple accepts (825 days) per run: make-certificates.sh --apple-server.
DEFAULT = context("server", os.environ.get("SERVED_SERVER_CERTIFICATE_FOLDER", HERE))


def choose_certificate(sock, server_name, _):
    label = (server_name or "").split(".")[0]
    forced = os.path.join(ROOT, "fault")
    if os.path.isfile(forced):
        with open(forced) as f:
            label = f.read().strip()
    if label in CONTEXTS:
        sock.context = CONTEXTS[label]


DEFAULT.sni_callback = choose_certificate


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Set-Cookie", "session=abc; Path=/")
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def stored(self, *parts):
        path = os.path.join(ROOT, *parts)
        if os.path.isfile(path):
            with open(path, "rb") as f:
                return f.read()
        return None

    def do_GET(self):
        host = (self.headers.get("Host") or "").split(":")[0].lower()
        url = urllib.parse.urlsplit(self.path)
        agent = self.headers.get("User-Agent", "")
        with open(os.path.join(ROOT, "requests.log"), "a") as log:
            log.write("%s %s UA=%s cookie=%s authorization=%s\n" % (host, self.path, agent,
                      "Cookie" in self.headers, "Authorization" in self.headers))
        if host == "app-site-association.cdn-apple.com" and url.path.startswith("/a/v1/"):
            body = self.stored("cdn", url.path[len("/a/v1/"):])
            return self.send(200, body) if body is not None else self.send(404, b"Not Found", "text/plain")
        if host == "digitalassetlinks.googleapis.com" and url.path == "/v1/statements:list":
            query = urllib.parse.parse_qs(url.query)
            site = urllib.parse.urlsplit(query.get("source.web.site", [""])[0]).hostname or ""
            body = self.stored("google", site + ".json")
            return self.send(200, body if body is not None else b'{"maxAge": "3600s", "debugString": "no statements"}')
        name = FILES.get(url.path)
        # ROOT/fault, when present, names the fault every host plays (the demo app's one domain).
        fault = (self.stored("fault") or host.split(".")[0].encode()).decode().strip()
        body = self.stored(host, name) if name else None
        if name is None:
            return self.send(404, HTML_404, "text/html")
        if fault == "redirect":
            return self.send(301, b"", "text/html", [("Location", "https://www.%s%s" % (host, url.path))])
        if fault == "forbidden" and agent.startswith("AASA-Bot"):
            return self.send(403, b"<html><body><h1>403 Forbidden</h1>Request blocked by firewall</body></html>", "text/html")
        if fault == "html404":
            return self.send(404, HTML_404, "text/html; charset=utf-8")
        if fault == "login":
            return self.send(200, LOGIN, "text/html; charset=utf-8")
        if fault == "textplain":
            return self.send(200, body or b"{}", "text/plain")
        if fault == "large":
            padding = '"%s"' % ("x" * 140000)
            return self.send(200, ('{"applinks": {"details": []}, "webcredentials": {"apps": [%s]}}' % padding).encode())
        if fault == "notjson":
            return self.send(200, b"applinks: everything\n")
        if fault == "syntax":
            return self.send(200, b'{\n  "applinks": {\n    "details": [,]\n  }\n}\n')
        if fault == "badutf8":
            return self.send(200, b'{"applinks": {"details": [{"appIDs": ["\xff\xfe\xfd"], "components": []}]}}')
        if fault == "nested":
            return self.send(200, b"[" * 60000 + b"]" * 60000)
        if fault == "slow":
            time.sleep(60)
            return self.send(200, body or b"{}")
        if fault == "endless":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            # How much was sent before the client (or the relay between) let go: ROOT/endless.log.
            sent = 0
            chunk = b"{}, " * 4096
            try:
                self.wfile.write(b"[")
                while True:
                    self.wfile.write(chunk)
                    sent += len(chunk)
            except OSError:
                pass
            with open(os.path.join(ROOT, "endless.log"), "a") as log:
                log.write("%s %d\n" % (url.path, sent))
            return
        if fault == "hugeheaders":
            self.send_response(200)
            for i in range(2000):
                self.send_header("X-Padding-%d" % i, "p" * 1000)
            self.send_header("Content-Length", "2")
            self.end_headers()
            return self.wfile.write(b"{}")
        if body is None:
            return self.send(404, HTML_404, "text/html")
        return self.send(200, body)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True

    def get_request(self):
        sock, address = super().get_request()
        sock.settimeout(90)
        return sock, address


server = Server(("127.0.0.1", 0), Handler)
server.socket = DEFAULT.wrap_socket(server.socket, server_side=True, do_handshake_on_connect=False)
print("port %d" % server.server_address[1], flush=True)
server.serve_forever()
