// The Nu validator (the npm package vnu-jar: the checker behind validator.w3.org/nu), run once
// over many files: one JVM start is about half of its time, so the files are checked together.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

/** The checker's jar: the package's one export, its path (the package has no types). */
const VNU_JAR: string = createRequire(import.meta.url)("vnu-jar");

/** One message of the checker's JSON output. */
export interface NuMessage {
  /** "error", "non-document-error" (a file it could not read) or "info" (subType "warning"). */
  type: string;
  subType?: string;
  /** The file, as a file: URL. */
  url?: string;
  lastLine?: number;
  message: string;
  /** The markup around the problem. */
  extract?: string;
}

export function checkFiles(files: string[]): NuMessage[] {
  const checked = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  // The checker exits 1 when it found errors; no JSON at all means it did not run.
  if (checked.error || !checked.stdout.trim())
    throw new Error(`the Nu validator did not run: ${checked.error ?? checked.stderr}`);
  return (JSON.parse(checked.stdout) as { messages: NuMessage[] }).messages;
}

export const isError = (m: NuMessage) => m.type !== "info";
export const isWarning = (m: NuMessage) => m.type === "info" && m.subType === "warning";
