import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderForViewer, pageViewer } from "~/features/orders/order-access.server";
import { notFound } from "~/http/page-responses.server";
import { SECRET_PAGE_HEADERS } from "~/lib/secret-page";
import { getOrderDocument, isOrderDocumentKind } from "~/models/order-document.server";

/**
 * GET /order/{id}/document/{preInfo|contract}: the document the buyer accepted with the order, as
 * it was kept (issue [10] point 7). For whoever sees the order's customer: its buyer (a guest
 * with the e-mailed key) and the admin; 404 for everyone else, as the order page answers them.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!isOrderDocumentKind(params.kind)) throw notFound();
  const { db } = context;
  const found = await orderForViewer(db, params.id ?? "", await pageViewer(context));
  if (!found?.rights.seeCustomer) throw notFound();
  const doc = await getOrderDocument(db, found.order.id, params.kind);
  if (!doc) throw notFound();
  return new Response(doc.html, {
    headers: { ...SECRET_PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}
