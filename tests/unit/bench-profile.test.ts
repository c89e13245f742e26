import { describe, expect, it } from "vitest";
import { partsPerRequest, type CpuProfile } from "../../scripts/bench/profile";

const BUILD = "file:///shop/build/server/assets/server-build.js";
const REACT = "file:///shop/node_modules/react-dom/cjs/react-dom-server.node.production.min.js";

/** A profile as V8 writes it: a call tree, and one sample (a node id) per time delta. */
function profile(
  frames: [id: number, parent: number | null, functionName: string, url: string][],
  samples: [id: number, deltaUs: number][],
): CpuProfile {
  return {
    nodes: frames.map(([id, , functionName, url]) => ({
      id,
      callFrame: { functionName, url },
      children: frames.filter(([, parent]) => parent === id).map(([child]) => child),
    })),
    startTime: 1_000_000,
    samples: samples.map(([id]) => id),
    timeDeltas: samples.map(([, delta]) => delta),
  };
}

describe("the bench's profile of a load over its target", () => {
  const frames: [number, number | null, string, string][] = [
    [1, null, "(root)", ""],
    [2, 1, "(idle)", ""],
    [3, 1, "(garbage collector)", ""],
    [4, 1, "processTicksAndRejections", "node:internal/process/task_queues"],
    [5, 4, "loader", BUILD],
    [6, 5, "execute", "file:///shop/node_modules/postgres/src/connection.js"],
    [7, 6, "writev", ""],
    [8, 4, "renderToPipeableStream", REACT],
    [9, 8, "ProductCard", BUILD],
    [10, 8, "StreamTransfer", "file:///shop/node_modules/@remix-run/react/dist/single-fetch.js"],
    [11, 10, "flatten", "file:///shop/node_modules/turbo-stream/dist/turbo-stream.js"],
    [12, 4, "gzipDocument", BUILD],
    [13, 12, "zlibBufferSync", "node:zlib"],
    [14, 4, "matchRoutes", "file:///shop/node_modules/@remix-run/router/dist/router.js"],
    [15, 1, "parserOnIncoming", "node:_http_server"],
    [16, 15, "setHeader", "node:_http_outgoing"],
    [17, 4, "requestIdFrom", BUILD],
  ];

  it("puts each sample down to the part whose code ran it, per request", () => {
    const parts = partsPerRequest(
      profile(frames, [
        [16, 500], // before the load: left out
        [2, 1000],
        [3, 1000],
        [7, 2000],
        [9, 4000],
        [11, 1000],
        [13, 2000],
        [14, 1000],
        [16, 1000],
        [17, 1000],
        [9, 500], // after the load: left out
      ]),
      1_000_600,
      1_014_600,
      2,
    );
    expect(Object.fromEntries(parts)).toEqual({
      // The card's own code runs inside React's render: the floor's work.
      React: 2,
      // The loaders' data streamed inside React's render is still its encoding.
      data: 0.5,
      gzip: 1,
      // The socket write beneath the driver is the driver's.
      "db client": 1,
      shop: 0.5,
      Remix: 0.5,
      Node: 0.5,
      GC: 0.5,
      other: 0,
      idle: 0.5,
    });
  });
});
