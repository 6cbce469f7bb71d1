#!/usr/bin/env python3
"""A stand-in for the three Firebase Auth REST endpoints the sync uses, at the Auth emulator's URL layout
(the real Auth emulator ships only in the firebase-tools npm package, and the npm registry is unreachable here).

  POST /identitytoolkit.googleapis.com/v1/accounts:signUp?key=K            {email, password}
  POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=K {email, password}
  POST /securetoken.googleapis.com/v1/token?key=K   form grant_type=refresh_token&refresh_token=R

Tokens are unsigned JWTs (alg "none") with sub/user_id = the uid, which the Firestore emulator accepts as
request.auth. Errors use Firebase's shape {"error":{"code":400,"message":"INVALID_LOGIN_CREDENTIALS"}}.
A refresh token "expired-*" answers TOKEN_EXPIRED. The uid is the part of the email before "@".

Usage: fake-firebase-auth.py --port 0 --project demo-denizrota  (prints "PORT n"; exits when stdin closes)
"""
import argparse, base64, json, sys, threading, time, urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

USERS = {}  # email -> (password, uid)


def b64(data):
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


def id_token(uid, email, project):
    now = int(time.time())
    claims = {"iss": f"https://securetoken.google.com/{project}", "aud": project, "auth_time": now,
              "user_id": uid, "sub": uid, "iat": now, "exp": now + 3600, "email": email,
              "firebase": {"identities": {"email": [email]}, "sign_in_provider": "password"}}
    return b64({"alg": "none", "typ": "JWT"}) + "." + b64(claims) + "."


class Handler(BaseHTTPRequestHandler):
    project = "demo-denizrota"

    def log_message(self, *args):
        pass

    def reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def fail(self, message):
        self.reply(400, {"error": {"code": 400, "message": message, "errors": [{"message": message}]}})

    def do_GET(self):
        # Not Firestore: a plain "not found" page for every GET, as a wrong host or path answers
        # (DenizrotaSyncTests points FIRESTORE_EMULATOR_HOST here to check a 404 is never read as "empty").
        body = b"Not Found"
        self.send_response(404)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode()
        path = urllib.parse.urlparse(self.path).path
        if path.endswith("/accounts:signUp") or path.endswith("/accounts:signInWithPassword"):
            request = json.loads(body or "{}")
            email, password = request.get("email", ""), request.get("password", "")
            uid = email.split("@")[0]
            if path.endswith(":signUp"):
                USERS[email] = (password, uid)
            elif USERS.get(email, (None,))[0] != password:
                return self.fail("INVALID_LOGIN_CREDENTIALS")
            return self.reply(200, {"kind": "identitytoolkit#VerifyPasswordResponse", "localId": uid, "email": email,
                                    "idToken": id_token(uid, email, self.project), "registered": True,
                                    "refreshToken": "refresh-" + uid, "expiresIn": "3600"})
        if path.endswith("/securetoken.googleapis.com/v1/token"):
            form = urllib.parse.parse_qs(body)
            token = form.get("refresh_token", [""])[0]
            if form.get("grant_type", [""])[0] != "refresh_token" or not token.startswith("refresh-"):
                return self.fail("TOKEN_EXPIRED" if token.startswith("expired-") else "INVALID_REFRESH_TOKEN")
            uid = token[len("refresh-"):]
            return self.reply(200, {"expires_in": "3600", "token_type": "Bearer", "refresh_token": token,
                                    "id_token": id_token(uid, uid + "@example.com", self.project),
                                    "user_id": uid, "project_id": self.project})
        self.reply(404, {"error": {"code": 404, "message": "NOT_FOUND"}})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--project", default="demo-denizrota")
    parser.add_argument("--user", action="append", default=[], help="email:password, pre-registered")
    args = parser.parse_args()
    Handler.project = args.project
    for entry in args.user:
        email, password = entry.split(":", 1)
        USERS[email] = (password, email.split("@")[0])
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    print(f"PORT {server.server_address[1]}", flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()  # exit with the test process
    server.shutdown()


if __name__ == "__main__":
    main()
