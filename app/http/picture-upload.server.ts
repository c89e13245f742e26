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

/** A text field of a form with pictures (the product form's texts) is at most this long. */
const MAX_FORM_TEXT_BYTES = 64 * 1024;

export interface MultipartForm {
  /** The text fields, repeated names kept (a `<select multiple>`), as Remix's FormData. */
  form: FormData;
  /** The files of each named file field, in the order sent; names and declared types unread. */
  files: Record<string, Uint8Array[]>;
}

/**
 * Reads a multipart form as it streams in (the body's size is already limited by the edge,
 * app/edge/body-limit.server.ts): the files of `fileFields`, each counted while it arrives and
 * refused past MAX_IMAGE_BYTES, at most MAX_FILES_PER_UPLOAD in all; other files are dropped
 * unread; text fields up to `maxTextBytes` each.
 */
export async function readMultipartForm(
  request: Request,
  fileFields: string[],
  maxTextBytes = MAX_FORM_TEXT_BYTES,
  /** Each file's limit: a picture's unless the form takes other files (the import's CSV and ZIP). */
  maxFileBytes = MAX_IMAGE_BYTES,
): Promise<MultipartForm | Exclude<UploadRefusal, "noFile">> {
  const form = new FormData();
  const files: Record<string, Uint8Array[]> = Object.fromEntries(fileFields.map((f) => [f, []]));
  let fileCount = 0;
  // A refused part is still read to its end (and dropped), so that the connection stays usable.
  let refusal: UploadRefusal | null = null;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const wanted = filename !== undefined && fileFields.includes(name);
    const limit = filename === undefined ? maxTextBytes : maxFileBytes;
    if (wanted && fileCount >= MAX_FILES_PER_UPLOAD) refusal ??= "tooManyFiles";
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > limit) refusal ??= "tooLarge";
      if (!refusal && (wanted || filename === undefined)) chunks.push(chunk);
    }
    if (refusal) return undefined;
    const bytes = Buffer.concat(chunks);
    if (filename === undefined) form.append(name, bytes.toString("utf8"));
    // An empty file input sends a part with no name and no bytes.
    else if (wanted && bytes.byteLength > 0) {
      files[name]!.push(new Uint8Array(bytes));
      fileCount++;
    }
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
  for (const value of form.values()) if (String(value).includes("\0")) return "unreadable";
  return { form, files };
}

/** An upload of pictures in `field` (the pictures page, the /api image calls), with its intent. */
export async function readPictureUpload(
  request: Request,
  field: string,
): Promise<PictureUpload | UploadRefusal> {
  const read = await readMultipartForm(request, [field], MAX_TEXT_BYTES);
  if (typeof read === "string") return read;
  const files = read.files[field]!;
  if (files.length === 0) return "noFile";
  const fields = Object.fromEntries([...read.form.entries()].map(([k, v]) => [k, String(v)]));
  return { files, fields };
}
