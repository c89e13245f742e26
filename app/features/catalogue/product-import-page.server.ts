import type { Db } from "../../../db/client.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireCatalogueActor } from "~/http/catalogue-actor.server";
import { keepPicture, keptPicture } from "~/http/kept-pictures.server";
import {
  readMultipartForm,
  streamedLimits,
  UNREAD_BODY_HEADERS,
} from "~/http/picture-upload.server";
import { refusalText } from "~/lib/upload-limits";
import { dashboardMessages } from "~/locales/dashboard";
import { redirectWithDashboardToast } from "~/http/toast.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { localePath, type Lang } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { serverMessages } from "~/locales/server";
import type { NewPicture } from "~/models/product-image.server";
import {
  applyImport,
  dryRunImport,
  keptPictures,
  MAX_CSV_BYTES,
  pictureNames,
  readCsv,
  readZip,
  zipPictures,
  type ImportReport,
  type PictureSource,
} from "./product-import.server";

/**
 * What the import page and POST /api/product/import read from a request: the CSV (a file `csv`,
 * or the page's kept copy `keptCsv` after a dry run), a ZIP of pictures (`zip`), and the
 * pictures a dry run stored (`keptPicture`, `name` and a signed token), so that the apply of a
 * page without JavaScript needs no second upload.
 */
export interface ImportRequest {
  csv: Uint8Array;
  rows: Extract<ReturnType<typeof readCsv>, { rows: unknown }>["rows"];
  pictures: PictureSource;
  /** What the dry run stored, by name, for the page's apply form. */
  stored: Map<string, NewPicture>;
  digest: string | null;
  intent: string;
}

/** The kept CSV travels base64 in a multipart text field: at most the CSV's limit, encoded. */
const MAX_KEPT_CSV = Math.ceil((MAX_CSV_BYTES * 4) / 3) + 16;

/** Why a request was not read: one text, and a file over the route's limits by its field. */
export interface ImportRefusal {
  error: string;
  status: number;
  unread?: boolean;
  fileErrors?: Record<string, string[]>;
}

export async function readImportRequest(
  request: Request,
  lang: Lang,
): Promise<ImportRequest | ImportRefusal> {
  const t = serverMessages[lang].productImport.errors;
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? ""))
    return { error: t.unreadable, status: 400, unread: true };
  // Each file by the route's limits (its `uploadLimits`); the ZIP's unpacked size by readZip.
  const read = await readMultipartForm(request, MAX_KEPT_CSV);
  if (typeof read === "string") {
    if (read === "tooLarge") return { error: t.fileTooLarge, status: 413 };
    return { error: t.unreadable, status: 400, unread: read === "unreadable" };
  }
  if (read.refused.length) {
    const { kind } = streamedLimits(request);
    const texts = dashboardMessages[lang].uploads;
    const fileErrors: Record<string, string[]> = {};
    for (const r of read.refused)
      (fileErrors[r.field] ??= []).push(refusalText(texts, lang, kind, r));
    const error = Object.values(fileErrors).flat().join(" ");
    return { error, status: 413, unread: read.unread, fileErrors };
  }
  const { form, files } = read;
  const kept = String(form.get("keptCsv") ?? "");
  const csv = files.csv![0] ?? (kept ? new Uint8Array(Buffer.from(kept, "base64")) : null);
  if (!csv?.byteLength) return { error: t.noFile, status: 400 };
  const parsed = readCsv(csv, lang);
  if ("error" in parsed) return { error: parsed.error, status: 400 };
  const keptByName = new Map<string, NewPicture>();
  for (const entry of form.getAll("keptPicture")) {
    // The signed token, a space, the file's name (a token has no spaces; a name may).
    const text = String(entry);
    const space = text.indexOf(" ");
    const picture = space > 0 ? keptPicture(text.slice(0, space)) : null;
    if (picture)
      keptByName.set(
        text
          .slice(space + 1)
          .trim()
          .toLocaleLowerCase("tr"),
        picture,
      );
  }
  let source = keptPictures(keptByName);
  let stored = keptByName;
  const zip = files.zip![0];
  if (zip) {
    const wanted = new Set(
      parsed.rows.flatMap((r) =>
        pictureNames(r.cells.pictures).map((n) => n.toLocaleLowerCase("tr")),
      ),
    );
    const unzipped = await readZip(zip, wanted);
    if (typeof unzipped === "string") return { error: t[unzipped], status: 400 };
    const fromZip = zipPictures(unzipped);
    const keptSource = source;
    source = async (name) => (await keptSource(name)) ?? fromZip.source(name);
    stored = fromZip.stored;
    for (const [name, picture] of keptByName) stored.set(name, picture);
  }
  const digest = String(form.get("digest") ?? "") || null;
  return {
    csv,
    rows: parsed.rows,
    pictures: source,
    stored,
    digest,
    intent: String(form.get("intent") ?? "dryRun"),
  };
}

