import { getDb } from "~/db.server";
import { pingDatabase } from "~/models/database.server";

const CHECK_TIMEOUT_MS = 2_000;

/**
 * GET /healthz, answered by server.ts before Remix: 200 while the database answers, 503 when it
 * does not (or the process is stopping), so that a load balancer sends visitors elsewhere.
 */
export async function health(stopping: boolean): Promise<{ status: number; body: string }> {
  if (stopping) return answer(503, { status: "stopping" });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const db = await getDb();
    await Promise.race([
      pingDatabase(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
      }),
    ]);
    return answer(200, { status: "ok", database: "ok" });
  } catch (error) {
    return answer(503, { status: "unavailable", database: String((error as Error).message) });
  } finally {
    clearTimeout(timer);
  }
}

function answer(status: number, body: object) {
  return { status, body: JSON.stringify(body) };
}
