import { readFileSync } from "node:fs";
import path from "node:path";
import type { Lang } from "~/lib/i18n";

let modules: Partial<Record<Lang, string>> | null = null;

/**
 * The URL of a language's strings module in the client build (written by vite.config.ts), for a
 * modulepreload link: the browser fetches it beside the other modules instead of after them.
 * Null in development, where Vite serves modules itself: a build left in build/ names files the
 * development server does not have.
 */
export function localeModuleUrl(lang: Lang): string | null {
  if (import.meta.env.DEV) return null;
  if (!modules) {
    try {
      const file = path.resolve(process.env.BUILD_DIR ?? "build", "locale-modules.json");
      modules = JSON.parse(readFileSync(file, "utf8")) as Partial<Record<Lang, string>>;
    } catch {
      modules = {};
    }
  }
  return modules[lang] ?? null;
}
