import { parse, type HTMLElement } from "node-html-parser";

export interface Page {
  status: number;
  headers: Headers;
  html: string;
  doc: HTMLElement;
  /** The visible text of the page, whitespace collapsed. */
  text: string;
}

/** A browser without JavaScript: GET a page, follow no redirects, keep what it answered. */
export async function getPage(base: string, path: string, init: RequestInit = {}): Promise<Page> {
  const res = await fetch(base + path, { redirect: "manual", ...init });
  const html = await res.text();
  const doc = parse(html);
  doc.querySelectorAll("script, style").forEach((el) => el.remove());
  return {
    status: res.status,
    headers: res.headers,
    html,
    doc,
    text: doc.text.replace(/\s+/g, " "),
  };
}

export async function getJson<T = unknown>(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, { redirect: "manual", ...init });
  const body = (await res.json()) as T;
  return { status: res.status, headers: res.headers, body };
}
