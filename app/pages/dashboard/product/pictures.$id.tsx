import { pictureLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { SavedOrderList } from "~/components/dashboard/saved-order-list";
import { StaleNoticeBox, VersionFields } from "~/components/dashboard/stale-notice";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { formVersion, staleNotice } from "~/features/history/stale-notice.server";
import { seenIn, versionIn, type FormVersion, type StaleNotice } from "~/lib/record-version";
import { useLang } from "~/components/i18n";
import { Img } from "~/components/ui/img";
import { backToPictures, picturePageScope, type PicturesToast } from "./picture-page.server";
import {
  addPictures,
  movePicture,
  removePictures,
  reorderPictures,
  setAltTexts,
  setCover,
} from "~/features/catalogue/pictures.server";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { readPictureUpload, UNREAD_BODY_HEADERS } from "~/http/picture-upload.server";
import { uploadErrors } from "~/http/upload-refusals.server";
import { FileInput } from "~/components/forms/file-input";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { dashboardMessages, type DashboardMessages } from "~/locales/dashboard";
import type { ProductPicture } from "~/models/product-image.server";
import { AltTextSchema } from "~/schemas/pictures";

type Refusal = keyof DashboardMessages["pictures"]["refused"];

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["images"]);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const { product } = await picturePageScope(context.db, user, params.id);
  return {
    product,
    at: await formVersion(context.db, "product", product.id, product.picturesVersion),
  };
}

/**
 * Uploads (multipart: `intent` cover or gallery, files in `images`), and the plain forms' intents:
 * remove, up, down, cover (with `picture`), alts (`alt-{id}`, `altEn-{id}`), reorder (`order`,
 * the ids comma-joined, sent by the drag-and-drop list).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const { actor, product } = await picturePageScope(context.db, user, params.id);
  const id = product.id;
  const refuse = (error: Refusal) => data({ error }, { status: 400 });
  const seen = { seen: 0 };
  // A change asked from pictures that changed since (decision 067): the page drawn as they are
  // now, with who changed them; the loader runs again after this answer.
  const stale = async () => {
    const now = await picturePageScope(context.db, user, params.id);
    const at = { version: now.product.picturesVersion, seen: seen.seen };
    const notice = await staleNotice(context.db, user, "product", id, at, lang);
    return data({ stale: notice }, { status: 409 });
  };
  const done = (said: PicturesToast) => backToPictures(lang, id, said);

  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const upload = await readPictureUpload(request, "images");
    if (upload === "unreadable")
      return data({ error: upload }, { status: 400, headers: UNREAD_BODY_HEADERS });
    if (typeof upload === "string") return refuse(upload);
    const asCover = upload.fields.intent === "cover";
    if (upload.refused.length)
      return data(
        {
          intent: asCover ? ("cover" as const) : ("gallery" as const),
          fileErrors: uploadErrors(request, upload.refused).images ?? [],
        },
        { status: 413, headers: upload.unread ? UNREAD_BODY_HEADERS : {} },
      );
    if (asCover && upload.files.length > 1) return refuse("tooManyFiles");
    const added = await addPictures(
      context.db,
      actor,
      id,
      upload.files,
      asCover ? "cover" : "gallery",
    );
    if (!added.ok) return missOr(added.reason, refuse);
    return done("picturesUploaded");
  }

  const form = await request.formData();
  const intent = form.get("intent");
  const picture = String(form.get("picture") ?? "");
  const expected = versionIn(form);
  seen.seen = seenIn(form);
  switch (intent) {
    case "remove": {
      const removed = await removePictures(context.db, actor, id, { ids: [picture] }, expected);
      return removed.ok ? done("pictureRemoved") : missOr(removed.reason, refuse, stale);
    }
    case "up":
    case "down": {
      const moved = await movePicture(context.db, actor, id, picture, intent, expected);
      return moved.ok ? done("picturesMoved") : missOr(moved.reason, refuse, stale);
    }
    case "cover": {
      const cover = await setCover(context.db, actor, id, picture, expected);
      return cover.ok ? done("coverChanged") : missOr(cover.reason, refuse, stale);
    }
    case "reorder": {
      const order = String(form.get("order") ?? "").split(",");
      const reordered = await reorderPictures(context.db, actor, id, order);
      return reordered.ok ? { saved: true } : missOr(reordered.reason, refuse);
    }
    case "alts": {
      const all = [...(product.cover ? [product.cover] : []), ...product.gallery];
      const alts = [];
      for (const p of all) {
        const alt = AltTextSchema.safeParse(form.get(`alt-${p.id}`) ?? "");
        const altEn = AltTextSchema.safeParse(form.get(`altEn-${p.id}`) ?? "");
        if (!alt.success || !altEn.success) return refuse("altTooLong");
        alts.push({ id: p.id, alt: alt.data, altEn: altEn.data });
      }
      const saved = await setAltTexts(context.db, actor, id, alts, expected);
      return saved.ok ? done("altsSaved") : missOr(saved.reason, refuse, stale);
    }
    default:
      throw badRequest();
  }
}

/** A product that went out of scope meanwhile is the page's refusal; anything else the form's. */
function missOr<S>(
  reason: string,
  refuse: (error: Refusal) => ReturnType<typeof data>,
  stale?: () => Promise<S>,
) {
  if (reason === "notFound") throw notFound();
  if (reason === "forbidden") throw forbidden();
  if (reason === "stale" && stale) return stale();
  return refuse(reason as Refusal);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].pictures.title);

