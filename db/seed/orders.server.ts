import { sql } from "drizzle-orm";
import type { Db } from "../client.server";

/**
 * Many orders over the products already in the database, for the order desk's query-plan tests
 * and bench (issue [9]: 100,000 orders): one to three lines each, of products spread over the
 * catalogue (so each merchant's share of lines follows their share of products), every status
 * and payment, card orders still waiting for their payment among them (hidden from lists),
 * buyers with Turkish names, ten minutes apart going back from now. Deterministic for a given
 * catalogue; written by the database itself, a batch per statement.
 */
export async function seedManyOrders(
  db: Db,
  count: number,
  opts: { batch?: number; onProgress?: (added: number) => void } = {},
): Promise<void> {
  const batch = opts.batch ?? 20_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await db.execute(sql`
      with p as (
        select id, name, slug, image_url, price,
          (row_number() over (order by id))::int - 1 as rn
        from products where archived_at is null
      ),
      pc as (select count(*)::int as c from p),
      o as (
        select i, gen_random_uuid() as id,
          (array['Ayşe','Mehmet','Zeynep','İlker','Işıl','Çağrı','Öykü','Şule','Burak','Elif','Gökhan','Ümit','Deniz','Emre','Selin','Kerem'])[1 + (i * 7) % 16] as first_name,
          (array['Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Öztürk','Aydın','Arslan','Doğan','Kılıç','Aslan','Çetin','Kurt','Koç','Özdemir','Güneş','Erdoğan','Acar','Tekin'])[1 + (i * 13) % 20] as last_name,
          case when i % 20 = 17 then 'İşlem Tamamlanmadı'
               when i % 20 < 8 then 'Delivered'
               when i % 20 < 11 then 'Shipped'
               when i % 20 < 13 then 'Processing'
               when i % 20 < 16 then 'Not Processed'
               else 'Canceled' end as status,
          case when i % 3 = 0 and i % 20 <> 17 then 'Havale' else 'Kredi Kartı' end as payment,
          now() - make_interval(mins => i * 10 + (i * 37) % 7) as created_at
        from generate_series(${start + 1}::int, ${end}::int) as i
      ),
      l as (
        select o.id as order_id, p.id as product_id, p.name, p.slug, p.image_url, p.price,
          1 + (o.i + j) % 2 as quantity
        from o cross join lateral generate_series(0, o.i % 3) as j
        join p on p.rn = ((o.i * 7919 + j * 104729) % (select c from pc))
      ),
      totals as (select order_id, sum(price * quantity) as total from l group by order_id),
      placed as (
        insert into orders (id, status, payment, currency, subtotal, total, total_tax, vat_rate,
          shipping_address, buyer, locale, paid_at, created_at, updated_at)
        select o.id, o.status, o.payment, 'TRY', t.total, t.total, round(t.total / 6.0, 2), 20,
          jsonb_build_object('firstName', o.first_name, 'lastName', o.last_name, 'phone', '05321234567',
            'email', lower(translate(o.first_name || '.' || o.last_name, 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc')) || o.i || '@example.com',
            'country', 'Türkiye', 'city', 'İstanbul', 'district', 'Kadıköy', 'addressType', 'home',
            'zipCode', '34710', 'address', 'Moda Caddesi No: ' || o.i),
          jsonb_build_object('userId', null, 'firstName', o.first_name, 'lastName', o.last_name,
            'phone', '05321234567',
            'email', lower(translate(o.first_name || '.' || o.last_name, 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc')) || o.i || '@example.com'),
          'tr',
          -- Card orders paid at once; transfers once taken in hand (their money had arrived).
          case when o.payment = 'Kredi Kartı' and o.status <> 'İşlem Tamamlanmadı'
            then o.created_at + interval '1 minute'
            when o.payment = 'Havale' and o.status not in ('Not Processed', 'Canceled')
            then o.created_at + interval '1 day' end,
          o.created_at, o.created_at
        from o join totals t on t.order_id = o.id
        returning id
      )
      insert into order_items (order_id, product_id, name, slug, image_url, quantity, unit_price,
        total_price, status)
      select l.order_id, l.product_id, l.name, l.slug, l.image_url, l.quantity, l.price,
        l.price * l.quantity, 'Active'
      from l where l.order_id in (select id from placed)`);
    opts.onProgress?.(end);
  }
}
