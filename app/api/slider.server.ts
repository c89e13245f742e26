import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { firstIssue, readApiBody } from "~/api/body.server";
import { refusePicture } from "~/api/pictures.server";
import { sliderShape } from "~/api/shapes/content.server";
import { sentVersion, withEtag } from "~/api/versions.server";
import {
  isRefusal,
  type Refusal,
  type SliderErrors,
  type SliderPictures,
} from "~/features/content/slider.server";
import { readMultipartForm } from "~/http/picture-upload.server";
import { refuseUploadedFiles } from "~/http/upload-refusals.server";
import { dashboardMessages } from "~/locales/dashboard";
import type { SliderRow } from "~/models/slider-write.server";
import { SliderSchema, type SliderInput } from "~/schemas/slider";

/**
 * The slider's /api calls (spec 001 §7): add and update take multipart (the texts by their
 * contract names, the pictures as `firstImage` and `secondImage`) or, for an update, JSON
 * `{ slider: {...} }`. Errors in English, `field: message`.
 */
const errors = dashboardMessages.en.sliders.errors;
export const SLIDER_TEXTS = {
  added: "Slider has been added successfully!",
  saved: "Slider has been updated successfully!",
  deleted: "Slider has been deleted successfully!",
  reordered: "Slider order has been saved.",
  imageUploaded: "Image has been uploaded successfully!",
  badOrder: "order: Name every slider exactly once.",
};

/** A refusal as the contract's JSON 403 or 404. */
export function allowedSlider<T>(outcome: T | Refusal): T {
  if (!isRefusal(outcome)) return outcome;
  if (outcome.refused === "forbidden") apiError(403, "Forbidden");
  return apiError(404, "Slider not found.");
}

/** The first of an operation's field errors, in English. */
export function refuseFields(fieldErrors: SliderErrors): never {
  const [field, key] = Object.entries(fieldErrors)[0]!;
  return apiError(400, `${field}: ${errors[key!]}`);
}

/**
 * The body of an add or update: its text fields and its pictures; and the version an update
 * names (If-Match, or `version` in the body: decision 067).
 */
export async function sliderBody(
  request: Request,
  mode: "whole" | "partial",
): Promise<{
  fields: Record<string, unknown>;
  pictures: SliderPictures;
  version: () => number | undefined;
}> {
  const pictures: SliderPictures = { firstImage: [], secondImage: [], kept: {} };
  let fields: Record<string, unknown>;
  let version = () => sentVersion(request);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const read = await readMultipartForm(request);
    if (typeof read === "string") refusePicture(read);
    if (read.refused.length) refuseUploadedFiles(request, read);
    fields = Object.fromEntries(read.form.entries());
    const sent = fields;
    version = () => sentVersion(request, sent);
    pictures.firstImage = read.files.firstImage!;
    pictures.secondImage = read.files.secondImage!;
  } else {
    const body = await readApiBody(request);
    version = () => sentVersion(request, body, "slider");
    const wrapped = body.slider;
    fields =
      wrapped && typeof wrapped === "object" && !Array.isArray(wrapped)
        ? (wrapped as Record<string, unknown>)
        : mode === "partial"
          ? apiError(400, "slider: Send the fields under `slider`.")
          : body;
  }
  // A form posts flags as text.
  if (fields.isActive === "true" || fields.isActive === "on") fields.isActive = true;
  if (fields.isActive === "false") fields.isActive = false;
  return { fields, pictures, version };
}

export function parseSliderFields(fields: Record<string, unknown>, mode: "whole"): SliderInput;
export function parseSliderFields(
  fields: Record<string, unknown>,
  mode: "partial",
): Partial<SliderInput>;
export function parseSliderFields(fields: Record<string, unknown>, mode: "whole" | "partial") {
  const schema = mode === "whole" ? SliderSchema(errors) : SliderSchema(errors).partial();
  const parsed = schema.safeParse(fields);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  return parsed.data;
}

export function sliderAnswer(slider: SliderRow, message: string, status = 200) {
  return withEtag(
    ok({ success: true, message, slider: sliderShape(slider) }, { status }),
    slider.version,
  );
}

/** `n` of /api/slider/imageUpload/{id}/{n}: 0 or 1 the product picture, 2 the large one. */
export const PictureNumber = z
  .enum(["0", "1", "2"], { message: "n: Must be 0, 1 or 2." })
  .transform((n) => (n === "2" ? "secondImage" : "firstImage"));
