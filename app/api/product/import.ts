import { CSV_BYTES, ZIP_BYTES, type UploadLimits } from "~/lib/upload-limits";
import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { apiActor } from "~/api/staff-product.server";
import { readImportRequest } from "~/features/catalogue/product-import-page.server";
import { applyImport, dryRunImport } from "~/features/catalogue/product-import.server";
import { UNREAD_BODY_HEADERS } from "~/http/picture-upload.server";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = {
  method: "POST",
  kind: "file",
  fileBytes: { csv: CSV_BYTES, zip: ZIP_BYTES },
  files: 2,
  totalBytes: CSV_BYTES + ZIP_BYTES,
} satisfies UploadLimits;

/**
 * POST /api/product/import?dryRun=1 (multipart: `csv`, optionally `zip`): the dry run's report
 * `{ success, dryRun, report }`, nothing written. Without dryRun the import is applied in one
 * transaction → `{ success, created, changed }`, or 422 `{ error, report }` when any row has a
 * mistake (409 when `digest`, a dry run's, no longer matches the catalogue). Texts in English.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    query: z.object({ dryRun: z.enum(["1", "true", "0", "false"]).optional() }),
    handler: async ({ request, user, query, context }) => {
      const actor = apiActor(user);
      const read = await readImportRequest(request, "en");
      if ("error" in read)
        throw Response.json(
          { error: read.error },
          { status: read.status, headers: read.unread ? UNREAD_BODY_HEADERS : undefined },
        );
      if (query.dryRun === "1" || query.dryRun === "true")
        return ok({
          success: true,
          dryRun: true,
          report: await dryRunImport(context.db, actor, read.rows, read.pictures, "en"),
        });
      const outcome = await applyImport(
        context.db,
        actor,
        read.rows,
        read.pictures,
        "en",
        read.digest,
      );
      if (outcome.ok)
        return ok({ success: true, created: outcome.created, changed: outcome.changed });
      const [status, error] =
        outcome.why === "invalid"
          ? [422, "Nothing was imported: rows have mistakes."]
          : [409, "The catalogue changed after the dry run."];
      return Response.json({ error, report: outcome.report }, { status });
    },
  },
});
export const action = loader;
