import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { readApiBody } from "~/api/body.server";
import { apiRoute } from "~/api/route.server";
import { returnableLineShape, returnRequestShape } from "~/api/shapes/returns.server";
import { apiViewer, orderForViewer } from "~/features/orders/order-access.server";
import {
  askReturn,
  readAsked,
  storeReturnPhotos,
  type InputProblem,
} from "~/features/returns/ask-return.server";
import { readMultipartForm, UNREAD_BODY_HEADERS } from "~/http/picture-upload.server";
import { publicOrigin } from "~/http/public-origin.server";
import { refuseUploadedFiles } from "~/http/upload-refusals.server";
import { fmt } from "~/lib/i18n";
import { RETURN_PHOTOS_MAX } from "~/lib/returns";
import { pictureLimits } from "~/lib/upload-limits";
import { isUuid } from "~/lib/uuid";
import { orderReturnsMessages } from "~/locales/order-returns";
import { serverMessages } from "~/locales/server";
import {
  judgeLines,
  refusalStatus,
  returnableLines,
  returnRequestsOf,
  type ReturnRefusal,
} from "~/models/return-request.server";
import { textParam } from "~/schemas/api";
import { OrderViewerQuerySchema } from "~/schemas/order";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["photos"], RETURN_PHOTOS_MAX);

const refusalText = (problem: ReturnRefusal | InputProblem) =>
  `${problem.field}: ${fmt(orderReturnsMessages.en.errors[problem.code], { max: RETURN_PHOTOS_MAX })}`;

/** The body as sent: JSON, or a multipart form with `photos` (repeated `lines`). */
async function readBody(request: Request) {
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const read = await readMultipartForm(request);
    if (typeof read === "string")
      throw Response.json(
        { error: "Malformed form body." },
        { status: 400, headers: UNREAD_BODY_HEADERS },
      );
    if (read.refused.length) refuseUploadedFiles(request, read);
    const fields = Object.fromEntries(read.form) as Record<string, unknown>;
    return {
      fields,
      lines: read.form.getAll("lines").map(String),
      photos: read.files.photos ?? [],
    };
  }
  const fields = await readApiBody(request);
  const lines = Array.isArray(fields.lines)
    ? fields.lines.map(String)
    : typeof fields.lines === "string"
      ? fields.lines.split(",")
      : [];
  return { fields, lines, photos: [] as Uint8Array[] };
}

const given = (v: unknown) => (typeof v === "string" && isUuid(v.trim()) ? v.trim() : undefined);

/**
 * GET /api/order/{id}/returns → `{ returns, lines }`: the order's return and withdrawal requests
 * (newest first) and each line with the kinds it may be sent back as now, or why not.
 * POST `{ kind, lines, reason?, note?, sealIntact?, iban?, accountHolder? }` (JSON, or multipart
 * with up to 3 `photos`) → 201 `{ returns }`, one request per seller (issue [19]). The order's
 * buyer (a member's bearer, a guest with `?key=` or `?cartId=`) or an admin; someone else's order
 * is 404, bad input 400 naming the field, a line already in a return 409.
 */
export const loader = apiRoute({
  GET: {
    auth: "visitor",
    params: z.object({ id: textParam }),
    query: OrderViewerQuerySchema,
    handler: async ({ context, user, params, query }) => {
      const viewer = await apiViewer(context, user, query);
      const found = await orderForViewer(context.db, params.id, viewer);
      if (!found || !(found.rights.buyer || found.rights.admin))
        apiError(404, serverMessages.en.orders.apiNotFound);
      const { order } = found;
      const [requests, lines] = await Promise.all([
        returnRequestsOf(context.db, order.id),
        returnableLines(context.db, order.id),
      ]);
      return ok(
        {
          returns: requests.map(returnRequestShape),
          lines: judgeLines(order, lines).map(returnableLineShape),
        },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
  POST: {
    auth: "visitor",
    params: z.object({ id: textParam }),
    query: OrderViewerQuerySchema,
    handler: async ({ request, context, user, params, query }) => {
      const body = await readBody(request);
      const viewer = await apiViewer(context, user, {
        cartId: query.cartId ?? given(body.fields.cartId),
        key: query.key ?? (typeof body.fields.key === "string" ? body.fields.key : null),
      });
      const found = await orderForViewer(context.db, params.id, viewer);
      if (!found || !(found.rights.buyer || found.rights.admin))
        apiError(404, serverMessages.en.orders.apiNotFound);
      const asked = readAsked(
        { ...body.fields, kind: body.fields.kind, lines: body.lines } as Parameters<
          typeof readAsked
        >[0],
        user?.id ?? null,
      );
      if ("field" in asked) apiError(400, refusalText(asked));
      const photos = asked.kind === "return" ? await storeReturnPhotos(body.photos) : [];
      if ("field" in photos) apiError(400, refusalText(photos));
      const result = await askReturn(
        context.db,
        found.order.id,
        { ...asked, photos },
        publicOrigin(request),
      );
      if (!result.ok) apiError(refusalStatus(result.refusal), refusalText(result.refusal));
      const made = await returnRequestsOf(
        context.db,
        found.order.id,
        result.requests.map((r) => r.id),
      );
      return ok({ success: true, returns: made.map(returnRequestShape) }, { status: 201 });
    },
  },
});
export const action = loader;
