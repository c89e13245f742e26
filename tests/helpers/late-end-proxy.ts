import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of a test server that passes every answer through at once but, for a
 * navigation's data (`*.data`), holds the answer's end back for `holdMs`: a slow phone network,
 * on which the last bytes of an answer come well after its first. The browser has the data and
 * moves on while the stream is still open. `aborted` counts the held answers the browser gave up
 * on before their end.
 */
export async function lateEndProxy(target: string, holdMs: number) {
  const upstream = new URL(target);
  let aborted = 0;
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    // Plain bytes, so that what the browser has decoded is what it was sent.
    delete headers["accept-encoding"];
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const late = new URL(req.url ?? "/", upstream).pathname.endsWith(".data");
        const out = { ...answer.headers };
        // Without a length the browser learns of the end only when it comes.
        if (late) delete out["content-length"];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.on("data", (chunk: Buffer) => res.write(chunk));
        answer.on("end", () => {
          if (!late) return res.end();
          const timer = setTimeout(() => res.end(), holdMs);
          res.on("close", () => {
            if (!res.writableEnded) aborted += 1;
            clearTimeout(timer);
          });
        });
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get aborted() {
      return aborted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
