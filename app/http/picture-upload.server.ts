import {
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { MAX_IMAGE_BYTES } from "~/services/images.server";

/** At most this many pictures in one upload (the gallery form's `multiple` input). */
export const MAX_FILES_PER_UPLOAD = 10;
/** A text field of an upload form (the intent) is a few bytes. */
const MAX_TEXT_BYTES = 1024;

export type UploadRefusal = "tooLarge" | "bodyTooLarge" | "tooManyFiles" | "noFile" | "unreadable";

export interface PictureUpload {
  /** The files' bytes, in the order sent; their names and declared types are never read. */
  files: Uint8Array[];
  fields: Record<string, string>;
}

/**
 * What to send with a refusal given before the body was read to its end (a part that would not
 * parse, a body cut at the edge's limit): the rest of it is still on the connection, which then
 * cannot carry another request.
 */
export const UNREAD_BODY_HEADERS = { Connection: "close" };

/**
 * Reads a multipart upload as it streams in: the files of `field` (the body's size is already
 * limited by the edge, app/edge/body-limit.server.ts), each counted while it arrives and refused
 * past MAX_IMAGE_BYTES, at most MAX_FILES_PER_UPLOAD of them; other files are dropped unread.
 */
export async function readPictureUpload(
  request: Request,
  field: string,
): Promise<PictureUpload | UploadRefusal> {
  const files: Uint8Array[] = [];
  const fields: Record<string, string> = {};
  // A refused part is still read to its end (and dropped), so that the connection stays usable.
  let refusal: UploadRefusal | null = null;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const limit = filename === undefined ? MAX_TEXT_BYTES : MAX_IMAGE_BYTES;
    if (filename !== undefined && name === field && files.length >= MAX_FILES_PER_UPLOAD)
      refusal ??= "tooManyFiles";
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > limit) refusal ??= "tooLarge";
      if (!refusal) chunks.push(chunk);
    }
    if (refusal) return undefined;
    const bytes = Buffer.concat(chunks);
    if (filename === undefined) fields[name] = bytes.toString("utf8");
    // An empty file input sends a part with no name and no bytes.
    else if (name === field && bytes.byteLength > 0) files.push(new Uint8Array(bytes));
    return undefined;
  };
  try {
    await parseMultipartFormData(request, handler);
  } catch (error) {
    // Cut by the edge past UPLOAD_LIMIT_BYTES, or not multipart: see UNREAD_BODY_HEADERS.
    if (error instanceof Error && error.name === "UploadTooLarge") return "bodyTooLarge";
    return "unreadable";
  }
  if (refusal) return refusal;
  if (Object.values(fields).some((v) => v.includes("\0"))) return "unreadable";
  if (files.length === 0) return "noFile";
  return { files, fields };
}