export default function ProductPictures() {
  const t = useDashboardT().pictures;
  const lang = useLang();
  const { product, at } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    | {
        error?: Refusal;
        stale?: StaleNotice;
        saved?: boolean;
        intent?: "cover" | "gallery";
        fileErrors?: string[];
      }
    | undefined;
  const error = answer?.error ?? null;
  const stale = answer?.stale;
  const refusedUpload = answer?.fileErrors ? answer : null;
  const uploadErrorsOf = (intent: "cover" | "gallery") =>
    refusedUpload?.intent === intent ? refusedUpload.fileErrors : undefined;
  const name = lang === "en" && product.nameEn ? product.nameEn : product.name;
  const altOf = (p: ProductPicture) => (lang === "en" ? p.altEn : p.alt) || name;

  return (
    <div className="pictures-page">
      <h1>
        {t.title}: {name}
      </h1>
      {stale ? (
        <StaleNoticeBox notice={stale} shownAsNow />
      ) : error || refusedUpload ? (
        <p className="form-errors" role="alert">
          {error ? t.refused[error] : refusedUpload?.fileErrors?.join(" ")}
        </p>
      ) : null}

      <section aria-labelledby="cover-title">
        <h2 id="cover-title">{t.cover}</h2>
        {product.cover ? (
          <figure className="picture-cover">
            <Picture picture={product.cover} alt={altOf(product.cover)} />
            <PictureButtons picture={product.cover} t={t} at={at} />
          </figure>
        ) : (
          <p>{t.noCover}</p>
        )}
        <UploadForm intent="cover" label={t.uploadCover} t={t} errors={uploadErrorsOf("cover")} />
      </section>

      <section aria-labelledby="gallery-title">
        <h2 id="gallery-title">{t.gallery}</h2>
        {product.gallery.length === 0 ? <p>{t.noGallery}</p> : null}
        <Gallery gallery={product.gallery} altOf={altOf} at={at} />
        <UploadForm
          intent="gallery"
          label={t.uploadGallery}
          t={t}
          multiple
          errors={uploadErrorsOf("gallery")}
        />
      </section>

      <AltForm product={product} t={t} at={at} />
    </div>
  );
}

type T = DashboardMessages["pictures"];

function Picture({ picture, alt }: { picture: ProductPicture; alt: string }) {
  return (
    <Img
      src={picture.url}
      alt={alt}
      width={picture.width ?? 160}
      height={picture.height ?? 160}
      sizes="160px"
      className="picture-thumb"
    />
  );
}

