import type { Db } from "../../../db/client.server";
import type { MissingLang } from "~/lib/missing-text";
import { isUuid } from "~/lib/uuid";
import { safeLink, sanitizeHtml } from "~/lib/sanitize-html.server";
import type { DashboardMessages } from "~/locales/dashboard";
import {
  deleteSlider,
  insertSlider,
  moveSlider as moveSliderRow,
  reorderSliders as reorderSliderRows,
  staffSlider,
  staffSliders,
  updateSlider,
  type SliderFields,
  type SliderRow,
} from "~/models/slider-write.server";
import type { SliderInput } from "~/schemas/slider";
import { ImageRejected, storeImage, type StoredImage } from "~/services/images.server";
import { pictureStorage } from "~/services/picture-storage.server";
import type { PublicUser } from "~/models/user.server";

/**
 * The home slider's business actions (spec 001 §2 Sliders, §3, §5), each taking the acting user:
 * the dashboard's pages and the /api routes call these and nothing below them. Admins only. The
 * body is HTML, sanitised here before it is stored (and again when the home page renders it);
 * the link must be a path of the shop or an https address. What is wrong comes back per field, by
 * message key, so that the page says it in its language and /api in English.
 */
export type Refusal = { refused: "forbidden" | "missing" };
export type SliderErrorKey = keyof DashboardMessages["sliders"]["errors"];
export type SliderErrors = Partial<
  Record<keyof SliderInput | "firstImage" | "secondImage", SliderErrorKey>
>;
export type Invalid = { errors: SliderErrors };
export type Picture = "firstImage" | "secondImage";

export interface SliderPictures {
  /** Files sent now, per field (at most one each). */
  firstImage: Uint8Array[];
  secondImage: Uint8Array[];
  /** Pictures stored by an earlier submit of the same form that had mistakes. */
  kept: Partial<Record<Picture, StoredImage>>;
}

export const PICTURES: Picture[] = ["firstImage", "secondImage"];
const FORBIDDEN: Refusal = { refused: "forbidden" };
const MISSING: Refusal = { refused: "missing" };

export function isRefusal(outcome: unknown): outcome is Refusal {
  return typeof outcome === "object" && outcome !== null && "refused" in outcome;
}

const isAdmin = (user: PublicUser) => user.role === "ROLE_ADMIN";

/** A slide's target: a path of the shop (`/shop?x`) or an https address; nothing else. */
export function safeSlideLink(value: string): string | null {
  const link = value.trim();
  if (/[\s\\]/.test(link)) return null;
  const relative = link.startsWith("/") && !link.startsWith("//");
  if (!relative && !/^https:\/\/[^/]/i.test(link)) return null;
  return safeLink(link) === link ? link : null;
}

/** The model's names for the form's texts, the body sanitised. */
function textFields(input: Partial<SliderInput>): Partial<SliderFields> {
  const clean = (html: string | null | undefined) =>
    html === undefined ? undefined : html === null ? null : sanitizeHtml(html);
  return {
    title: input.title,
    titleEn: input.title_en,
    body: clean(input.body) ?? undefined,
    bodyEn: clean(input.body_en),
    slug: input.slug,
    isActive: input.isActive,
  };
}

/** What only the operation can tell of texts: the link is not a safe one, the body is empty. */
export function textErrors(input: Partial<SliderInput>): SliderErrors {
  const errors: SliderErrors = {};
  if (input.slug !== undefined && !safeSlideLink(input.slug)) errors.slug = "slugUnsafe";
  // A body of nothing but what the sanitiser drops is no text.
  if (input.body !== undefined && !sanitizeHtml(input.body).trim()) errors.body = "body";
  return errors;
}

/** Stores each picture sent (kept even when the form has other mistakes). */
async function storePictures(pictures: SliderPictures, errors: SliderErrors) {
  const stored: Partial<Record<Picture, StoredImage>> = { ...pictures.kept };
  for (const field of PICTURES) {
    const files = pictures[field];
    if (files.length > 1) {
      errors[field] = "tooManyFiles";
      continue;
    }
    if (!files[0]) continue;
    try {
      stored[field] = await storeImage(files[0], pictureStorage());
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      errors[field] = error.reason;
    }
  }
  return stored;
}

export async function listSliders(
  db: Db,
  user: PublicUser,
  missing: MissingLang | null = null,
): Promise<SliderRow[] | Refusal> {
  if (!isAdmin(user)) return FORBIDDEN;
  return staffSliders(db, missing);
}

export async function readSlider(
  db: Db,
  user: PublicUser,
  id: string,
): Promise<SliderRow | Refusal> {
  if (!isAdmin(user)) return FORBIDDEN;
  if (!isUuid(id)) return MISSING;
  return (await staffSlider(db, id.toLowerCase())) ?? MISSING;
}

/**
 * Stores the pictures of a form that is not saved (another of its files was over the route's
 * limits): each one taken is handed back as `kept`, each mistake named.
 */
