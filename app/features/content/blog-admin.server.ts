import type { Db } from "../../../db/client.server";
import sanitize from "sanitize-html";
import type { MissingLang } from "~/lib/missing-text";
import { catalogueActor } from "~/lib/catalogue-actor";
import { sanitizeHtml } from "~/lib/sanitize-html.server";
import { isUuid } from "~/lib/uuid";
import {
  deleteBlog,
  insertBlog,
  staffBlog,
  staffBlogList,
  updateBlog,
  type BlogFields,
  type BlogRow,
} from "~/models/blog-write.server";
import type { PublicUser } from "~/models/user.server";
import { ImageRejected, storeImage, type ImageRefusal } from "~/services/images.server";
import { pictureStorage } from "~/services/picture-storage.server";

/**
 * Blog posts as business actions (spec 001 §2 Blogs, §5, §7), each taking the acting user: the
 * dashboard pages and the /api routes call these and nothing below them. Only admins manage
 * posts (spec 001 §6). The body is HTML from the rich-text editor: sanitised here, before it is
 * stored, and again wherever it is shown (the blog page, blogShape). Titles and previews are
 * plain text: any markup in them is removed.
 */
export type Refusal = { refused: "forbidden" | "missing" };
const FORBIDDEN: Refusal = { refused: "forbidden" };
const MISSING: Refusal = { refused: "missing" };

export function isRefusal(outcome: unknown): outcome is Refusal {
  return typeof outcome === "object" && outcome !== null && "refused" in outcome;
}

export const BLOG_LIMITS = { title: 200, preview: 1000, body: 60_000 } as const;
/** A text field of a blog's multipart form may be this long in bytes (a body of 60,000 letters). */
export const BLOG_TEXT_BYTES = 256 * 1024;

export type BlogErrorKey = "required" | "imageRequired" | "tooLong" | ImageRefusal;
export type BlogField =
  "title" | "title_en" | "body" | "body_en" | "preview" | "preview_en" | "image" | "inner_image";
export type BlogErrors = Partial<Record<BlogField, { key: BlogErrorKey; n?: number }>>;

/** What a form or an /api body gives, by the contract's names; anything else is ignored. */
export interface BlogTextInput {
  title?: unknown;
  title_en?: unknown;
  body?: unknown;
  body_en?: unknown;
  preview?: unknown;
  preview_en?: unknown;
  isActive?: unknown;
}

/** A picture already stored (an add form that came back with mistakes keeps it). */
export interface StoredPicture {
  url: string;
  width: number;
  height: number;
}

export interface BlogPictures {
  image?: Uint8Array | null;
  innerImage?: Uint8Array | null;
  keptImage?: StoredPicture | null;
  keptInnerImage?: StoredPicture | null;
}

export type BlogWrite =
  | { ok: true; blog: BlogRow }
  | Refusal
  /** Saved over a version the post is no longer at (decision 067): nothing written. */
  | {
      ok: false;
      stale: true;
      kept: { image: StoredPicture | null; innerImage: StoredPicture | null };
    }
  | {
      ok: false;
      errors: BlogErrors;
      kept: { image: StoredPicture | null; innerImage: StoredPicture | null };
    };

const isAdmin = (user: PublicUser) => catalogueActor(user)?.kind === "admin";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** Text without any markup (a title, a preview): tags go, with a script's or style's content. */
export function plainText(value: string): string {
  const stripped = sanitize(value, { allowedTags: [], allowedAttributes: {} });
  // The library escapes what it writes; these texts are stored as text, escaped where shown.
  return stripped
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether sanitised HTML shows anything (words or a picture): `<p></p>` does not. */
function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || plainText(html).length > 0;
}

const textOf = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

function flagOf(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  return ["true", "on", "1", "yes"].includes(textOf(value).toLowerCase());
}

/**
 * The text fields of `input` as the model's, with their mistakes. `whole`: an add, where the
 * Turkish title, body and preview are required; otherwise only the fields given are changed
 * (and a required one given empty is a mistake). English fields are optional: the storefront
 * shows the Turkish text where the English one is empty.
 */
export function blogTexts(
  input: BlogTextInput,
  mode: "whole" | "partial",
): { fields: Partial<BlogFields>; errors: BlogErrors } {
  const fields: Partial<BlogFields> = {};
  const errors: BlogErrors = {};
  const given = (name: keyof BlogTextInput) => mode === "whole" || input[name] !== undefined;
  const plain = (name: "title" | "preview", en: boolean) => {
    const key = (en ? `${name}_en` : name) as BlogField;
    if (!given(key as keyof BlogTextInput)) return undefined;
    const value = plainText(textOf(input[key as keyof BlogTextInput]));
    if (value.length > BLOG_LIMITS[name]) errors[key] = { key: "tooLong", n: BLOG_LIMITS[name] };
    else if (!en && !value) errors[key] = { key: "required" };
    return value;
  };
  const html = (en: boolean) => {
    const key = en ? "body_en" : "body";
    if (!given(key)) return undefined;
    const raw = textOf(input[key]);
    if (raw.length > BLOG_LIMITS.body) {
      errors[key] = { key: "tooLong", n: BLOG_LIMITS.body };
      return undefined;
    }
    const clean = sanitizeHtml(raw).trim();
    if (!hasContent(clean)) {
      if (!en) errors[key] = { key: "required" };
      return "";
    }
    return clean;
  };
  const title = plain("title", false);
  const titleEn = plain("title", true);
  const preview = plain("preview", false);
  const previewEn = plain("preview", true);
  const body = html(false);
  const bodyEn = html(true);
  if (title !== undefined) fields.title = title;
  if (titleEn !== undefined) fields.titleEn = titleEn || null;
  if (preview !== undefined) fields.preview = preview;
  if (previewEn !== undefined) fields.previewEn = previewEn || null;
  if (body !== undefined) fields.body = body;
  if (bodyEn !== undefined) fields.bodyEn = bodyEn || null;
  const active = flagOf(input.isActive);
  if (active !== undefined) fields.isActive = active;
  else if (mode === "whole") fields.isActive = true;
  return { fields, errors };
}

