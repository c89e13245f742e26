import { Buffer } from "node:buffer";
import { bodyKind } from "~/lib/body-kind";
import { refusalAnswer } from "~/http/refusal-page.server";
import { UPLOAD_LIMITS_HEADER, type UploadLimits } from "~/lib/upload-limits";
import type { UploadLimitsOf } from "./upload-routes.server";

/**
 * What a request may carry before any route reads it (docs/decisions/010-request-limits.md).
 * server.ts hands every request here after the cross-site check, so that pages, single-fetch
 * `.data` calls and /api routes share one rule instead of each remembering to ask:
 *
 * - a body over BODY_LIMIT_BYTES answers 413, whether its Content-Length says so up front or a
 *   chunked body grows past it while it is read;
 * - a form body with more fields than MAX_FORM_FIELDS answers 413 before it is parsed: the
 *   form readers after it (conform's parseWithZod) take time in the square of a repeated field's
 *   count (20,000 repeats of one name cost 2 s of CPU, 200,000 held a process for minutes);
 * - a form body that cannot be parsed answers 400, and a page's action given anything but a form
 *   answers 415 (Remix's `request.formData()` would throw and answer 500);
 * - NUL characters answer 400 wherever they are, in the address or in a field: PostgreSQL text
 *   cannot hold them (the query fails) and no person types one.
 *
 * A body that passes is read whole (at most the limit) and handed on in a new Request.
 */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A refused body is still read and thrown away up to this size before the answer, so that the
 * connection can carry the next request. A bigger one is answered at once, and what the client
 * still sends is read and dropped for up to LINGER_MS more before the connection closes: a client
 * still sending when it is closed gets a reset, and may lose the 413 it had not yet read (what
 * nginx calls lingering close).
 */
/**
 * More fields than any form of the shop sends (the longest, checkout's, has a few dozen), and few
 * enough that every reader after the check stays fast (1,000 repeats of one field: 7 ms).
 */
const MAX_FORM_FIELDS = 1000;

/**
 * A route that takes files declares its limits beside its code (`uploadLimits`, found through
 * the build's routes: app/edge/upload-routes.server.ts). Its multipart body is not read here but
 * streamed to the route, which counts each file against those limits and drops the bytes of one
 * over them while it keeps reading the text fields (app/http/picture-upload.server.ts): a file
 * too big comes back as an error on its field, with everything typed kept. So that the text
 * after a big file still arrives, the body is read through up to this size; past it the stream
 * is cut (what was read before is still the route's), and a body that says up front it is
 * bigger is refused at once.
 */
export const UPLOAD_READ_LIMIT_BYTES = 100 * 1024 * 1024;

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
}

/** The name the upload reader knows a body cut at UPLOAD_READ_LIMIT_BYTES by. */
class UploadTooLarge extends Error {
  override name = "UploadTooLarge";
}

/** The upload's body as a stream that fails once it has carried more than the limit. */
function countedUpload(
  request: Request,
  body: ReadableStream<Uint8Array>,
  limits: UploadLimits,
): Request {
  let size = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > UPLOAD_READ_LIMIT_BYTES) controller.error(new UploadTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  const headers = new Headers(request.headers);
  headers.set(UPLOAD_LIMITS_HEADER, JSON.stringify(limits));
  return new Request(request.url, {
    method: request.method,
    headers,
    body: counted,
    signal: request.signal,
    // Node's fetch needs it for a streamed body.
    duplex: "half",
  });
}

const DRAIN_LIMIT_BYTES = 16 * BODY_LIMIT_BYTES;
const LINGER_MS = 5_000;

const EMPTY_FORM = "application/x-www-form-urlencoded";

/** The request to give Remix (its body read), or the answer that refuses it. */
export async function limitBody(
  request: Request,
  /** The limits of the route the request is sent to, when it takes files (server.ts). */
  uploadLimitsOf: UploadLimitsOf = () => null,
): Promise<Request | Response> {
  // Only the edge says what it streamed (server.ts made this Request: its headers can change).
  request.headers.delete(UPLOAD_LIMITS_HEADER);
  if (/%00/i.test(request.url))
    return unreadable(request, 400, "The address holds a NUL character.");
  if (!request.body) return request;
  const declared = Number(request.headers.get("content-length"));
  const limits = isMultipart(request) ? uploadLimitsOf(request) : null;
  if (limits) {
    if (declared > UPLOAD_READ_LIMIT_BYTES) {
      const reader = request.body.getReader();
      return tooLarge(
        request,
        (await discard(reader, declared)) ? null : reader,
        UPLOAD_READ_LIMIT_BYTES,
      );
    }
    return countedUpload(request, request.body, limits);
  }
  const reader = request.body.getReader();
  if (declared > BODY_LIMIT_BYTES)
    return tooLarge(request, (await discard(reader, declared)) ? null : reader);
  const read = await readUpTo(reader, BODY_LIMIT_BYTES);
  if ("over" in read) return tooLarge(request, read.drained ? null : reader);
  const bytes = read.bytes;

  const api = isApi(request);
  let type = request.headers.get("content-type") ?? "";
  const kind = bodyKind(type);
  if (bytes.byteLength === 0) {
    // An empty post (a bare button) is an empty form to a page's action; an empty multipart
    // body is one too (as multipart it cannot be parsed: the action would fail with a 500).
    if (!api || kind === "form") type = EMPTY_FORM;
  } else if (kind === "form") {
    if (formFieldCount(bytes, type) > MAX_FORM_FIELDS) return tooManyFields(request);
    const fields = await formFields(bytes, type);
    if (!fields) return unreadable(request, 400, "Malformed form body.");
    if (fields.some((s) => s.includes("\0")))
      return unreadable(request, 400, "A field holds a NUL character.");
  } else if (kind === "json") {
    // Malformed JSON is left to the /api route, which names the problem.
    if (!api) return unreadable(request, 415, "Unsupported content type.");
    if (jsonHasNul(bytes)) return unreadable(request, 400, "A field holds a NUL character.");
  } else if (!api) {
    // /api routes answer other types themselves (415 from readApiBody).
    return unreadable(request, 415, "Unsupported content type.");
  }

  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  headers.set("content-length", String(bytes.byteLength));
  if (type) headers.set("content-type", type);
  return new Request(request.url, {
    method: request.method,
    headers,
    body: bytes,
    signal: request.signal,
  });
}