/** The gallery: up/down buttons without JavaScript; with it, also dragging (saved at once). */
function Gallery({
  gallery,
  altOf,
  at,
}: {
  gallery: ProductPicture[];
  altOf: (p: ProductPicture) => string;
  at: FormVersion;
}) {
  const t = useDashboardT().pictures;
  if (gallery.length === 0) return null;
  return (
    <SavedOrderList
      className="picture-list"
      items={gallery}
      texts={t}
      handleLabel={(_, i) => fmt(t.dragHandle, { n: i + 1 })}
      renderItem={(p, i, handle) => (
        <div className="picture-item">
          {handle}
          <Picture picture={p} alt={altOf(p)} />
          <span className="picture-n">{fmt(t.pictureN, { n: i + 1 })}</span>
          <PictureButtons
            picture={p}
            t={t}
            first={i === 0}
            last={i === gallery.length - 1}
            gallery
            at={at}
          />
        </div>
      )}
    />
  );
}

function PictureButtons({
  picture,
  t,
  first,
  last,
  gallery,
  at,
}: {
  picture: ProductPicture;
  t: T;
  first?: boolean;
  last?: boolean;
  gallery?: boolean;
  /** The pictures' version the buttons act on (decision 067). */
  at: FormVersion;
}) {
  return (
    <Form method="post" className="picture-buttons">
      <input type="hidden" name="picture" value={picture.id} />
      <VersionFields at={at} />
      {gallery ? (
        <>
          <button
            type="submit"
            name="intent"
            value="up"
            className="button secondary"
            disabled={first}
          >
            {t.moveUp}
          </button>
          <button
            type="submit"
            name="intent"
            value="down"
            className="button secondary"
            disabled={last}
          >
            {t.moveDown}
          </button>
          <button type="submit" name="intent" value="cover" className="button secondary">
            {t.makeCover}
          </button>
        </>
      ) : null}
      <button type="submit" name="intent" value="remove" className="button secondary">
        {t.remove}
      </button>
    </Form>
  );
}

function UploadForm({
  intent,
  label,
  t,
  multiple,
  errors,
}: {
  intent: "cover" | "gallery";
  label: string;
  t: T;
  multiple?: boolean;
  errors?: string[];
}) {
  const inputId = `upload-${intent}`;
  return (
    // reloadDocument: the browser posts the files itself, to the page's address (the upload limit's).
    <Form method="post" encType="multipart/form-data" reloadDocument className="upload-form">
      <input type="hidden" name="intent" value={intent} />
      <div className={`field${errors?.length ? " has-error" : ""}`}>
        <label htmlFor={inputId}>{label}</label>
        <FileInput
          id={inputId}
          name="images"
          limits={uploadLimits}
          accept="image/jpeg,image/png,image/webp"
          multiple={multiple}
          required
          hintId={`${inputId}-hint`}
          errors={errors}
        >
          <small id={`${inputId}-hint`}>{t.uploadHint}</small>
        </FileInput>
      </div>
      <button type="submit" className="button">
        {t.upload}
      </button>
    </Form>
  );
}

function AltForm({
  product,
  t,
  at,
}: {
  at: FormVersion;
  product: ReturnType<typeof useLoaderData<typeof loader>>["product"];
  t: T;
}) {
  const all = [...(product.cover ? [product.cover] : []), ...product.gallery];
  if (all.length === 0) return null;
  return (
    <Form method="post" className="alt-form">
      <VersionFields at={at} />
      <h2>{t.altTitle}</h2>
      <p className="hint">{t.altHint}</p>
      {all.map((p, i) => (
        <fieldset key={p.id}>
          <legend>
            {p.isCover ? t.cover : fmt(t.pictureN, { n: i + (product.cover ? 0 : 1) })}
          </legend>
          <div className="field">
            <label htmlFor={`alt-${p.id}`}>{t.alt}</label>
            <input
              id={`alt-${p.id}`}
              name={`alt-${p.id}`}
              defaultValue={p.alt ?? ""}
              maxLength={300}
              placeholder={product.name}
            />
          </div>
          <div className="field">
            <label htmlFor={`altEn-${p.id}`}>{t.altEn}</label>
            <input
              id={`altEn-${p.id}`}
              name={`altEn-${p.id}`}
              defaultValue={p.altEn ?? ""}
              maxLength={300}
              placeholder={product.nameEn || product.name}
            />
          </div>
        </fieldset>
      ))}
      <button type="submit" name="intent" value="alts" className="button">
        {t.saveAlts}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