export interface ImportPageData {
  /** A message over the report: why nothing was applied, or a file that could not be read. */
  message?: { text: string; type: "error" | "info" };
  report?: ImportReport;
  /** A file over the page's limits, named under its own field (`csv`, `zip`). */
  fileErrors?: Record<string, string[]>;
  /** The apply form's hidden fields. */
  keep?: { csv: string; pictures: string[]; digest: string };
}

function keepOf(read: ImportRequest, report: ImportReport): ImportPageData["keep"] {
  return {
    csv: Buffer.from(read.csv).toString("base64"),
    pictures: [...read.stored].map(([name, picture]) => `${keepPicture(picture)} ${name}`),
    digest: report.digest,
  };
}

/** The page's texts come with its data (app/locales/server.ts), not in the dashboard's scripts. */
export async function productImportLoader({ request, context }: LoaderFunctionArgs) {
  await requireCatalogueActor(context);
  return { t: serverMessages[requestLang(request)].productImport.page };
}

async function dryRunAnswer(db: Db, actor: CatalogueActor, read: ImportRequest, lang: Lang) {
  const report = await dryRunImport(db, actor, read.rows, read.pictures, lang);
  return data<ImportPageData>({
    report,
    keep: keepOf(read, report),
    message: report.counts.errors
      ? { text: serverMessages[lang].productImport.fixFirst, type: "error" }
      : undefined,
  });
}

async function applyAnswer(db: Db, actor: CatalogueActor, read: ImportRequest, lang: Lang) {
  const t = serverMessages[lang].productImport;
  const outcome = await applyImport(db, actor, read.rows, read.pictures, lang, read.digest);
  if (outcome.ok)
    return redirectWithDashboardToast(
      localePath(lang, "/dashboard/product"),
      "productsImported",
      outcome.created + outcome.changed,
      { status: 303 },
    );
  const text =
    outcome.why === "invalid"
      ? t.fixFirst
      : outcome.why === "nothing"
        ? t.nothingToApply
        : t.changedMeanwhile;
  return data<ImportPageData>(
    {
      report: outcome.report,
      keep: keepOf(read, outcome.report),
      message: { text, type: outcome.why === "nothing" ? "info" : "error" },
    },
    { status: outcome.why === "nothing" ? 200 : 409 },
  );
}

/**
 * The page's one form, posted as multipart: intent `dryRun` (the default) answers the report;
 * intent `apply` writes it, or answers the report again with why not.
 */
export async function productImportAction({ request, context }: ActionFunctionArgs) {
  const actor = await requireCatalogueActor(context);
  const lang = requestLang(request);
  const read = await readImportRequest(request, lang);
  if ("error" in read)
    return data<ImportPageData>(
      { message: { text: read.error, type: "error" }, fileErrors: read.fileErrors },
      { status: read.status, headers: read.unread ? UNREAD_BODY_HEADERS : undefined },
    );
  if (read.intent === "apply") return applyAnswer(context.db, actor, read, lang);
  if (read.intent === "dryRun") return dryRunAnswer(context.db, actor, read, lang);
  return data<ImportPageData>(
    { message: { text: serverMessages[lang].productImport.errors.unreadable, type: "error" } },
    { status: 400 },
  );
}
