/**
 * npm run db:seed                      the demo shop, when the database is empty
 * npm run db:seed -- --products 10000  and generated products until 10,000 are listed
 *
 * Uses DATABASE_URL (PostgreSQL, or 'pglite:<dir>' / 'memory://'), else PGlite in DATA_DIR.
 */
import { openDatabase, dataDir } from "../db/client.server";
import { seedLargeCatalogue } from "../db/seed/catalogue.server";
import { DEMO_ACCOUNTS, seedIfEmpty } from "../db/seed/demo.server";

function parseArgs(argv: string[]): { products: number | null } {
  let products: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg.startsWith("--products=")
      ? arg.slice("--products=".length)
      : arg === "--products"
        ? argv[++i]
        : null;
    if (value === null) {
      if (arg === "--") continue;
      throw new Error(`Unknown argument '${arg}'. Usage: db-seed [--products N]`);
    }
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`--products wants a whole number, not '${value ?? ""}'.`);
    products = n;
  }
  return { products };
}

async function main() {
  const { products } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const database = await openDatabase();
  const where =
    database.kind === "postgres"
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite (${process.env.DATABASE_URL ?? dataDir()})`;
  console.log(`Database: ${where}`);
  try {
    if (products === null) {
      const seeded = await seedIfEmpty(database.db, { past: true });
      console.log(
        seeded
          ? "Seeded the demo shop."
          : "The database already has data: the demo shop was not seeded.",
      );
      if (seeded) {
        for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
          console.log(`  ${role.padEnd(9)} ${account.email}  ${account.password}`);
        }
      }
    } else {
      let lastShown = 0;
      const result = await seedLargeCatalogue(database.db, products, {
        past: true,
        onProgress: (added, toAdd) => {
          if (added - lastShown >= 2000 || added === toAdd) {
            lastShown = added;
            console.log(`  ${added} / ${toAdd} products added`);
          }
        },
      });
      if (result.demoSeeded) console.log("Seeded the demo shop.");
      console.log(
        result.added
          ? `Added ${result.added} generated products: ${result.listed} products are listed.`
          : `${result.listed} products are already listed: nothing to add.`,
      );
    }
  } finally {
    await database.close();
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
