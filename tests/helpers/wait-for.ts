/**
 * Polls `probe` every 100 ms until it gives something truthy, and answers that; past
 * `timeoutMs` it fails naming `what`. For what another process does in its own time (a server's
 * background job, a webhook, a mail), never to prove that nothing happened.
 */
export async function waitFor<T>(
  what: string,
  probe: () => T | Promise<T>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
