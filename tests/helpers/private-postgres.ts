import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server";

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a free port, that the test
 * may stop and start at will (the machine's shared server is used by other suites meanwhile).
 * initdb refuses to run as root, so under root (CI) every command runs as the `postgres` user.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:{port}/{database} */
  url(database?: string): string;
  /** Creates an empty database on it and returns its URL. */
  createDatabase(name: string): Promise<string>;
  port: number;
  /** `pg_ctl restart -m fast`: sessions are ended, the server comes back on the same port. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: from now on connections are refused. */
  stopServer(): Promise<void>;
  /** Starts it again after stopServer, and waits until it accepts connections. */
  startServer(): Promise<void>;
  /** The server's log, to explain a failure. */
  log(): string;
  /** Stops the server and removes its directory; safe to call twice and after a failure. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL's programs: PG_BIN, else Debian's /usr/lib/postgresql/{version}/bin. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server programs in ${root} (set PG_BIN)`);
  return path.join(root, versions[0], "bin");
}

const asRoot = process.getuid?.() === 0;
const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** A PostgreSQL program, as the postgres user when we are root. */
function command(bin: string, program: string, args: string[]): [string, string[]] {
  const file = path.join(bin, program);
  if (!asRoot) return [file, args];
  return ["su", ["postgres", "-s", "/bin/sh", "-c", [file, ...args].map(quote).join(" ")]];
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-private-pg-"));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const pg = async (program: string, args: string[], timeoutMs = 60_000) => {
    const [file, argv] = command(bin, program, args);
    return run(file, argv, { timeout: timeoutMs });
  };
  // Its own socket directory and loopback only: nothing is shared with the machine's server.
  // Durability is not under test, so no fsync (a fast shutdown still writes everything).
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c full_page_writes=off",
  ].join(" ");
  const ctl = (action: string, extra: string[] = []) =>
    pg("pg_ctl", ["-D", data, "-l", logFile, "-w", "-t", "60", ...extra, action]);

  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    process.off("exit", destroySync);
    if (existsSync(path.join(data, "postmaster.pid"))) {
      await pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test run that dies without its afterAll must not leave a server behind.
  function destroySync() {
    if (destroyed) return;
    destroyed = true;
    try {
      const [file, argv] = command(bin, "pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      execFileSync(file, argv, { stdio: "ignore", timeout: 20_000 });
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  }
  process.once("exit", destroySync);

  const ready = async () => {
    const until = Date.now() + 60_000;
    for (;;) {
      const ok = await pg("pg_isready", ["-h", "127.0.0.1", "-p", String(port), "-t", "2"]).then(
        () => true,
        () => false,
      );
      if (ok) return;
      if (Date.now() > until) throw new Error(`private PostgreSQL not ready:\n${readLog()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");

  try {
    await pg("initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
    await ctl("start", ["-o", options]);
    await ready();
  } catch (error) {
    const log = readLog();
    await destroy();
    throw new Error(`could not start a private PostgreSQL: ${String(error)}\n${log}`);
  }

  return {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      await pg("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async restart() {
      await ctl("restart", ["-m", "fast"]);
      await ready();
    },
    async stopServer() {
      await ctl("stop", ["-m", "fast"]);
    },
    async startServer() {
      await ctl("start", ["-o", options]);
      await ready();
    },
    log: readLog,
    destroy,
  };
}
