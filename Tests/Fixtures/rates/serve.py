"""A stand-in for the ECB and TCMB rate servers (Tests/EndToEndTests/UnitconvCurrencyTests.swift).

Serves the files of this folder (`/ecb-eurofxref-daily.xml`, `/tcmb-today.xml`) on 127.0.0.1, any other path 503;
prints `PORT n` once listening and exits when its standard input closes.
"""
import http.server
import os
import sys
import threading

FOLDER = os.path.dirname(os.path.abspath(__file__))


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        name = self.path.lstrip("/").split("?")[0]
        path = os.path.join(FOLDER, name)
        if not name.endswith(".xml") or "/" in name or not os.path.isfile(path):
            self.send_error(503)
            return
        body = open(path, "rb").read()
        self.send_response(200)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print("PORT", server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
sys.stdin.read()
server.shutdown()
