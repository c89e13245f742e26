// npm run validate-html [-- --warnings]   (after npm run build)
//
// The W3C Nu validator over every kind of page the shop serves (scripts/validate-html/pages.ts),
// in Turkish and in English, each as the user who sees it: the storefront, the account pages,
// checkout with a cart, and each dashboard screen of an admin, a merchant and a customer. The
// production build runs on a fresh demo shop (PGlite); the pages are fetched as a browser gets
// them, written to a temporary directory and checked in one run of the checker. Prints each
// error by page (file, URL, line, message, the markup around it) and a summary; exits 1 on any
// error, or when a page does not answer as the table expects (a page that redirects is not the
// page meant). Warnings are counted, and listed with --warnings.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parse } from "node-html-parser";
import {
  cartCookie,
  DEMO,
  firstListed,
  firstProductPath,
  signedIn,
} from "../tests/helpers/demo-visits";
import { startServer } from "../tests/helpers/server";
import { placeTransferOrder } from "../tests/helpers/transfer-order";
import { checkFiles, isError, isWarning } from "./validate-html/nu";
import { PAGES, type Who } from "./validate-html/pages";

/** Pages fetched at once: the server renders one while the next request arrives. */
const AT_ONCE = 4;

const { values } = parseArgs({ options: { warnings: { type: "boolean", default: false } } });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The English address of a Turkish one. */
const inEnglish = (p: string) => (p === "/" ? "/en" : `/en${p}`);

/** A product's id, from the add-to-cart form of its page (the JSON cart takes ids). */
async function productId(base: string, productPath: string): Promise<string> {
  const page = parse(await (await fetch(base + productPath)).text());
  const id = page.querySelector('form.add-to-cart input[name="product"]')?.getAttribute("value");
  if (!id) throw new Error(`${productPath} has no product id in its add-to-cart form`);
  return id;
}

/**
 * The shop's visitors (a cookie each: the member's account holds a cart, the shopper's cookie
 * one) and the `{name}` pages of the table, found as a visitor finds them.
 */
async function visitors(base: string) {
  const product = await firstProductPath(base);
  const member = await signedIn(base, DEMO.member);
  // A bank-transfer order of the member's, for its thank-you page; then a cart to check out
  // (the order empties the account's cart).
  const placed = await placeTransferOrder(
    base,
    [{ product: await productId(base, product), quantity: 1 }],
    { token: member.token },
  );
  await cartCookie(base, product, member.cookie);
  const cookies: Record<Who, string> = {
    guest: "",
    shopper: await cartCookie(base, product),
    member: member.cookie,
    merchant: (await signedIn(base, DEMO.merchant)).cookie,
    admin: (await signedIn(base, DEMO.admin)).cookie,
  };
  const named: Record<string, string> = {
    product,
    category: await firstListed(base, "/shop/category/"),
    brand: await firstListed(base, "/shop/brand/"),
    note: await firstListed(base, "/blog/note/"),
    info: await firstListed(base, "/info/"),
    "transfer-placed": `/order/pre/success/${placed.id}`,
  };
  return { cookies, named };
}

interface Visited {
  pages: { url: string; html: string }[];
  problems: string[];
}

/** One row of the table: its page reached as its user reaches it, in both languages. */
async function visit(
  base: string,
  { cookies, named }: Awaited<ReturnType<typeof visitors>>,
  [who, spec, status = 200]: (typeof PAGES)[number],
): Promise<Visited> {
  const get = async (address: string) => {
    const res = await fetch(base + address, {
      redirect: "manual",
      headers: cookies[who] ? { cookie: cookies[who] } : {},
    });
    return { status: res.status, html: await res.text() };
  };
  const [first, ...prefixes] = spec.split(" > ");
  let address = first!.replace(/^\{(.+)\}$/, (_, name: string) => named[name]!);
  for (const prefix of prefixes) {
    const next = parse((await get(address)).html)
      .querySelectorAll("a[href]")
      .map((a) => a.getAttribute("href")!)
      .find((href) => href.startsWith(prefix));
    if (!next)
      return { pages: [], problems: [`${who} ${spec}: no link to ${prefix} on ${address}`] };
    address = next;
  }
  const visited: Visited = { pages: [], problems: [] };
  for (const at of [address, inEnglish(address)]) {
    const page = await get(at);
    if (page.status === status) visited.pages.push({ url: `${at} (${who})`, html: page.html });
    else visited.problems.push(`${who} ${at}: ${page.status}, not ${status}`);
  }
  return visited;
}

/** Every row visited, AT_ONCE at a time; the answers in the table's order. */
async function visitAll(base: string): Promise<Visited[]> {
  const found = await visitors(base);
  const results: Visited[] = new Array(PAGES.length);
  let next = 0;
  const worker = async () => {
    while (next < PAGES.length) {
      const i = next++;
      results[i] = await visit(base, found, PAGES[i]!);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}

async function main() {
  const started = Date.now();
  const server = await startServer("pglite", { NODE_ENV: "production" });
  const ready = Date.now();
  let visited: Visited[];
  try {
    visited = await visitAll(server.url);
  } finally {
    await server.stop();
  }
  const fetched = Date.now();

  // Numbered files, named after their address, to read beside the report.
  const dir = mkdtempSync(path.join(os.tmpdir(), "validate-html-"));
  const pages = visited
    .flatMap((v) => v.pages)
    .map((page, i) => {
      const slug = page.url.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "");
      const file = `${String(i + 1).padStart(3, "0")}${slug}.html`;
      writeFileSync(path.join(dir, file), page.html);
      return { file, url: page.url };
    });
  const messages = checkFiles(pages.map((p) => path.join(dir, p.file)));
  rmSync(dir, { recursive: true, force: true });

  const urlOf = new Map(pages.map((p) => [p.file, p.url]));
  const errors = messages.filter(isError);
  const warnings = messages.filter(isWarning);
  let current = "";
  for (const m of errors) {
    const file = path.basename(m.url ?? "");
    if (file !== current) console.log(`\n${(current = file)} → ${urlOf.get(file) ?? "?"}`);
    console.log(`  line ${m.lastLine ?? "?"}: ${m.message}`);
    // The markup around it: the pages are a few long lines.
    if (m.extract) console.log(`    ${m.extract.replace(/\s+/g, " ").trim().slice(0, 160)}`);
  }
  if (values.warnings) {
    // Each message once, with how often and where.
    const where = new Map<string, string[]>();
    for (const w of warnings)
      where.set(w.message, [
        ...(where.get(w.message) ?? []),
        urlOf.get(path.basename(w.url ?? ""))!,
      ]);
    console.log("\nWarnings:");
    for (const [message, urls] of where)
      console.log(`  ${urls.length}x ${message}\n    on ${[...new Set(urls)].join(", ")}`);
  }
  const problems = visited.flatMap((v) => v.problems);
  for (const p of problems) console.log(`page not checked: ${p}`);
  console.log(
    `\nNu validator: ${errors.length} errors on ${pages.length} pages (${warnings.length} ` +
      `warnings; shop started in ${seconds(ready - started)}, pages fetched in ` +
      `${seconds(fetched - ready)}, checked in ${seconds(Date.now() - fetched)})`,
  );
  if (errors.length || problems.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
