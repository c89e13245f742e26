import { versionOf } from "~/lib/record-version";
import { apiError } from "./answers.server";

/**
 * Versions over /api (issue [16] point 1, decision 067): a read answers its record's version as
 * `ETag` (and `version` in the record); a write names the version it was based on with
 * `If-Match` or a `version` field (top level, or in the record it sends), and is refused 409 with
 * the current record when that is no longer the record's. Without either, the write changes only
 * the fields it sends.
 */

/** The ETag of a version: a strong tag, the number quoted. */
export const etagOf = (version: number) => `"${version}"`;

/** The version a write names, or undefined; 400 for one that cannot be read or two that differ. */
export function sentVersion(
  request: Request,
  body?: unknown,
  wrapper?: string,
): number | undefined {
  const header = request.headers.get("if-match")?.trim();
  let fromHeader: number | undefined;
  if (header && header !== "*") {
    fromHeader = versionOf(header.replace(/^W\//, "").replace(/^"(.*)"$/, "$1"));
    if (fromHeader === undefined)
      apiError(400, 'If-Match: Send the ETag a read answered, such as "3".');
  }
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const inner = wrapper ? record[wrapper] : undefined;
  const raw =
    record.version ??
    (inner && typeof inner === "object" ? (inner as Record<string, unknown>).version : undefined);
  let fromBody: number | undefined;
  if (raw !== undefined && raw !== null && raw !== "") {
    fromBody = versionOf(raw);
    if (fromBody === undefined) apiError(400, "version: Send the version a read answered.");
  }
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody)
    apiError(400, "version: If-Match and version name different versions.");
  return fromHeader ?? fromBody;
}

/** The 409 of a stale write: the record as it is now, under `key`, with its ETag. */
export function staleAnswer(key: string, record: unknown, version: number): never {
  throw Response.json(
    {
      error: `This ${key} changed since the version you sent; it is now version ${version}. Nothing was saved.`,
      [key]: record,
    },
    { status: 409, headers: { ETag: etagOf(version) } },
  );
}

/** A read's or a write's answer with the record's ETag. */
export function withEtag(response: Response, version: number): Response {
  response.headers.set("ETag", etagOf(version));
  return response;
}
