// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { content } from "~/locales/tr/content";
import { MusicPlayer, PAUSED_KEY } from "./music-player";

const t = content.music;
const SRC = "/music/takilarin-tinisi.mp3";

/**
 * jsdom plays nothing (HTMLMediaElement.play is not implemented): a browser is stood in for, one
 * whose autoplay policy allows or refuses a start without a gesture. What it does with an element
 * is the browser's part, as in Chromium: `paused`, and the play and pause events.
 */
function browser({ allowsAutoplay }: { allowsAutoplay: boolean }) {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  let gesture = false;
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, "paused", "get").mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  vi.spyOn(proto, "play").mockImplementation(function (this: HTMLMediaElement) {
    if (!allowsAutoplay && !gesture)
      return Promise.reject(new DOMException("play() needs a user gesture", "NotAllowedError"));
    if (paused.get(this) !== false) {
      paused.set(this, false);
      this.dispatchEvent(new Event("play"));
    }
    return Promise.resolve();
  });
  vi.spyOn(proto, "pause").mockImplementation(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      this.dispatchEvent(new Event("pause"));
    }
  });
  return {
    /** What a tap on the page does: later play() calls are allowed. */
    tap: () => (gesture = true),
    isPaused: (el: Element) => (el as HTMLAudioElement).paused,
  };
}

async function renderPlayer() {
  const view = render(<MusicPlayer src={SRC} texts={t} />);
  // The effect's play() settles on the next ticks.
  await act(async () => {});
  return { ...view, audio: view.container.querySelector("audio")! };
}

describe("MusicPlayer", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("offers Play and says the browser waits for a tap when autoplay is refused", async () => {
    const errors = vi.spyOn(console, "error");
    const b = browser({ allowsAutoplay: false });
    const { audio } = await renderPlayer();
    expect(audio.hasAttribute("controls")).toBe(true);
    expect(audio.hasAttribute("autoplay")).toBe(true);
    expect(audio.getAttribute("src")).toBe(SRC);
    expect(screen.getByRole("status").textContent).toBe(t.waiting);
    const play = screen.getByRole("button", { name: t.play });
    expect(b.isPaused(audio)).toBe(true);
    // The tap the browser waited for starts the music.
    b.tap();
    await act(async () => fireEvent.click(play));
    expect(b.isPaused(audio)).toBe(false);
    expect(screen.getByRole("button", { name: t.pause })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(t.playing);
    expect(errors).not.toHaveBeenCalled();
  });

  it("plays at once where allowed; Pause pauses and is remembered for the next visit", async () => {
    const b = browser({ allowsAutoplay: true });
    const first = await renderPlayer();
    expect(b.isPaused(first.audio)).toBe(false);
    const pause = screen.getByRole("button", { name: t.pause });
    // The control comes before the browser's own player.
    expect(
      pause.compareDocumentPosition(first.audio) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await act(async () => fireEvent.click(pause));
    expect(b.isPaused(first.audio)).toBe(true);
    expect(screen.getByRole("button", { name: t.play })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(t.paused);
    expect(window.localStorage.getItem(PAUSED_KEY)).toBe("1");
    first.unmount();

    // The next visit does not start the music, although the browser would allow it.
    const again = await renderPlayer();
    expect(b.isPaused(again.audio)).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    const play = screen.getByRole("button", { name: t.play });
    await act(async () => fireEvent.click(play));
    expect(b.isPaused(again.audio)).toBe(false);
    expect(window.localStorage.getItem(PAUSED_KEY)).toBeNull();
  });

  it("follows the browser's own controls, and remembers their pause too", async () => {
    const b = browser({ allowsAutoplay: true });
    const { audio } = await renderPlayer();
    await act(async () => (audio as HTMLAudioElement).pause());
    expect(b.isPaused(audio)).toBe(true);
    expect(screen.getByRole("button", { name: t.play })).toBeTruthy();
    expect(window.localStorage.getItem(PAUSED_KEY)).toBe("1");
    await act(async () => (audio as HTMLAudioElement).play());
    expect(screen.getByRole("button", { name: t.pause })).toBeTruthy();
    expect(window.localStorage.getItem(PAUSED_KEY)).toBeNull();
  });

  it("turns the autoplay attribute off when the visitor paused before", async () => {
    window.localStorage.setItem(PAUSED_KEY, "1");
    browser({ allowsAutoplay: true });
    const { audio } = await renderPlayer();
    expect((audio as HTMLAudioElement).autoplay).toBe(false);
    expect(screen.getByRole("status").textContent).toBe(t.paused);
  });
});
