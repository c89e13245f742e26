/**
 * Runs `tasks`, at most `width` at a time, in their order; settles when all have, or rejects with
 * the first failure once the running ones have settled.
 */
export async function inTurns(tasks: (() => Promise<unknown>)[], width: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  const lanes = await Promise.allSettled(Array.from({ length: width }, lane));
  const failed = lanes.find((l): l is PromiseRejectedResult => l.status === "rejected");
  if (failed) throw failed.reason;
}
