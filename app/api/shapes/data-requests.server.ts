import type { DataRequestRow } from "~/models/data-request.server";
import { iso } from "./iso";

/** One row of the K.V.K.K. log as /api/data-requests answers it (decision 080). */
export function dataRequestShape(r: DataRequestRow) {
  return {
    _id: r.id,
    kind: r.kind,
    email: r.email,
    via: r.via,
    created: iso(r.createdAt),
    handled_at: iso(r.handledAt),
    handled_by: r.handledBy,
    message: r.message,
  };
}
