import { AUDIO_BYTES } from "~/lib/upload-limits";
import { createHash } from "node:crypto";
import type { PictureStorage } from "./picture-storage.server";

/**
 * The music page's recording (docs/decisions/045-music-page.md): an upload is taken for what its
 * bytes are, never for its name or the browser's declared type, and stored as it came (browsers
 * play these formats themselves) in the pictures' storage under audio/, named by its content.
 */
export const MAX_AUDIO_BYTES = AUDIO_BYTES;

export type AudioFormat = "mp3" | "ogg" | "m4a" | "wav";

export const AUDIO_TYPES: Record<AudioFormat, string> = {
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  m4a: "audio/mp4",
  wav: "audio/wav",
};

export type AudioRefusal = "tooLarge" | "notAudio";

export class AudioRejected extends Error {
  constructor(readonly reason: AudioRefusal) {
    super(`audio rejected: ${reason}`);
  }
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** An MPEG audio frame header of layer III at `at` (what follows an ID3 tag, or the file's start). */
function mp3Frame(bytes: Uint8Array, at: number): boolean {
  if (at + 4 > bytes.length) return false;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  // 11 sync bits, a version other than 'reserved', layer III, a bitrate and a sample rate that exist.
  return (
    b0 === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    (b1 & 0x18) !== 0x08 &&
    (b1 & 0x06) === 0x02 &&
    b2 >> 4 !== 0x0f &&
    b2 >> 4 !== 0 &&
    ((b2 >> 2) & 0x03) !== 0x03
  );
}

/** The format of an audio file, from its first bytes (magic numbers); null for anything else. */
export function audioFormatOf(bytes: Uint8Array): AudioFormat | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === "OggS") return "ogg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WAVE") return "wav";
  // An MP4 container ('ftyp' box first) of audio: iTunes' M4A, or a generic brand holding AAC.
  if (
    ascii(bytes, 4, 4) === "ftyp" &&
    /^(M4A |M4B |mp42|mp41|isom|iso2|dash)$/.test(ascii(bytes, 8, 4))
  )
    return "m4a";
  if (ascii(bytes, 0, 3) === "ID3" && bytes[3]! < 5) {
    // An ID3v2 tag (its size in four 7-bit bytes), then the first frame.
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    const footer = bytes[5]! & 0x10 ? 10 : 0;
    const at = 10 + size + footer;
    // A tag longer than what was sent still names an MP3 (a cover picture may fill it).
    return at >= bytes.length || mp3Frame(bytes, at) ? "mp3" : null;
  }
  return mp3Frame(bytes, 0) ? "mp3" : null;
}

/** The storage key of a recording: its content's hash, its format's extension. */
export function storedAudioKey(hash: string, format: AudioFormat) {
  return `audio/${hash}.${format}`;
}

/** Checks and stores an uploaded recording; answers the URL pages link to. */
export async function storeAudio(
  bytes: Uint8Array,
  storage: PictureStorage,
): Promise<{ url: string; format: AudioFormat }> {
  if (bytes.byteLength > MAX_AUDIO_BYTES) throw new AudioRejected("tooLarge");
  const format = audioFormatOf(bytes);
  if (!format) throw new AudioRejected("notAudio");
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const key = storedAudioKey(hash, format);
  await storage.put(key, bytes, AUDIO_TYPES[format]);
  return { url: storage.urlOf(key), format };
}
