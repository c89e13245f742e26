/**
 * The page's main-thread tasks at the CPU time its thread spent in them, not the wall time.
 *
 * Lighthouse's simulated phone multiplies each main-thread task's duration (`dur`, wall time) by
 * the CPU slowdown. On this 2-core host the renderer's main thread waits for a core during the
 * load: Chromium, run as root, raises its browser threads to niceness -8 and leaves a renderer's
 * main thread at 5, and the browser is busiest exactly then (navigation, tracing). A 100 ms
 * busy loop in a page measured 57-72 ms of thread time while the page loaded on an otherwise
 * idle machine, and 1,500 of 1,500 ms once it had loaded; the /shop page's tasks ran 376 of their
 * 610 ms. The gate multiplied that wait by four as if it were the page's work (docs/decisions/064).
 *
 * Chromium records both clocks: each complete event carries its thread time (`tdur`) beside its
 * wall time. Each top-level task of a renderer's main thread is shrunk to its thread time, and the
 * events inside it in proportion, so they stay nested as Chromium recorded them; the start of
 * every task, and so the order of everything on the page, is unchanged.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The names Lighthouse's dependency graph takes as a top-level task (PageDependencyGraph). */
const TOP_LEVEL_TASKS = new Set([
  "RunTask",
  "ThreadControllerImpl::RunTask",
  "ThreadControllerImpl::DoWork",
  "TaskQueueManager::ProcessTaskFromWorkQueue",
]);
const SCALED_PHASES = new Set(["X", "I", "i", "R"]);

export interface ThreadTimeShare {
  /** The main threads' top-level tasks: their wall time and their thread time, in ms. */
  wallMs: number;
  threadMs: number;
}

/** Rewrites the trace's renderer main threads in place; answers what it found. */
export function toThreadTime(events: TraceEvent[]): ThreadTimeShare {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mainThreads.has(key) && SCALED_PHASES.has(e.ph)) {
      const list = byThread.get(key) ?? [];
      list.push(e);
      byThread.set(key, list);
    }
  }
  let wall = 0;
  let thread = 0;
  for (const list of byThread.values()) {
    // Parents before their children: by start, the longer first.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let task: { start: number; end: number; ratio: number } | null = null;
    for (const e of list) {
      if (task && e.ts >= task.end) task = null;
      if (!task) {
        if (e.ph !== "X" || !TOP_LEVEL_TASKS.has(e.name) || !e.dur || e.tdur === undefined)
          continue;
        task = { start: e.ts, end: e.ts + e.dur, ratio: Math.min(1, e.tdur / e.dur) };
        wall += e.dur;
        thread += e.dur * task.ratio;
      }
      e.ts = task.start + (e.ts - task.start) * task.ratio;
      if (e.dur !== undefined) e.dur *= task.ratio;
    }
  }
  return { wallMs: wall / 1000, threadMs: thread / 1000 };
}
