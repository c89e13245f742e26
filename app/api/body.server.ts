import { apiError } from "./answers.server";
import { bodyKind } from "~/lib/body-kind";

/**
 * The body of an /api call as plain values: JSON objects, or form posts for clients without
 * JavaScript. Malformed JSON or forms answer 400 `{ error }`, other content types 415
 * (docs/decisions/010-request-limits.md; server.ts has already refused bodies over the limit).
 */
export async function readApiBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  const kind = bodyKind(type);
  if (kind === "json") {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      apiError(400, "Malformed JSON body.");
    }
    if (!body || typeof body !== "object" || Array.isArray(body))
      apiError(400, "The body must be a JSON object.");
    return body as Record<string, unknown>;
  }
  if (kind === "form") {
    try {
      return Object.fromEntries(await request.formData());
    } catch {
      apiError(400, "Malformed form body.");
    }
  }
  // No body at all is an empty object: the route then names the field it misses.
  if (!type && (await request.text()) === "") return {};
  apiError(415, "Send the body as application/json.");
}

/** The first zod issue as the contract's `{ error }` text, naming the field. */
export function firstIssue(issues: { path: (string | number)[]; message: string }[]): string {
  const issue = issues[0];
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Invalid input.";
}
