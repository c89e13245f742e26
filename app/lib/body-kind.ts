/**
 * How the shop reads a request's Content-Type: the media type alone, in lower case
 * (`Application/JSON; charset=utf-8` is JSON). server.ts's body check (body-limit.server.ts) and
 * the /api routes' reader (api-body.server.ts) both ask here, so a body is checked as the type it
 * is then read as: a type one of them reads loosely would let a body past the other's checks.
 */
export type BodyKind = "form" | "json" | "other";

export function bodyKind(contentType: string | null): BodyKind {
  const media = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (media === "application/x-www-form-urlencoded" || media === "multipart/form-data")
    return "form";
  if (media === "application/json") return "json";
  return "other";
}
