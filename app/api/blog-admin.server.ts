import { apiError, ok } from "~/api/answers.server";
import { readApiBody } from "~/api/body.server";
import { refusePicture } from "~/api/pictures.server";
import { blogShape } from "~/api/shapes/content.server";
import { sentVersion, staleAnswer, withEtag } from "~/api/versions.server";
import {
  BLOG_TEXT_BYTES,
  isRefusal,
  type BlogErrors,
  type BlogPictures,
  type BlogTextInput,
  type BlogWrite,
  type Refusal,
} from "~/features/content/blog-admin.server";
import { readMultipartForm } from "~/http/picture-upload.server";
import { refuseUploadedFiles } from "~/http/upload-refusals.server";
import { fmt } from "~/lib/i18n";
import { dashboardMessages } from "~/locales/dashboard";
import type { BlogRow } from "~/models/blog-write.server";

/**
 * The blog's dashboard calls (spec 001 §7): POST /api/blog/add and PUT /api/blog/{id} take
 * multipart (the texts by their contract names, the pictures as `image` and `inner_image`); an
 * update may also send JSON `{ blog: { ... } }`. Errors in English, `field: message`.
 */
const errors = dashboardMessages.en.blogs.errors;

/** A refusal as the contract's JSON 403 or 404. */
export function allowedBlog<T>(outcome: T | Refusal): T {
  if (!isRefusal(outcome)) return outcome;
  if (outcome.refused === "forbidden") apiError(403, "Forbidden");
  return apiError(404, "Blog not found.");
}

function firstError(found: BlogErrors): string {
  const [field, e] = Object.entries(found)[0] ?? ["body", { key: "required" as const }];
  return `${field}: ${fmt(errors[e!.key], { n: e!.n ?? 0 })}`;
}

/**
 * The saved post, or the 403, 404, 409 (a version it is no longer at: `now`, the post as it is)
 * or 400 of a write that did not happen.
 */
export function writtenBlog(outcome: BlogWrite, now?: BlogRow | Refusal): BlogRow {
  const done = allowedBlog(outcome);
  if (!done.ok && "stale" in done) {
    const current = allowedBlog(now ?? { refused: "missing" });
    staleAnswer("blog", blogShape(current), current.version);
  }
  if (!done.ok) apiError(400, firstError(done.errors));
  return done.blog;
}

/**
 * The texts and pictures of an add or update: multipart, or (update) JSON under `blog`; and the
 * version an update names (If-Match, or `version` in the body: decision 067).
 */
export async function blogBody(
  request: Request,
): Promise<{ input: BlogTextInput; pictures: BlogPictures; version: () => number | undefined }> {
  const type = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data/i.test(type)) {
    const read = await readMultipartForm(request, BLOG_TEXT_BYTES);
    if (typeof read === "string") refusePicture(read);
    if (read.refused.length) refuseUploadedFiles(request, read);
    const input = Object.fromEntries(read.form);
    return {
      input,
      version: () => sentVersion(request, input),
      pictures: {
        image: read.files.image?.[0] ?? null,
        innerImage: read.files.inner_image?.[0] ?? null,
      },
    };
  }
  const body = await readApiBody(request);
  const wrapped = body.blog;
  const input = wrapped && typeof wrapped === "object" && !Array.isArray(wrapped) ? wrapped : body;
  return {
    input: input as BlogTextInput,
    pictures: {},
    version: () => sentVersion(request, body, "blog"),
  };
}

export function blogAnswer(blog: BlogRow, message: string, status = 200) {
  return withEtag(ok({ success: true, message, blog: blogShape(blog) }, { status }), blog.version);
}
