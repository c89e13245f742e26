import type { HTMLElement } from "node-html-parser";
import { expect } from "vitest";
import { getPage, type Page } from "./http";

export type Answer = Page & { location: string };

/**
 * A browser without JavaScript: keeps the shop's cookies, submits the forms it is shown (hidden
 * fields, typed values and the pressed button), follows no redirect by itself. Absolute URLs of
 * other origins (the payment provider's page) get no shop cookie and leave the jar alone.
 */
export class Browser {
  private cookies = new Map<string, string>();
  // Public and writable: a test may point the same browser (its cookies) at a restarted server.
  constructor(public base: string) {}

  /**
   * Keeps the cookies an answer set (a one-time message, a session): the browser's own requests
   * do so; a test sending one itself (a multipart upload) hands the answer's headers here.
   */
  keep(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The shop's cookies, for a JSON call in this browser's name. */
  get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  private url(path: string) {
    return path.startsWith("http") ? path : this.base + path;
  }

  private isShop(url: string) {
    return url.startsWith(this.base);
  }

  async get(path: string): Promise<Answer> {
    const url = this.url(path);
    const page = await getPage(url, "", {
      headers: this.isShop(url) ? { cookie: this.cookie } : {},
    });
    if (this.isShop(url)) this.keep(page.headers);
    return { ...page, location: page.headers.get("location") ?? "" };
  }

  /**
   * POSTs fields to a path as a form would (URLSearchParams or pairs for a name sent more than
   * once, as ticked checkboxes are); answers the page (an error page or a redirect).
   */
  post(
    path: string,
    fields: Record<string, string> | URLSearchParams | [string, string][],
  ): Promise<Answer> {
    return this.postBody(path, new URLSearchParams(fields).toString());
  }

  /** POSTs a urlencoded string, or a multipart FormData (files and all) as a browser sends it. */
  async postBody(path: string, body: string | FormData): Promise<Answer> {
    const url = this.url(path);
    const page = await getPage(url, "", {
      method: "POST",
      headers: {
        ...(this.isShop(url) ? { cookie: this.cookie } : {}),
        origin: new URL(url).origin,
        ...(typeof body === "string"
          ? { "content-type": "application/x-www-form-urlencoded" }
          : {}),
      },
      body,
    });
    if (this.isShop(url)) this.keep(page.headers);
    return { ...page, location: page.headers.get("location") ?? "" };
  }

  /** Submits a form of a page: its own fields, `typed` over them, and the pressed button. */
  submit(form: HTMLElement, typed: Record<string, string> = {}, button?: HTMLElement) {
    const fields: Record<string, string> = {};
    for (const input of form.querySelectorAll("input, textarea")) {
      const name = input.getAttribute("name");
      const type = input.getAttribute("type");
      if (!name || type === "submit") continue;
      if (type === "checkbox" && !input.hasAttribute("checked")) continue;
      fields[name] = input.getAttribute("value") ?? (type === "checkbox" ? "on" : input.text);
    }
    Object.assign(fields, typed);
    const pressed = button ?? form.querySelector('button[type="submit"]');
    const name = pressed?.getAttribute("name");
    if (name) fields[name] = pressed!.getAttribute("value") ?? "";
    return this.post(form.getAttribute("action") ?? "", fields);
  }

  /** Signs in through the login page's own form, as a visitor without JavaScript does. */
  async signIn(email: string, password: string): Promise<this> {
    const page = await this.get("/login");
    const form = page.doc.querySelector('main form input[name="email"]')?.closest("form");
    if (!form) throw new Error(`no sign-in form (${page.status})`);
    const res = await this.submit(form, { email, password });
    expect(res.status, `sign-in of ${email}`).toBe(302);
    return this;
  }

  /** Follows a redirect answer and returns the page it leads to. */
  async follow(res: { status: number; location: string }): Promise<Answer> {
    expect([302, 303]).toContain(res.status);
    return this.get(res.location);
  }
}
