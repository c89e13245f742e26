import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import {
  accessSync,
  chmodSync,
  constants,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./server";

/**
 * Debian's nginx in front of app processes, as docs/operations.md ("Behind nginx") deploys the
 * shop: the repository's own configuration (deploy/nginx/shop.conf) with its placeholders filled
 * in, TLS on a certificate made for the test, run as a child process of the test (no daemon, no
 * system service) with everything it writes in a directory of its own.
 */

/** The configuration operators deploy, and the test runs. */
export const SHOP_NGINX_CONF = fileURLToPath(
  new URL("../../deploy/nginx/shop.conf", import.meta.url),
);

/** The nginx program: on PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
export function nginxProgram(): string {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean), "/usr/sbin"];
  for (const dir of dirs) {
    const file = path.join(dir, "nginx");
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not here.
    }
  }
  throw new Error(
    "nginx is not installed, and the test of the shop behind a proxy runs it. Install Debian's: " +
      "`apt-get update && apt-get install -y nginx` (.ci/run does this on a clean machine).",
  );
}

export interface Nginx {
  /** The public origin, https://localhost:{port}: the app processes' PUBLIC_URL. */
  url: string;
  port: number;
  /** Plain HTTP, answered with a redirect to `url`. */
  httpUrl: string;
  /**
   * The test's self-signed certificate (PEM): a client trusts it rather than ignoring errors,
   * as requestThroughProxy does (and the iyzico emulator's webhook sender would, given it as `ca`).
   */
  certificate: string;
  /** Starts nginx over the app processes (each's host:port), and waits until it takes connections. */
  start(upstreams: [string, string]): Promise<void>;
  /** nginx's error log, to explain a failure. */
  errorLog(): string;
  /** Stops nginx if it runs, and removes its directory. */
  stop(): Promise<void>;
}

/**
 * The shop's nginx configuration with its placeholders replaced. Every placeholder must be given:
 * one left over (the file grew one) fails here, not as a puzzling nginx error.
 */
export function shopNginxConf(values: Record<string, string>): string {
  return readFileSync(SHOP_NGINX_CONF, "utf8").replace(/@([A-Z0-9_]+)@/g, (all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${SHOP_NGINX_CONF}: no value for ${all}`);
    return value;
  });
}

/** A self-signed certificate for localhost and 127.0.0.1, made by openssl into `dir`. */
function selfSignedCertificate(dir: string) {
  const certFile = path.join(dir, "shop.crt");
  const keyFile = path.join(dir, "shop.key");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-days", "2", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ...["-keyout", keyFile, "-out", certFile],
    ],
    { stdio: "pipe" },
  );
  chmodSync(keyFile, 0o600);
  return { certFile, keyFile, certificate: readFileSync(certFile, "utf8") };
}

/**
 * nginx made ready, not yet running: free ports (TLS on 127.0.0.1:`port`, plain HTTP beside it),
 * a directory of its own and a certificate, so that the public origin is known before the app
 * processes start with it as PUBLIC_URL. `start` then runs it over them. Fails, saying how to
 * install it, when nginx is missing.
 */
export async function prepareNginx(): Promise<Nginx> {
  const program = nginxProgram();
  const [port, httpPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-nginx-"));
  // Run as root, nginx's workers run as nobody: they write their buffers under the prefix.
  chmodSync(dir, 0o755);
  const { certFile, keyFile, certificate } = selfSignedCertificate(dir);
  const url = `https://localhost:${port}`;
  const errorLogFile = path.join(dir, "error.log");
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let out = "";
  const errorLog = () => {
    let log = out;
    try {
      log += readFileSync(errorLogFile, "utf8");
    } catch {
      // Not written yet.
    }
    return log;
  };
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const start = async (upstreams: [string, string]) => {
    writeFileSync(
      path.join(dir, "shop.conf"),
      shopNginxConf({
        APP_1: upstreams[0],
        APP_2: upstreams[1],
        LISTEN: `127.0.0.1:${port}`,
        HTTP_LISTEN: `127.0.0.1:${httpPort}`,
        PUBLIC_URL: url,
        SERVER_NAME: "localhost",
        CERTIFICATE: certFile,
        CERTIFICATE_KEY: keyFile,
      }),
    );
    // What Debian's /etc/nginx/nginx.conf gives around conf.d/shop.conf, with every path nginx
    // writes moved into the test's directory (Debian's build names /var/lib/nginx and /var/log).
    writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        "worker_processes 1;",
        "events { worker_connections 256; }",
        "http {",
        "  access_log access.log;",
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (kind) => `  ${kind}_temp_path ${kind}_temp;`,
        ),
        `  include ${path.join(dir, "shop.conf")};`,
        "}",
        "",
      ].join("\n"),
    );
    const running = spawn(
      program,
      [
        ...["-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", errorLogFile],
        ...["-g", `daemon off; pid ${path.join(dir, "nginx.pid")}; error_log ${errorLogFile};`],
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = running;
    exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.stdout!.on("data", (d) => (out += d));
    running.stderr!.on("data", (d) => (out += d));
    await listening(port, running, errorLog);
  };

  return { url, port, httpUrl: `http://127.0.0.1:${httpPort}`, certificate, start, errorLog, stop };
}

/** Resolves once 127.0.0.1:`port` takes a connection; fails if nginx exits or takes 20 s. */
async function listening(port: number, child: ChildProcess, errorLog: () => string) {
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${errorLog()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port}:\n${errorLog()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ProxyAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Each Set-Cookie line as sent. */
  setCookies: string[];
  body: string;
}

/**
 * One request to the shop through nginx, over TLS with the test's certificate trusted, from the
 * loopback address `from` (127.0.0.2, 127.0.0.3...: nginx sees each as another client and
 * appends it to X-Forwarded-For). `headers` may carry a client's own X-Forwarded-For.
 */
export function requestThroughProxy(
  nginx: Nginx,
  target: string,
  {
    method = "GET",
    headers = {},
    body,
    from = "127.0.0.1",
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port: nginx.port,
        servername: "localhost",
        ca: nginx.certificate,
        localAddress: from,
        agent: false,
        method,
        path: target,
        headers: {
          host: `localhost:${nginx.port}`,
          ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            setCookies: res.headers["set-cookie"] ?? [],
            body: text,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A form posted from the shop's own pages (its Origin is the public one), through nginx. */
export function postFormThroughProxy(
  nginx: Nginx,
  target: string,
  fields: Record<string, string>,
  { from, headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<ProxyAnswer> {
  return requestThroughProxy(nginx, target, {
    method: "POST",
    from,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: nginx.url,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * A server-to-server POST through nginx, as iyzico sends its webhook: a JSON body with its own
 * headers (`X-IYZ-SIGNATURE-V3`), no browser Origin, from an address of iyzico's (`from`). For the
 * test of the shop's webhook behind the proxy (POST /api/payment/webhook). The iyzico emulator can
 * send it itself instead, to `${nginx.url}/api/payment/webhook` with `nginx.certificate` as its
 * `ca`: prepareNginx gives both before anything starts.
 */
export function postWebhookThroughProxy(
  nginx: Nginx,
  target: string,
  json: unknown,
  { from, headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<ProxyAnswer> {
  return requestThroughProxy(nginx, target, {
    method: "POST",
    from,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(json),
  });
}
