import type { HTMLElement } from "node-html-parser";

export type Value = string | string[];

/**
 * What a browser without JavaScript sends for a form: its inputs, textareas and every selected
 * option (several for a multiple select), `typed` over them, the pressed button, and files.
 */
export function fieldsOf(form: HTMLElement, typed: Record<string, Value>): [string, string][] {
  const fields: [string, string][] = [];
  for (const el of form.querySelectorAll("input, textarea, select")) {
    const name = el.getAttribute("name");
    const type = el.getAttribute("type");
    if (!name || name in typed || type === "file" || type === "submit") continue;
    if (type === "checkbox" && !el.hasAttribute("checked")) continue;
    if (el.tagName === "SELECT")
      for (const o of el.querySelectorAll("option[selected]"))
        fields.push([name, o.getAttribute("value") ?? ""]);
    else if (el.tagName === "TEXTAREA") fields.push([name, el.text]);
    else fields.push([name, el.getAttribute("value") ?? (type === "checkbox" ? "on" : "")]);
  }
  for (const [name, value] of Object.entries(typed))
    for (const v of Array.isArray(value) ? value : [value]) fields.push([name, v]);
  return fields;
}
