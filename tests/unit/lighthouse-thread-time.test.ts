import { describe, expect, it } from "vitest";
import { toThreadTime, type TraceEvent } from "../../scripts/lighthouse/thread-time";

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (tid: number, ts: number, dur: number, tdur?: number): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid: 1,
  tid,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});
const child = (tid: number, name: string, ts: number, dur: number): TraceEvent => ({
  name,
  ph: "X",
  pid: 1,
  tid,
  ts,
  dur,
});

describe("a renderer's main-thread tasks at their thread time", () => {
  it("shrinks a task that waited for a core, and what ran inside it in proportion", () => {
    const events = [
      meta(1, 10, "CrRendererMain"),
      task(10, 1_000, 100_000, 40_000),
      child(10, "ParseHTML", 51_000, 50_000),
      task(10, 200_000, 20_000, 20_000),
    ];
    const share = toThreadTime(events);
    expect(events.slice(1).map(({ ts, dur }) => [ts, dur])).toEqual([
      [1_000, 40_000],
      [21_000, 20_000],
      [200_000, 20_000],
    ]);
    expect(share).toEqual({ wallMs: 120, threadMs: 60 });
  });

  it("leaves other threads, and tasks without a thread time, as recorded", () => {
    const events = [
      meta(1, 10, "CrRendererMain"),
      meta(1, 20, "CrBrowserMain"),
      task(10, 1_000, 100_000),
      task(20, 1_000, 100_000, 10_000),
      child(20, "Paint", 2_000, 10_000),
    ];
    toThreadTime(events);
    expect(events.slice(2).map(({ ts, dur }) => [ts, dur])).toEqual([
      [1_000, 100_000],
      [1_000, 100_000],
      [2_000, 10_000],
    ]);
  });
});
