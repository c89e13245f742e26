import { readFileSync } from "node:fs";
import path from "node:path";
import type { Lang } from "~/lib/i18n";
import type { TextModules } from "~/lib/text-modules";

let modules: Partial<Record<Lang, TextModules>> | null = null;

/**
 * The URLs of a language's text modules in the client build (written by vite.config.ts), for
 * modulepreload links: the browser fetches them beside the other modules instead of after them.
 * Empty in development, where Vite serves modules itself: a build left in build/ names files the
 * development server does not have.
 */
export function localeModules(lang: Lang): TextModules {
  if (import.meta.env.DEV) return {};
  if (!modules) {
    try {
      const file = path.resolve(process.env.BUILD_DIR ?? "build", "locale-modules.json");
      modules = JSON.parse(readFileSync(file, "utf8")) as Partial<Record<Lang, TextModules>>;
    } catch {
      modules = {};
    }
  }
  return modules[lang] ?? {};
}
