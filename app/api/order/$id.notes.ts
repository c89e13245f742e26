import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { serverMessages } from "~/locales/server";
import { dashboardMessages } from "~/locales/dashboard";
import { textParam } from "~/schemas/api";
import { OrderNoteSchema } from "~/schemas/order-note";
import { notesFor, staffOrderFor, writeNote } from "~/features/orders/staff-order.server";
import type { OrderNote } from "~/models/order-note.server";

/**
 * GET /api/order/{id}/notes → { notes } and POST /api/order/{id}/notes { body } → { success,
 * note }: the order's staff-only notes (issue [18] points 3 and 8), for admins and the merchants
 * whose products the order holds (decision 075); 404 for an order that is not theirs, 400 naming
 * `body` when it is empty or longer than 2000 characters. 401 / 403 for everyone else
 * (staff-calls.server.ts).
 */
const STAFF = ["ROLE_ADMIN", "ROLE_MERCHANT"] as const;

const noteShape = (n: OrderNote) => ({
  _id: n.id,
  author: n.authorName,
  body: n.body,
  statusFrom: n.statusFrom,
  statusTo: n.statusTo,
  createdAt: n.createdAt.toISOString(),
});

const params = z.object({ id: textParam });

export const loader = apiRoute({
  GET: {
    auth: STAFF,
    params,
    handler: async ({ context, user, params }) => {
      const staff = await staffOrderFor(context.db, params.id, user);
      if (!staff) apiError(404, serverMessages.en.orders.apiNotFound);
      const notes = await notesFor(context.db, staff);
      return ok(
        { notes: notes.map(noteShape) },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
  POST: {
    auth: STAFF,
    params,
    body: OrderNoteSchema(dashboardMessages.en.orderPage),
    handler: async ({ context, user, params, body }) => {
      const staff = await staffOrderFor(context.db, params.id, user);
      if (!staff) apiError(404, serverMessages.en.orders.apiNotFound);
      const note = await writeNote(context.db, staff, user, body.body);
      return ok({ success: true, note: noteShape(note) });
    },
  },
});
export const action = loader;
