import { Transform } from "node:stream";

/**
 * React 18's renderToPipeableStream can end a chunk with NUL bytes when a multi-byte character
 * (ş, İ, ğ ...) falls on its 2 KB buffer boundary (react#24985, fixed only in React 19). HTML never
 * carries a raw NUL, so dropping them from chunk ends restores the document byte for byte.
 */
export function stripTrailingNullBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      callback(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}
