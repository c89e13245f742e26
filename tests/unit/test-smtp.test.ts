import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSmtp, type TestSmtp } from "../helpers/smtp";

/**
 * The tests' mail server outlives a client that drops in the middle of a mail, as a shop process
 * stopped mid-send does (atDatabase restarts PGlite's server). Without that, smtp-server raised
 * the reset as an uncaught exception and failed whole test runs (mail.test.ts, twice).
 */
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp?.stop());

it("keeps running when a client resets its connection during a mail", async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (e: unknown) => uncaught.push(e);
  process.on("uncaughtException", onUncaught);
  try {
    const socket = net.connect(Number(new URL(smtp.url).port), "127.0.0.1");
    const replies: string[] = [];
    socket.on("data", (d) => replies.push(String(d)));
    const say = async (line: string, code: string) => {
      socket.write(`${line}\r\n`);
      await expect.poll(() => replies.join("")).toContain(code);
    };
    await expect.poll(() => replies.join("")).toContain("220");
    await say("EHLO test", "250");
    await say("MAIL FROM:<shop@test.example>", "250 Accepted");
    await say("RCPT TO:<someone@example.com>", "250 Accepted\r\n");
    await say("DATA", "354");
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.resetAndDestroy();
    await closed;
    // The server still takes the next mail.
    const next = net.connect(Number(new URL(smtp.url).port), "127.0.0.1");
    const greeting = await new Promise<string>((resolve) =>
      next.once("data", (d) => resolve(String(d))),
    );
    next.destroy();
    expect(greeting).toMatch(/^220 /);
    expect(uncaught).toEqual([]);
  } finally {
    process.off("uncaughtException", onUncaught);
  }
});
