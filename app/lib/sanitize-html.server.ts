import { HTMLElement, Node, NodeType, TextNode, parse } from "node-html-parser";

/**
 * Allow-list sanitiser for the rich text admins write (blog and slider bodies).
 *
 * The input is parsed into a tree and a fresh string is written from that tree: only allowed tags and
 * attributes come out, every text and attribute value is escaped again, and none of the allowed tags is a
 * raw-text element. So whatever the parser and a browser disagree about, the output cannot carry markup
 * the tree did not hold.
 */

/** Tag name to the attributes it may keep. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  span: [],
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
};

const VOID = new Set(["br", "img"]);

/** Dropped together with everything inside them. */
const DROP = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "param",
  "svg",
  "math",
  "form",
  "input",
  "button",
  "select",
  "option",
  "optgroup",
  "textarea",
  "datalist",
  "output",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "title",
  "xmp",
  "plaintext",
  "listing",
  "link",
  "meta",
  "base",
  "head",
  "audio",
  "video",
  "source",
  "track",
  "canvas",
  "picture",
  "portal",
  "dialog",
]);

/** Parsed as raw text, as browsers do, so that markup inside them stays inside them (and is dropped). */
const RAW_TEXT = {
  script: true,
  style: true,
  noscript: true,
  textarea: true,
  title: true,
  xmp: true,
  iframe: true,
  noembed: true,
  noframes: true,
  plaintext: true,
};

const LINK_SCHEMES = new Set(["http", "https", "mailto"]);
const IMAGE_SCHEMES = new Set(["http", "https"]);

/** Deeper nesting than this is dropped: no real article needs it, and it bounds the recursion. */
const MAX_DEPTH = 64;

export function sanitizeHtml(html: string): string {
  if (!html) return "";
  const root = parse(html, {
    parseNoneClosedTags: true,
    comment: false,
    fixNestedATags: true,
    blockTextElements: RAW_TEXT,
  });
  return writeChildren(root, 0);
}

function writeChildren(el: HTMLElement, depth: number): string {
  let out = "";
  for (const child of el.childNodes) out += writeNode(child, depth);
  return out;
}

function writeNode(node: Node, depth: number): string {
  if (node.nodeType === NodeType.TEXT_NODE) return escapeText((node as TextNode).text);
  if (node.nodeType !== NodeType.ELEMENT_NODE) return "";
  if (depth >= MAX_DEPTH) return "";
  const el = node as HTMLElement;
  const tag = (el.rawTagName ?? "").toLowerCase();
  if (!tag) return writeChildren(el, depth + 1);
  if (DROP.has(tag)) return "";
  const allowedAttrs = ALLOWED[tag];
  // Unknown tags are unwrapped: their text (and any allowed markup inside) stays.
  if (!allowedAttrs) return writeChildren(el, depth + 1);

  const attrs = readAttributes(el);
  const kept: [string, string][] = [];
  for (const name of allowedAttrs) {
    const value = attrs.get(name);
    if (value === undefined) continue;
    const clean = cleanAttribute(name, value);
    if (clean !== null) kept.push([name, clean]);
  }

  if (tag === "a") {
    // A link without a safe target is just its text.
    if (!kept.some(([n]) => n === "href")) return writeChildren(el, depth + 1);
    kept.push(["rel", "noopener noreferrer"]);
  }
  if (tag === "img") {
    if (!kept.some(([n]) => n === "src")) return "";
    kept.push(["loading", "lazy"]);
  }

  const open = `<${tag}${kept.map(([n, v]) => ` ${n}="${escapeAttribute(v)}"`).join("")}>`;
  if (VOID.has(tag)) return open;
  return `${open}${writeChildren(el, depth + 1)}</${tag}>`;
}

/** Attribute names lower-cased, values decoded; the first of duplicate names wins, as in browsers. */
function readAttributes(el: HTMLElement): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of Object.entries(el.attributes)) {
    const key = name.toLowerCase();
    if (!map.has(key)) map.set(key, value);
  }
  return map;
}

function cleanAttribute(name: string, value: string): string | null {
  switch (name) {
    case "href":
      return safeUrl(value, LINK_SCHEMES);
    case "src":
      return safeUrl(value, IMAGE_SCHEMES);
    case "width":
    case "height":
      return /^\s*\d{1,4}\s*$/.test(value) ? value.trim() : null;
    case "alt":
    case "title":
      return stripControls(value).slice(0, 500);
    default:
      return null;
  }
}

// Characters a browser skips or that render as nothing: C0 and C1 controls, space, soft hyphen,
// zero-width and directional marks, line and paragraph separators, the byte-order mark.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u009f\u00ad\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\u3164\ufeff]/g;

/**
 * The URL if it is relative or uses one of the allowed schemes, otherwise null.
 * The value is already entity-decoded by the parser (so `&#x09;` and `&colon;` are real characters here);
 * the scheme is read with every invisible character removed, so `jav\tascript:` or ` javascript:` cannot
 * slip through as a 'relative' URL.
 */
function safeUrl(value: string, schemes: ReadonlySet<string>): string | null {
  // What the browser uses: leading and trailing controls and spaces trimmed, tabs and newlines removed.
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (!url) return null;
  const probe = url.replace(INVISIBLE, "").toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(probe);
  if (scheme) return schemes.has(scheme[1]!) ? url : null;
  // Anything else with a colon before the first '/', '?' or '#' looks like a scheme the check above could
  // not read (odd characters in it): refuse it rather than guess.
  const colon = probe.indexOf(":");
  if (colon !== -1) {
    const firstDelimiter = probe.search(/[/?#]/);
    if (firstDelimiter === -1 || colon < firstDelimiter) return null;
  }
  return url;
}

/**
 * A link an admin typed outside rich text (the Instagram address, the popup's and a slide's
 * target): relative, http(s) or mailto, else null, so that `javascript:` never becomes an href.
 */
export function safeLink(value: string | null | undefined): string | null {
  return value ? safeUrl(value, LINK_SCHEMES) : null;
}

/**
 * A picture address an admin typed (a product's pictures): relative or http(s), else null. The
 * product page also makes each thumbnail a link to its picture, for shoppers without JavaScript.
 */
export function safeImage(value: string | null | undefined): string | null {
  return value ? safeUrl(value, IMAGE_SCHEMES) : null;
}

function stripControls(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

function escapeText(text: string): string {
  return stripControls(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}
