import sanitize, { type Attributes, type IOptions } from "sanitize-html";

/**
 * Allow-list sanitiser for the rich text admins write (blog and slider bodies), on the
 * `sanitize-html` library (2.17.5, the last for Node 20; STACK.md).
 *
 * The library parses the input with htmlparser2 and writes a fresh string: only the tags and
 * attributes below come out, every text and attribute value is escaped again, and none of the
 * allowed tags is a raw-text element. On top of its own scheme check, each URL passes `safeUrl`
 * (invisible characters, odd schemes), sizes must be numbers, links get `rel="noopener noreferrer"`
 * and pictures `loading="lazy"`.
 */

/** Tag name to the attributes it may keep, in the order they are written. */
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

/** Dropped together with everything inside them. */
const DROP = [
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
];

const LINK_SCHEMES = new Set(["http", "https", "mailto"]);
const IMAGE_SCHEMES = new Set(["http", "https"]);

/** Deeper nesting than this loses its tags (their text stays): no real article needs it. */
const MAX_DEPTH = 64;

/** The allowed attributes of a tag, cleaned, in ALLOWED's order; an unsafe one is left out. */
function keptAttributes(tag: string, attribs: Attributes): Attributes {
  const kept: Attributes = {};
  for (const name of ALLOWED[tag] ?? []) {
    const value = attribs[name];
    if (value === undefined) continue;
    const clean = cleanAttribute(name, value);
    if (clean !== null) kept[name] = clean;
  }
  return kept;
}

const OPTIONS: IOptions = {
  allowedTags: Object.keys(ALLOWED),
  // rel and loading are the ones the transforms below set; an author's own are replaced.
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(ALLOWED).map(([tag, names]) => [tag, [...names]])),
    a: [...ALLOWED.a!, "rel"],
    img: [...ALLOWED.img!, "loading"],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  // A disallowed tag in this list is dropped with all it holds; any other one is unwrapped.
  nonTextTags: DROP,
  nestingLimit: MAX_DEPTH,
  selfClosing: ["br", "img"],
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...keptAttributes("a", attribs), rel: "noopener noreferrer" },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...keptAttributes("img", attribs), loading: "lazy" },
    }),
  },
  // A link without a safe target is just its text; a picture without a source is nothing.
  exclusiveFilter: (frame) => {
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    return frame.tag === "img" && !frame.attribs.src;
  },
  textFilter: (text) => stripControls(text),
};

export function sanitizeHtml(html: string): string {
  if (!html) return "";
  // The library writes `<br />` and `<img … />`; the slash means nothing in HTML. Every `>` in text
  // and attribute values comes out as `&gt;`, so a "/>" in the output can only end one of those tags.
  return sanitize(html, OPTIONS).replace(/ \/>/g, ">");
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