function isApi(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname === "/api" || pathname.startsWith("/api/");
}

type Reader = ReadableStreamDefaultReader<Uint8Array>;

async function readUpTo(
  reader: Reader,
  limit: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer> } | { over: true; drained: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return { over: true, drained: await discard(reader, size) };
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes };
}

/**
 * Reads the rest of a refused body and drops it. True when it ended within DRAIN_LIMIT_BYTES;
 * otherwise reading stops there, to go on behind the answer (`linger`).
 */
async function discard(reader: Reader, seen: number): Promise<boolean> {
  let size = seen;
  while (size <= DRAIN_LIMIT_BYTES) {
    const { done, value } = await reader.read();
    if (done) return true;
    size += value.byteLength;
  }
  return false;
}

/** Reads and drops what is left of a body until it ends, the client goes, or LINGER_MS pass. */
async function linger(reader: Reader): Promise<void> {
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), LINGER_MS);
  try {
    while (!(await reader.read()).done);
  } catch {
    // Cancelled at the time limit, or the client went away: either way, done.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How many fields a form body holds at most, counted in its bytes without parsing it: the pieces
 * between `&` of a URL-encoded body, the parts between boundaries of a multipart one. A count too
 * high only refuses a body that no form sends (a boundary inside a part is malformed anyway).
 */
function formFieldCount(bytes: Uint8Array, type: string): number {
  if (bytes.byteLength === 0) return 0;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type.split(";")[0]!.trim().toLowerCase() === "multipart/form-data") {
    const boundary = type.match(/;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i);
    // Without a boundary the body cannot be parsed: the parse answers 400.
    if (!boundary) return 0;
    return Math.max(0, occurrences(buffer, Buffer.from(`--${boundary[1] ?? boundary[2]}`)) - 1);
  }
  return occurrences(buffer, Buffer.from("&")) + 1;
}

function occurrences(haystack: Buffer, needle: Buffer): number {
  let count = 0;
  for (
    let at = haystack.indexOf(needle);
    at !== -1;
    at = haystack.indexOf(needle, at + needle.length)
  )
    count++;
  return count;
}

/** Every field name and text value of a form body, or null when it is not a readable form. */
async function formFields(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<string[] | null> {
  try {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    const out: string[] = [];
    for (const [name, value] of form) {
      out.push(name);
      if (typeof value === "string") out.push(value);
    }
    return out;
  } catch {
    return null;
  }
}

/** Whether a JSON body holds a NUL in a key or a string (walked without recursion: depth is the client's). */
function jsonHasNul(bytes: Uint8Array): boolean {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return false;
  }
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\0")) return true;
    } else if (v && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes("\0")) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** The 413; `rest` is the reader of a body not read to its end (see DRAIN_LIMIT_BYTES). */
async function tooLarge(
  request: Request,
  rest: Reader | null,
  limitBytes = BODY_LIMIT_BYTES,
): Promise<Response> {
  const limit = `${limitBytes / (1024 * 1024)} MB`;
  const answer = refusalAnswer(
    request,
    413,
    { title: "tooLargeTitle", text: "tooLargeText", vars: { limit } },
    `Request body too large: the limit is ${limit}.`,
    // The rest of a body too big to read is still on the connection: it cannot carry another request.
    rest ? { Connection: "close" } : {},
  );
  if (!rest) return answer;
  // The whole answer goes out now, with its length, so the client can read it while it sends;
  // the connection closes when the body has been read to its end (or LINGER_MS have passed).
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const headers = new Headers(answer.headers);
  headers.set("Content-Length", String(bytes.byteLength));
  const lingering = linger(rest);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      void lingering.then(() => controller.close());
    },
  });
  return new Response(body, { status: 413, headers });
}

/** The 413 of a form with more fields than a page has; the body was read whole and dropped. */
function tooManyFields(request: Request): Response {
  const limit = String(MAX_FORM_FIELDS);
  return refusalAnswer(
    request,
    413,
    { title: "tooManyFieldsTitle", text: "tooManyFieldsText", vars: { limit } },
    `Too many form fields: the limit is ${limit}.`,
  );
}

function unreadable(request: Request, status: 400 | 415, apiError: string): Response {
  return refusalAnswer(
    request,
    status,
    { title: "badRequestTitle", text: "badRequestText" },
    apiError,
  );
}
