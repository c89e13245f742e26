import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";

/**
 * The demo template keeps a copy of itself in the schema `pristine`, and a function that puts
 * it back: `select pristine.restore()` empties every table of the shop and fills it again from
 * the copy, in one transaction, with the tables' triggers off (no history entries, no stock
 * alerts), then says everything changed, so that a running server forgets its caches. A server
 * shared by several test files (sharedServer) gives each file the demo shop as a new server
 * would find it, in a fraction of a second instead of a start (decision 056).
 */
export async function keepPristine(db: Db): Promise<void> {
  await db.execute(sql.raw(KEEP));
  await db.execute(sql.raw(RESTORE));
}

/** Copies every table's stored columns (a generated column cannot be written back). */
const KEEP = `
do $$
declare t record; cols text;
begin
  create schema pristine;
  for t in select tablename from pg_tables where schemaname = 'public' loop
    select string_agg(format('%I', attname), ', ' order by attnum) into cols
      from pg_attribute
      where attrelid = format('public.%I', t.tablename)::regclass
        and attnum > 0 and not attisdropped and attgenerated = '';
    execute format('create table pristine.%I as select %s from public.%I', t.tablename, cols, t.tablename);
  end loop;
end $$`;

const RESTORE = `
create function pristine.restore() returns void language plpgsql as $$
declare t record; cols text; tables text;
begin
  -- Replica: no triggers, and so no foreign key checks, while the rows go back.
  set local session_replication_role = replica;
  select string_agg(format('public.%I', tablename), ', ') into tables
    from pg_tables where schemaname = 'public';
  execute 'truncate ' || tables;
  for t in select tablename from pg_tables where schemaname = 'pristine' loop
    select string_agg(format('%I', attname), ', ' order by attnum) into cols
      from pg_attribute
      where attrelid = format('pristine.%I', t.tablename)::regclass and attnum > 0 and not attisdropped;
    execute format('insert into public.%I (%s) select %s from pristine.%I', t.tablename, cols, cols, t.tablename);
  end loop;
  -- A serial column goes on after the highest id put back.
  for t in
    select c.relname as tab, a.attname as col, pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind = 'r' and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null
  loop
    execute format('select setval(%L, coalesce((select max(%I) from public.%I), 0) + 1, false)', t.seq, t.col, t.tab);
  end loop;
  perform pg_notify('shop_changes', 'everything');
end $$`;
