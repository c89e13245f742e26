import {
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { UPLOAD_LIMITS_HEADER, type FileRefusal, type UploadLimits } from "~/lib/upload-limits";

export { MAX_FILES_PER_UPLOAD } from "~/lib/upload-limits";
/** A text field of an upload form (the intent) is a few bytes. */
const MAX_TEXT_BYTES = 1024;

/** A form that could not be read: a text field past its limit, or not multipart at all. */
export type UploadRefusal = "tooLarge" | "noFile" | "unreadable";

export interface PictureUpload {
  /** The files' bytes, in the order sent; their names and declared types are never read. */
  files: Uint8Array[];
  fields: Record<string, string>;
  /** The files the route's limits refused (their bytes dropped), in the order sent. */
  refused: FileRefusal[];
  /** Whether the body was cut before its end (see UNREAD_BODY_HEADERS). */
  unread: boolean;
}

/**
 * What to send with a refusal given before the body was read to its end (a part that would not
 * parse, a body cut at the edge's limit): the rest of it is still on the connection, which then
 * cannot carry another request.
 */
export const UNREAD_BODY_HEADERS = { Connection: "close" };

/** A text field of a form with pictures (the product form's texts) is at most this long. */
const MAX_FORM_TEXT_BYTES = 64 * 1024;

export interface MultipartForm {
  /** The text fields, repeated names kept (a `<select multiple>`), as Remix's FormData. */
  form: FormData;
  /** The files of each named file field, in the order sent; names and declared types unread. */
  files: Record<string, Uint8Array[]>;
  /** The files the route's limits refused, their bytes dropped; the others are in `files`. */
  refused: FileRefusal[];
  /** Whether the edge cut the body (UPLOAD_READ_LIMIT_BYTES): the fields after the cut are lost. */
  unread: boolean;
}

/** The limits the edge streamed this request's body by: the route's own `uploadLimits`. */
export function streamedLimits(request: Request): UploadLimits {
  const header = request.headers.get(UPLOAD_LIMITS_HEADER);
  // A route reading files must declare them (app/lib/upload-limits.ts): without, the edge read its
  // body as any other, and the reader would only ever see up to 1 MB.
  if (!header)
    throw new Error(`${new URL(request.url).pathname} reads files: export uploadLimits.`);
  return JSON.parse(header) as UploadLimits;
}

/**
 * Reads a multipart form as it streams in, by the limits its route declares (handed on by the
 * edge, app/edge/body-limit.server.ts): each file of a declared field is counted while it arrives;
 * one over its field's bytes, past the count of files or past the total is refused and its bytes
 * dropped, and reading goes on, so that every text field (before or after it) is kept and the
 * form can come back with the error on that file's field. Files of other fields are dropped
 * unread; text fields up to `maxTextBytes` each.
 */
export async function readMultipartForm(
  request: Request,
  maxTextBytes = MAX_FORM_TEXT_BYTES,
): Promise<MultipartForm | Exclude<UploadRefusal, "noFile">> {
  // Not multipart (a JSON body to an upload call): nothing the edge streams, nothing to read.
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? ""))
    return "unreadable";
  const limits = streamedLimits(request);
  const fileFields = Object.keys(limits.fileBytes);
  const form = new FormData();
  const files: Record<string, Uint8Array[]> = Object.fromEntries(fileFields.map((f) => [f, []]));
  const refused: FileRefusal[] = [];
  let fileCount = 0;
  let fileTotal = 0;
  let textTooLong = false;
  /** The file being read, named if the edge cuts the body in it. */
  let reading: { field: string; name: string; bytes: number } | null = null;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const wanted = filename !== undefined && fileFields.includes(name);
    const fileMax = limits.fileBytes[name] ?? 0;
    let over: FileRefusal["limit"] | null = wanted && fileCount >= limits.files ? "files" : null;
    reading = wanted ? { field: name, name: filename ?? "", bytes: 0 } : null;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (reading) reading.bytes = size;
      if (filename === undefined) {
        if (size > maxTextBytes) textTooLong = true;
        else chunks.push(chunk);
        continue;
      }
      if (!wanted || over) continue;
      if (size > fileMax) over = "fileBytes";
      else if (fileTotal + size > limits.totalBytes) over = "totalBytes";
      if (over) chunks.length = 0;
      else chunks.push(chunk);
    }
    reading = null;
    if (filename === undefined) {
      if (!textTooLong) form.append(name, Buffer.concat(chunks).toString("utf8"));
      return undefined;
    }
    // An empty file input sends a part with no name and no bytes.
    if (!wanted || size === 0) return undefined;
    if (over) {
      const max =
        over === "files" ? limits.files : over === "fileBytes" ? fileMax : limits.totalBytes;
      refused.push({ field: name, name: filename, bytes: size, limit: over, max });
      return undefined;
    }
    files[name]!.push(new Uint8Array(Buffer.concat(chunks)));
    fileCount++;
    fileTotal += size;
    return undefined;
  };
  let unread = false;
  try {
    await parseMultipartFormData(request, handler);
  } catch (error) {
    // Cut by the edge past UPLOAD_READ_LIMIT_BYTES: what was read before is kept, and the file
    // being read is named. Anything else: not multipart (see UNREAD_BODY_HEADERS).
    if (!(error instanceof Error && error.name === "UploadTooLarge")) return "unreadable";
    unread = true;
    const cut = reading as { field: string; name: string; bytes: number } | null;
    refused.push({
      field: cut?.field ?? fileFields[0] ?? "",
      name: cut?.name ?? "",
      bytes: cut?.bytes ?? 0,
      limit: "body",
      max: limits.totalBytes,
    });
  }
  if (textTooLong) return "tooLarge";
  for (const value of form.values()) if (String(value).includes("\0")) return "unreadable";
  return { form, files, refused, unread };
}

/** An upload of pictures in `field` (the pictures page, the /api image calls), with its intent. */
export async function readPictureUpload(
  request: Request,
  field: string,
): Promise<PictureUpload | UploadRefusal> {
  const read = await readMultipartForm(request, MAX_TEXT_BYTES);
  if (typeof read === "string") return read;
  const files = read.files[field] ?? [];
  if (files.length === 0 && read.refused.length === 0) return "noFile";
  const fields = Object.fromEntries([...read.form.entries()].map(([k, v]) => [k, String(v)]));
  return { files, fields, refused: read.refused, unread: read.unread };
}
