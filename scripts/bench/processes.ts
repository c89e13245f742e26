// Child processes for the bench: commands run to completion, and servers started, awaited until
// they say they listen, and stopped again.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Keeps the last lines a process wrote, for error messages. */
class Tail {
  private text = "";
  constructor(private readonly limit = 20_000) {}
  add(chunk: Buffer | string) {
    this.text = (this.text + chunk.toString()).slice(-this.limit);
  }
  toString() {
    return this.text;
  }
}

/** Runs a command quietly; on failure throws with what it printed. */
export async function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  const tail = new Tail();
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (d: Buffer) => tail.add(d));
  child.stderr.on("data", (d: Buffer) => tail.add(d));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`'${command} ${args.join(" ")}' failed (exit ${code}):\n${tail}`);
}

export interface Server {
  name: string;
  url: string;
  output(): string;
  /** CPU time the process has used so far, in ms (user + system); null where /proc is missing. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** USER_HZ: the unit of /proc's times. */
let ticksPerSecond: number | undefined;

function msPerTick(): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  return 1000 / ticksPerSecond;
}

/** CPU time a process has used, from /proc (Linux); null elsewhere or once it has exited. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold spaces:
    // utime and stime are the 14th and 15th of the whole line.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * msPerTick();
  } catch {
    return null;
  }
}

/**
 * CPU time the whole machine has spent busy so far, in ms summed over its cores (/proc/stat: every
 * state but idle and iowait); null elsewhere. Under load it holds the shop, PostgreSQL and the
 * load generator alike: what one request costs everything that serves and measures it.
 */
export function machineBusyMs(): number | null {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    const busy = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0) - ticks[3]! - ticks[4]!;
    return busy * msPerTick();
  } catch {
    return null;
  }
}

/** Starts a server process and resolves once its output contains `readyText`. */
export async function startServer(options: {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  readyText: string;
  timeoutMs?: number;
}): Promise<Server> {
  const tail = new Tail();
  const child: ChildProcess = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => tail.add(d));
  child.stderr?.on("data", (d: Buffer) => tail.add(d));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `${options.name} did not start within ${(options.timeoutMs ?? 120_000) / 1000} s:\n${tail}`,
            ),
          ),
        options.timeoutMs ?? 120_000,
      );
      const onData = () => {
        if (tail.toString().includes(options.readyText)) {
          clearTimeout(timer);
          child.stdout?.off("data", onData);
          child.off("exit", onExit);
          resolve();
        }
      };
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`${options.name} exited (${code}) before it was ready:\n${tail}`));
      };
      child.stdout?.on("data", onData);
      child.once("exit", onExit);
      child.once("error", reject);
    });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    output: () => tail.toString(),
    cpuMs: () => processCpuMs(child.pid),
    stop,
  };
}
