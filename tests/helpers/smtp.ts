import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as a mail client would show it: decoded subject, text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files sent with it, decoded: their names and text. */
  attachments: { filename: string; content: string }[];
  /** The message's own headers, by lower-cased name (folded lines unfolded). */
  headers: Map<string, string>;
}

export interface TestSmtp {
  /** For the shop's SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The first received mail that matches, waiting for it up to `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * A local SMTP server (no TLS, no login) that keeps every message it is sent; on `port` to play a
 * mail server that comes back where the shop expects it.
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMessage(Buffer.concat(chunks).toString("latin1"));
        mails.push({ ...mail, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  // A shop process stopped in the middle of a mail (atDatabase restarts PGlite's server to read
  // its database) resets its connection. smtp-server hands that to the server's 'error' event,
  // and with no listener it would be an uncaught exception in the test run. The mail is lost to
  // this server, as it would be to a real one, and the shop's outbox sends it again.
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    async waitFor(match, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > until) {
          const seen = mails.map((m) => `${m.to.join(",")}: ${m.subject}`).join("\n");
          throw new Error(`no matching mail in ${timeoutMs} ms; received:\n${seen}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------- a small MIME reader

/** `raw` holds the message's bytes one per char (latin1), as they came over the wire. */
function parseMessage(raw: string): Omit<ReceivedMail, "to"> {
  const { headers, body } = splitPart(raw);
  const parts = leafParts(headers, body);
  const inline = parts.filter((p) => p.filename === null);
  const text = inline.find((p) => p.type.startsWith("text/plain"))?.content ?? "";
  const html = inline.find((p) => p.type.startsWith("text/html"))?.content ?? "";
  return {
    from: decodeWords(headers.get("from") ?? ""),
    subject: decodeWords(headers.get("subject") ?? ""),
    text,
    html,
    attachments: parts.flatMap((p) =>
      p.filename === null ? [] : [{ filename: p.filename, content: p.content }],
    ),
    headers,
  };
}

function splitPart(raw: string) {
  const at = raw.indexOf("\r\n\r\n");
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(
  headers: Map<string, string>,
  body: string,
): { type: string; content: string; filename: string | null }[] {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => {
        const part = splitPart(chunk.replace(/^\r\n/, ""));
        return leafParts(part.headers, part.body);
      });
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  let bytes: Buffer;
  if (encoding === "base64") bytes = Buffer.from(body.replace(/\s+/g, ""), "base64");
  else if (encoding === "quoted-printable") bytes = quotedPrintable(body);
  else bytes = Buffer.from(body, "latin1");
  const disposition = headers.get("content-disposition") ?? "";
  const filename = /^attachment/i.test(disposition)
    ? decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "")
    : null;
  return [
    {
      type: type.toLowerCase(),
      content: bytes.toString("utf8").replace(/\r\n/g, "\n"),
      filename,
    },
  ];
}

function quotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_m, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : quotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}
