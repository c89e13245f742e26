import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { REFUND_DEADLINE_DAYS } from "~/lib/returns";
import { rowsOf } from "~/models/taxonomy.server";

/**
 * A shopper's return request as the shopper's side writes one (issue [19] point 1), inserted
 * directly for the desk's tests: the order set Delivered (delivered `deliveredDaysAgo` days ago),
 * one request for the given lines (all the order's active lines when none are named) with each
 * line's paid share (its total_price), and the lines pointing at it. The lead replaces this with
 * the real createReturnRequests at merge.
 */
export async function insertReturnRequest(
  db: DbOrTx,
  input: {
    orderId: string;
    itemIds?: string[];
    kind?: "withdrawal" | "return";
    iban?: string | null;
    accountHolder?: string | null;
    locale?: "tr" | "en";
    /** Days since the notice: the legal deadline is 14 days after it. */
    noticeDaysAgo?: number;
    photos?: string[];
  },
): Promise<{ id: string; amount: number; itemIds: string[] }> {
  const days = input.noticeDaysAgo ?? 0;
  await db.execute(sql`update orders set status = 'Delivered',
      delivered_at = coalesce(delivered_at, now() - make_interval(days => ${days + 2}))
    where id = ${input.orderId}`);
  const items = rowsOf<{ id: string; amount: string | number; merchant: string | null }>(
    await db.execute(sql`select oi.id, oi.total_price as amount, b.merchant_id as merchant
      from order_items oi
      left join products p on p.id = oi.product_id
      left join brands b on b.id = p.brand_id
      where oi.order_id = ${input.orderId} and oi.status = 'Active' and oi.return_id is null
      order by oi.id`),
  ).filter((i) => !input.itemIds || input.itemIds.includes(i.id));
  if (items.length === 0) throw new Error("no line of the order to return");
  const cents = items.reduce((sum, i) => sum + Math.round(Number(i.amount) * 100), 0);
  const [request] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into return_requests
        (order_id, merchant_id, kind, reason, note, amount, currency, iban, account_holder,
         locale, created_at, refund_due_by)
      select ${input.orderId}, ${items[0]!.merchant}, ${input.kind ?? "withdrawal"},
        ${input.kind === "return" ? "sizeOrFit" : null}, 'Ölçüsü olmadı.', ${cents / 100},
        o.currency, ${input.iban ?? null}, ${input.accountHolder ?? null},
        ${input.locale ?? "tr"}, now() - make_interval(days => ${days}),
        now() - make_interval(days => ${days}) + make_interval(days => ${REFUND_DEADLINE_DAYS})
      from orders o where o.id = ${input.orderId}
      returning id`),
  );
  const id = request!.id;
  for (const item of items) {
    await db.execute(sql`insert into return_lines (return_id, order_item_id, amount)
      values (${id}, ${item.id}, ${item.amount})`);
    await db.execute(sql`update order_items set return_id = ${id} where id = ${item.id}`);
  }
  for (const url of input.photos ?? [])
    await db.execute(sql`insert into return_photos (return_id, url) values (${id}, ${url})`);
  return { id, amount: cents / 100, itemIds: items.map((i) => i.id) };
}