export async function keepSliderPictures(pictures: SliderPictures) {
  const errors: SliderErrors = {};
  const kept = await storePictures(pictures, errors);
  return { kept, errors };
}

export type AddOutcome =
  | { ok: true; slider: SliderRow }
  | Refusal
  | (Invalid & { ok: false; kept: Partial<Record<Picture, StoredImage>> });

/**
 * Adds a slide, last. `input` is null when the texts had mistakes: the pictures sent are still
 * stored and handed back as `kept`, so that a corrected form need not send them again.
 */
export async function addSlider(
  db: Db,
  user: PublicUser,
  input: SliderInput | null,
  pictures: SliderPictures,
): Promise<AddOutcome> {
  if (!isAdmin(user)) return FORBIDDEN;
  const errors: SliderErrors = input ? textErrors(input) : {};
  const kept = await storePictures(pictures, errors);
  for (const field of PICTURES) if (!kept[field]) errors[field] ??= field;
  if (!input || Object.keys(errors).length || !kept.firstImage || !kept.secondImage)
    return { ok: false, errors, kept };
  const slider = await insertSlider(db, {
    ...(textFields(input) as SliderFields),
    titleEn: input.title_en ?? null,
    bodyEn: input.body_en ? sanitizeHtml(input.body_en) : null,
    isActive: input.isActive ?? true,
    firstImage: kept.firstImage.url,
    secondImage: kept.secondImage.url,
  });
  return { ok: true, slider };
}

/**
 * Changes the fields given (an /api update may give some; the form gives all) and replaces the
 * pictures sent. Nothing is written when anything is wrong, or (`expected`, decision 067) when
 * the slide is no longer at the version the writer saw.
 */
type SliderChange = { ok: true; slider: SliderRow } | Refusal | (Invalid & { ok: false });
export async function changeSlider(
  db: Db,
  user: PublicUser,
  id: string,
  input: Partial<SliderInput>,
  pictures?: SliderPictures,
): Promise<SliderChange>;
export async function changeSlider(
  db: Db,
  user: PublicUser,
  id: string,
  input: Partial<SliderInput>,
  pictures: SliderPictures,
  expected: number | undefined,
): Promise<SliderChange | { ok: false; stale: true }>;
export async function changeSlider(
  db: Db,
  user: PublicUser,
  id: string,
  input: Partial<SliderInput>,
  pictures: SliderPictures = { firstImage: [], secondImage: [], kept: {} },
  expected?: number,
): Promise<SliderChange | { ok: false; stale: true }> {
  const current = await readSlider(db, user, id);
  if (isRefusal(current)) return current;
  const errors = textErrors(input);
  const stored = await storePictures(pictures, errors);
  if (Object.keys(errors).length) return { ok: false, errors };
  const slider = await updateSlider(
    db,
    current.id,
    {
      ...textFields(input),
      firstImage: stored.firstImage?.url,
      secondImage: stored.secondImage?.url,
    },
    expected,
  );
  if (slider === "stale") return { ok: false, stale: true };
  return slider ? { ok: true, slider } : MISSING;
}

export async function setSliderActive(db: Db, user: PublicUser, id: string, isActive: boolean) {
  return changeSlider(db, user, id, { isActive });
}

/** PUT /api/slider/imageUpload/{id}/{n}: n 0 or 1 the product picture, 2 the large one. */
export async function replaceSliderImage(
  db: Db,
  user: PublicUser,
  id: string,
  field: Picture,
  file: Uint8Array,
) {
  const pictures: SliderPictures = { firstImage: [], secondImage: [], kept: {} };
  pictures[field] = [file];
  return changeSlider(db, user, id, {}, pictures);
}

export async function removeSlider(db: Db, user: PublicUser, id: string) {
  const current = await readSlider(db, user, id);
  if (isRefusal(current)) return current;
  return (await deleteSlider(db, current.id)) ? { deleted: true } : MISSING;
}

/** Every slide in the order given, each exactly once; else `invalid` and nothing changes. */
export async function reorderSliders(
  db: Db,
  user: PublicUser,
  ids: string[],
): Promise<{ ok: true } | Refusal | { ok: false; invalid: true }> {
  if (!isAdmin(user)) return FORBIDDEN;
  if (!ids.every(isUuid)) return { ok: false, invalid: true };
  const done = await reorderSliderRows(db, ids);
  return done ? { ok: true } : { ok: false, invalid: true };
}

export async function moveSlider(db: Db, user: PublicUser, id: string, direction: "up" | "down") {
  const current = await readSlider(db, user, id);
  if (isRefusal(current)) return current;
  // Another admin reordering at the same moment: the move is simply tried once more.
  return (await moveSliderRow(db, current.id, direction)) ||
    (await moveSliderRow(db, current.id, direction))
    ? { ok: true as const }
    : MISSING;
}
