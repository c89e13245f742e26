// The music page's own recording (/takilarintinisi, docs/decisions/045-music-page.md), made here
// rather than downloaded: a gentle 24-second loop of soft bell tones over a quiet drone, mono,
// encoded to MP3 with lamejs. Deterministic: the same script writes the same file.
//
//   npx tsx scripts/make-music.ts [out.mp3]     (default public/music/takilarin-tinisi.mp3)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Mp3Encoder } from "@breezystack/lamejs";

const SAMPLE_RATE = 22_050;
const SECONDS = 24;
// 32 kbit/s for 24 s: about 96 kB, small enough to commit and for a slow phone.
const KBPS = 32;
const N = SAMPLE_RATE * SECONDS;

/** A note of A minor pentatonic, in semitones from A3 (220 Hz). */
const hz = (semitones: number) => 220 * 2 ** (semitones / 12);

// Beat (half a second) and semitone of each bell: a slow phrase, answered an octave up.
const PHRASE: [number, number][] = [
  [0, 12],
  [2, 15],
  [4, 19],
  [6, 17],
  [8, 15],
  [11, 12],
  [14, 10],
  [16, 7],
  [18, 10],
  [20, 12],
  [24, 24],
  [26, 22],
  [28, 19],
  [30, 17],
  [32, 15],
  [35, 19],
  [38, 17],
  [40, 15],
  [42, 12],
  [44, 10],
];
const BEAT = 0.5;

const out = new Float64Array(N);

/** Adds `f(t)` from `start` for `length` seconds, wrapping round the end so the loop is seamless. */
function add(start: number, length: number, f: (t: number) => number) {
  const from = Math.round(start * SAMPLE_RATE);
  const count = Math.round(length * SAMPLE_RATE);
  for (let i = 0; i < count; i++) out[(from + i) % N]! += f(i / SAMPLE_RATE);
}

/** A soft bell: a sine with a quieter inharmonic partial, a short attack and a long decay. */
function bell(start: number, freq: number, gain: number) {
  const attack = 0.015;
  add(start, 4, (t) => {
    const envelope = Math.min(1, t / attack) * Math.exp(-t * 1.1);
    return (
      gain *
      envelope *
      (Math.sin(2 * Math.PI * freq * t) +
        0.28 * Math.sin(2 * Math.PI * freq * 2.76 * t) * Math.exp(-t * 2.5) +
        0.12 * Math.sin(2 * Math.PI * freq * 5.4 * t) * Math.exp(-t * 5))
    );
  });
}

for (const [beat, semitone] of PHRASE) bell(beat * BEAT, hz(semitone), 0.22);

// The drone: A2 and E3, swelling twice per loop (a whole number of periods: no seam).
for (let i = 0; i < N; i++) {
  const t = i / SAMPLE_RATE;
  const swell = 0.75 + 0.25 * Math.sin((2 * Math.PI * 2 * t) / SECONDS);
  out[i]! +=
    swell * (0.06 * Math.sin(2 * Math.PI * 110 * t) + 0.035 * Math.sin(2 * Math.PI * 164.81 * t));
}

// Normalised to a quiet peak: music for the background, not for the front of the room.
let peak = 0;
for (const s of out) peak = Math.max(peak, Math.abs(s));
const pcm = new Int16Array(N);
for (let i = 0; i < N; i++) pcm[i] = Math.round((out[i]! / peak) * 0.5 * 32767);

const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
const chunks: Uint8Array[] = [];
const BLOCK = 1152;
for (let i = 0; i < N; i += BLOCK) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + BLOCK)));
chunks.push(encoder.flush());
const mp3 = Buffer.concat(chunks.map((c) => Buffer.from(c)));

const target = process.argv[2] ?? path.join("public", "music", "takilarin-tinisi.mp3");
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, mp3);
console.log(`${target}: ${mp3.byteLength} bytes, ${SECONDS} s at ${KBPS} kbit/s`);
