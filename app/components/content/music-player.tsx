import { useEffect, useRef, useState } from "react";
import type { Messages } from "~/locales";

/** Set while the visitor wants the music paused: the page then never starts it by itself. */
export const PAUSED_KEY = "music-paused";

type State = "playing" | "paused" | "waiting";

function remembered(): boolean {
  try {
    return window.localStorage.getItem(PAUSED_KEY) === "1";
  } catch {
    // Storage refused (a private window, a policy): nothing remembered.
    return false;
  }
}

function remember(paused: boolean) {
  try {
    if (paused) window.localStorage.setItem(PAUSED_KEY, "1");
    else window.localStorage.removeItem(PAUSED_KEY);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}

/**
 * The music page's player (docs/decisions/045-music-page.md): the browser's own `<audio controls
 * autoplay loop>`, which works without JavaScript, and with it our Pause/Play button before it
 * (WCAG 1.4.2), a line saying what the music does, and the visitor's pause remembered. When the
 * browser refuses to start the music without a gesture, the button offers Play and the line says
 * the browser waits for a tap; a refusal is an expected answer, never an error.
 */
export function MusicPlayer({ src, texts }: { src: string; texts: Messages["content"]["music"] }) {
  const audio = useRef<HTMLAudioElement>(null);
  // Null until the page runs its JavaScript: without it, the browser's controls alone.
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    // Our button, the browser's controls or its media keys: the visitor's choice either way.
    const onPlay = () => {
      remember(false);
      setState("playing");
    };
    const onPause = () => {
      // The element being taken out of the page (leaving it) pauses it too: not the visitor's choice.
      if (!element.isConnected) return;
      remember(true);
      setState("paused");
    };
    element.addEventListener("play", onPlay);
    element.addEventListener("pause", onPause);
    if (remembered()) {
      // The autoplay attribute would still start it once enough has loaded, or has already.
      element.autoplay = false;
      element.pause();
      setState("paused");
    } else if (!element.paused) setState("playing");
    else start(element, setState);
    return () => {
      element.removeEventListener("play", onPlay);
      element.removeEventListener("pause", onPause);
    };
  }, []);

  function toggle() {
    const element = audio.current;
    if (!element) return;
    if (state === "playing") {
      remember(true);
      element.pause();
      setState("paused");
    } else {
      remember(false);
      start(element, setState);
    }
  }

  const playing = state === "playing";
  return (
    <section className="music-player" aria-label={texts.title} data-state={state ?? "static"}>
      {state ? (
        <div className="music-control">
          <button
            type="button"
            className="button music-toggle"
            onClick={toggle}
            aria-describedby="music-status"
          >
            <span aria-hidden="true" className="music-icon">
              {playing ? "❚❚" : "▶"}
            </span>{" "}
            {playing ? texts.pause : texts.play}
          </button>
          <p id="music-status" className="music-status" role="status">
            {state === "waiting" ? texts.waiting : playing ? texts.playing : texts.paused}
          </p>
        </div>
      ) : null}
      {/* Music without words: no captions to give. */}
      <audio ref={audio} src={src} controls loop autoPlay preload="auto" className="music-audio">
        {texts.noAudio} <a href={src}>{texts.download}</a>
      </audio>
    </section>
  );
}

/** Asks the browser to play; a refusal (autoplay policy) or a failure shows Play, never throws. */
function start(element: HTMLAudioElement, setState: (s: State) => void) {
  let asked: Promise<void> | undefined;
  try {
    asked = element.play();
  } catch {
    setState("waiting");
    return;
  }
  // Old browsers answer nothing: the play and pause events tell.
  if (!asked) return;
  asked.then(
    () => setState("playing"),
    (error: unknown) => {
      // NotAllowedError: the browser waits for a gesture. Anything else (an unplayable file, a
      // pause while starting): the music is simply not playing.
      const refused = (error as { name?: unknown } | null)?.name === "NotAllowedError";
      setState(refused ? "waiting" : element.paused ? "paused" : "playing");
    },
  );
}