/** Stores one uploaded picture, or names what was wrong with it. */
async function storePicture(
  bytes: Uint8Array | null | undefined,
): Promise<StoredPicture | ImageRefusal | null> {
  if (!bytes || bytes.byteLength === 0) return null;
  try {
    return await storeImage(bytes, pictureStorage());
  } catch (error) {
    if (error instanceof ImageRejected) return error.reason;
    throw error;
  }
}

/** The pictures of a form: new uploads stored (each replaces a kept one), mistakes named. */
async function storePictures(pictures: BlogPictures, errors: BlogErrors) {
  const [image, inner] = await Promise.all([
    storePicture(pictures.image),
    storePicture(pictures.innerImage),
  ]);
  if (typeof image === "string") errors.image = { key: image };
  if (typeof inner === "string") errors.inner_image = { key: inner };
  return {
    image: (typeof image === "object" ? image : null) ?? pictures.keptImage ?? null,
    innerImage: (typeof inner === "object" ? inner : null) ?? pictures.keptInnerImage ?? null,
  };
}

/**
 * Stores the pictures of a form that is not saved (another of its files was over the route's
 * limits): each one taken is handed back as `kept`, each mistake named.
 */
export async function keepBlogPictures(pictures: BlogPictures) {
  const errors: BlogErrors = {};
  const kept = await storePictures(pictures, errors);
  return { kept, errors };
}

// ---------------------------------------------------------------- reads

export async function listBlogsFor(db: Db, user: PublicUser, missing: MissingLang | null = null) {
  if (!isAdmin(user)) return FORBIDDEN;
  return staffBlogList(db, missing);
}

export async function readBlog(db: Db, user: PublicUser, id: string): Promise<BlogRow | Refusal> {
  if (!isAdmin(user)) return FORBIDDEN;
  if (!isUuid(id)) return MISSING;
  return (await staffBlog(db, id.toLowerCase())) ?? MISSING;
}

/** Whether the user may manage posts at all (the add page's loader). */
export function mayManageBlogs(user: PublicUser): Refusal | null {
  return isAdmin(user) ? null : FORBIDDEN;
}

// ---------------------------------------------------------------- writes

/**
 * Adds a post: title, body, preview and image required (spec 001 §5). The pictures are stored
 * even when the texts have mistakes, and handed back as `kept` so the form need not ask again.
 */
export async function addBlog(
  db: Db,
  user: PublicUser,
  input: BlogTextInput,
  pictures: BlogPictures,
): Promise<Exclude<BlogWrite, { stale: true }>> {
  if (!isAdmin(user)) return FORBIDDEN;
  const { fields, errors } = blogTexts(input, "whole");
  const kept = await storePictures(pictures, errors);
  if (!kept.image && !errors.image) errors.image = { key: "imageRequired" };
  if (Object.keys(errors).length || !kept.image) return { ok: false, errors, kept };
  const blog = await insertBlog(db, {
    ...(fields as Omit<BlogFields, "image" | "innerImage">),
    image: kept.image.url,
    innerImage: kept.innerImage?.url ?? null,
  });
  return { ok: true, blog };
}

/**
 * Changes the fields given (`partial`, an /api update) or all of them (`whole`, the edit form,
 * which always sends every text); a new picture replaces the old one. The slug stays.
 */
export async function changeBlog(
  db: Db,
  user: PublicUser,
  id: string,
  input: BlogTextInput,
  pictures: BlogPictures = {},
  mode: "whole" | "partial" = "partial",
  expected?: number,
): Promise<BlogWrite> {
  const current = await readBlog(db, user, id);
  if (isRefusal(current)) return current;
  const { fields, errors } = blogTexts(input, mode);
  const kept = await storePictures(pictures, errors);
  if (Object.keys(errors).length) return { ok: false, errors, kept };
  if (kept.image) fields.image = kept.image.url;
  if (kept.innerImage) fields.innerImage = kept.innerImage.url;
  const blog = await updateBlog(db, current.id, fields, expected);
  if (blog === "stale") return { ok: false, stale: true, kept };
  return blog ? { ok: true, blog } : MISSING;
}

export async function setBlogActive(db: Db, user: PublicUser, id: string, isActive: boolean) {
  const current = await readBlog(db, user, id);
  if (isRefusal(current)) return current;
  const blog = await updateBlog(db, current.id, { isActive });
  return blog && blog !== "stale" ? blog : MISSING;
}

export async function removeBlog(db: Db, user: PublicUser, id: string) {
  const current = await readBlog(db, user, id);
  if (isRefusal(current)) return current;
  return (await deleteBlog(db, current.id)) ?? MISSING;
}
