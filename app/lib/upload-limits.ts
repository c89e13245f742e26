/**
 * What a route that takes files may be sent (docs/decisions/069-upload-limits-beside-the-route.md).
 * Each upload route module exports its own `uploadLimits`; the edge finds the module of the
 * address it is sent to and streams the body by them (app/edge/upload-routes.server.ts), the
 * reader counts each file against them (app/http/picture-upload.server.ts), and the form checks a
 * chosen file against them before anything is sent. There is no second list to keep in step.
 * Plain module (no `.server`): the forms read the same numbers in the browser.
 */
export interface UploadLimits {
  /** The method the files come with (a page's form posts; /api also takes PUT). */
  method: "POST" | "PUT";
  /** What the files are, for the message: pictures, or other files (CSV, ZIP, a recording). */
  kind: "picture" | "file";
  /** Each file field, and how many bytes one of its files may hold. */
  fileBytes: Record<string, number>;
  /** How many files one request may carry, all fields together. */
  files: number;
  /** How many bytes its files may hold together. */
  totalBytes: number;
}

/**
 * The header the route's reader finds the limits the edge streamed the body by: the reader refuses
 * a body the edge did not stream, so a route that reads files without declaring limits fails at
 * once rather than at 1 MB. The edge drops whatever a client sends under this name.
 */
export const UPLOAD_LIMITS_HEADER = "x-shop-upload-limits";

export const MB = 1024 * 1024;
/** A picture's limit (app/services/images.server.ts checks it again before decoding). */
export const PICTURE_BYTES = 10 * MB;
/** The pictures of one request together: a few phone photos, not the whole gallery at once. */
export const PICTURES_TOTAL_BYTES = 25 * MB;
/** At most this many pictures in one upload (the gallery inputs are `multiple`). */
export const MAX_FILES_PER_UPLOAD = 10;

/** The music page's recording (app/services/audio.server.ts takes its limit from here). */
export const AUDIO_BYTES = 8 * MB;
/** The product import's CSV (read and counted again by app/features/catalogue/product-import.server.ts). */
export const CSV_BYTES = 2 * MB;
/** The product import's ZIP of pictures, packed (its unpacked size is checked as it is read). */
export const ZIP_BYTES = 25 * MB;

/** The limits of a route taking pictures in `fields`, each up to PICTURE_BYTES. */
export function pictureLimits(
  method: UploadLimits["method"],
  fields: string[],
  files = MAX_FILES_PER_UPLOAD,
): UploadLimits {
  return {
    method,
    kind: "picture",
    fileBytes: Object.fromEntries(fields.map((f) => [f, PICTURE_BYTES])),
    files,
    totalBytes: Math.min(PICTURES_TOTAL_BYTES, files * PICTURE_BYTES),
  };
}

/** Which limit a file went over. `body`: the request as a whole, cut by the edge. */
export type UploadLimit = "fileBytes" | "files" | "totalBytes" | "body";

/** A file not taken: its field, the name the sender gave it (shown, never used), and why. */
export interface FileRefusal {
  field: string;
  name: string;
  /** The file's size as far as it was read. */
  bytes: number;
  limit: UploadLimit;
  /** The limit's value: bytes, or a count for `files`. */
  max: number;
}

/** The texts of the refusals, in the page's language (app/locales/{tr,en}/dashboard-uploads.ts). */
export interface UploadTexts {
  picture: string;
  file: string;
  fileBytes: string;
  files: string;
  totalBytes: string;
  body: string;
  unnamed: string;
}

/**
 * "14,2 MB" in Turkish, "14.2 MB" in English; a whole number without decimals ("10 MB"). A file's
 * size is rounded up (`over`), so that one a byte past 8 MB does not read as "8 MB".
 */
export function megabytes(lang: "tr" | "en", bytes: number, up = false): string {
  const mb = up && bytes >= MB ? Math.ceil((bytes / MB) * 10 - 1e-6) / 10 : bytes / MB;
  const number = new Intl.NumberFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    maximumFractionDigits: mb >= 1 ? 1 : 2,
  }).format(mb);
  return `${number} MB`;
}

/** The refusal of one file: which file, its size, and which limit, in the page's language. */
export function refusalText(
  texts: UploadTexts,
  lang: "tr" | "en",
  kind: UploadLimits["kind"],
  refusal: FileRefusal,
): string {
  const vars: Record<string, string> = {
    name: refusal.name || texts.unnamed,
    size: megabytes(lang, refusal.bytes, true),
    max: refusal.limit === "files" ? String(refusal.max) : megabytes(lang, refusal.max),
    thing: kind === "picture" ? texts.picture : texts.file,
  };
  return texts[refusal.limit].replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

/**
 * The files the browser was given that the limits refuse, in the order picked: each over its
 * field's bytes, past the count, or past the total of all the form's files (`taken` holds the
 * files of the form's other file fields, counted first).
 */
export function refusedFiles(
  limits: UploadLimits,
  field: string,
  picked: { name: string; size: number }[],
  taken: { count: number; bytes: number } = { count: 0, bytes: 0 },
): FileRefusal[] {
  const refused: FileRefusal[] = [];
  let { count, bytes } = taken;
  const fileMax = limits.fileBytes[field] ?? 0;
  for (const file of picked) {
    const base = { field, name: file.name, bytes: file.size };
    if (file.size > fileMax) refused.push({ ...base, limit: "fileBytes", max: fileMax });
    else if (count + 1 > limits.files) refused.push({ ...base, limit: "files", max: limits.files });
    else if (bytes + file.size > limits.totalBytes)
      refused.push({ ...base, limit: "totalBytes", max: limits.totalBytes });
    else {
      count++;
      bytes += file.size;
    }
  }
  return refused;
}
