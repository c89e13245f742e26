import { Transform } from "node:stream";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

/**
 * The rendered document, cleaned and sent in one piece.
 *
 * React 18's renderToPipeableStream can end a chunk with NUL bytes when a multi-byte character
 * (ş, İ, ğ ...) falls on its 2 KB buffer boundary (react#24985, fixed only in React 19). HTML never
 * carries a raw NUL, so dropping them from chunk ends restores the document byte for byte.
 *
 * React writes a page in dozens of 2 KB chunks and Remix streams the loader data after them; one
 * socket write per chunk cost more than rendering the page (a profile of /shop under load). The
 * whole document takes a few milliseconds to render, so it is gathered and written once, with its
 * scripts moved behind the first paint (scripts-after-paint.server.ts).
 */
export function documentBody(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      chunks.push(end === chunk.length ? chunk : chunk.subarray(0, end));
      callback();
    },
    flush(callback) {
      callback(null, scriptsAfterPaint(Buffer.concat(chunks)));
    },
  });
}
