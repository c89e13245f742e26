import { Buffer } from "node:buffer";
import { promisify } from "node:util";
import zlib from "node:zlib";
import styles from "~/styles/app.css?inline";
import { acceptsEncoding } from "./page-cache.server";

/**
 * A rendered document as one gzip member (RFC 1952), its inline stylesheet compressed once.
 *
 * Every document carries the shop's stylesheet (inline-styles.tsx): half of a product page's
 * bytes. Brotli compressed it again for each rendered page, about half of the 1 ms that brotli
 * took, and more than the shop's own code above React's render (issue [11], decision 050).
 *
 * A deflate stream is a run of blocks, and a block may copy from anything already decoded, up to
 * 32 kB back. So the document is deflated in three runs: what comes before the stylesheet, the
 * stylesheet's text (deflated once, at the highest level, and kept), and the rest, deflated with
 * the stylesheet as its preset dictionary so that its class names still copy from it. The first
 * two runs end on a sync flush (an empty stored block, byte-aligned), the last one ends the
 * stream; the trailer's CRC-32 runs over the three in order. Any gzip decoder reads it as one.
 */
const { Z_SYNC_FLUSH } = zlib.constants;
/** Deflate copies from at most this far back. */
const WINDOW = 32 * 1024;
/**
 * zlib's default level: the size brotli quality 4 made, in half the time (decision 050). Its
 * largest hash table (memLevel 9) finds the same matches a little sooner.
 */
const PER_REQUEST = { level: 6, memLevel: 9 };
/** ID1, ID2, deflate, no flags, no time, no extra flags, Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

interface Stylesheet {
  text: Buffer;
  deflated: Buffer;
  dictionary: Buffer;
}
let stylesheet: Stylesheet | undefined;

function stylesheetOnce(): Stylesheet {
  if (!stylesheet) {
    const text = Buffer.from(styles);
    stylesheet = {
      text,
      deflated: zlib.deflateRawSync(text, { level: 9, finishFlush: Z_SYNC_FLUSH }),
      dictionary: text.subarray(Math.max(0, text.length - WINDOW)),
    };
  }
  return stylesheet;
}

type Deflate = (input: Buffer, options: zlib.ZlibOptions) => Buffer | Promise<Buffer>;

const deflateHere: Deflate = (input, options) => zlib.deflateRawSync(input, options);
const deflateInPool: Deflate = promisify(zlib.deflateRaw);

/**
 * The document gzipped; the stylesheet's compressed run is shared when the document holds it.
 *
 * `inThreadPool`: deflated by zlib's threads, for when other requests wait for the event loop. On
 * an idle server the trip to a thread and back costs more than it saves (0.15-0.4 ms a page); under
 * load, compressing on the event loop held back every other request (rendered /shop at 10
 * connections: 304 → 270 req/s).
 */
export async function gzipDocument(document: Buffer, inThreadPool = false): Promise<Buffer> {
  const deflate = inThreadPool ? deflateInPool : deflateHere;
  const css = stylesheetOnce();
  const at = document.indexOf(css.text);
  const before = at < 0 ? document : document.subarray(0, at);
  const after = at < 0 ? null : document.subarray(at + css.text.length);
  const runs = await Promise.all([
    deflate(before, after ? { ...PER_REQUEST, finishFlush: Z_SYNC_FLUSH } : PER_REQUEST),
    after && deflate(after, { ...PER_REQUEST, dictionary: css.dictionary }),
  ]);
  let crc = zlib.crc32(before);
  if (after) crc = zlib.crc32(after, zlib.crc32(css.text, crc));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(document.length % 2 ** 32, 4);
  return Buffer.concat(
    after ? [HEADER, runs[0], css.deflated, runs[1]!, trailer] : [HEADER, runs[0], trailer],
  );
}

/**
 * Whether to send a rendered answer as gzipDocument makes it: an HTML document the browser takes
 * gzip for (every browser does), not already encoded. Others go through the compression
 * middleware as before.
 */
export function isGzippableDocument(
  acceptEncoding: string | undefined,
  response: Response,
): boolean {
  return (
    response.body !== null &&
    /^text\/html\b/i.test(response.headers.get("content-type") ?? "") &&
    !response.headers.has("content-encoding") &&
    acceptsEncoding(acceptEncoding, "gzip")
  );
}
