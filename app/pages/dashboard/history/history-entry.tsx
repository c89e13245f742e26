import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ReadableChange } from "~/features/history/readable-history.server";
import type { ShownCell } from "~/features/history/readable-value.server";
import { fmt } from "~/lib/i18n";
import type { ServerMessages } from "~/locales/server";

/**
 * One recorded change as people read it: what, when, who; a sentence or a picture for the whole
 * change; each field before and after; a button putting it back where it can be. A single
 * record's history and the shop's activity list changes alike; the activity names the record
 * above (`record`). The button posts to the page it is on, which says how it went.
 */
export function HistoryEntry({
  change: c,
  t,
  record,
}: {
  change: ReadableChange;
  t: ServerMessages["history"];
  record?: ReactNode;
}) {
  return (
    <li className="history-entry" id={`change-${c.id}`}>
      {record}
      <p className="history-meta">
        <span className="history-number">#{c.id}</span> <strong>{t.actions[c.action]}</strong> ·{" "}
        <time dateTime={c.at}>{c.atText}</time> ·{" "}
        <span className="history-who">{c.writerEmail}</span>
        {c.batchId ? <span className="badge">{t.batch}</span> : null}
        {c.reverts ? <span className="badge">{fmt(t.reverts, { id: c.reverts })}</span> : null}
        {c.revertedBy ? (
          <span className="badge">{fmt(t.reverted, { id: c.revertedBy })}</span>
        ) : null}
      </p>
      {c.summary ? (
        <div className="history-summary">
          {c.picture ? (
            <img
              className="history-thumb"
              src={c.picture.src}
              alt={c.picture.alt}
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <p>
            <strong>{c.summary}</strong>
            {c.picture?.caption ? (
              <span className="history-caption">{c.picture.caption}</span>
            ) : null}
          </p>
        </div>
      ) : null}
      {c.fields.length ? (
        <div className="table-scroll">
          <table className="history-fields">
            <thead>
              <tr>
                <th scope="col">{t.field}</th>
                {c.action !== "insert" ? <th scope="col">{t.before}</th> : null}
                {c.action !== "delete" ? <th scope="col">{t.after}</th> : null}
              </tr>
            </thead>
            <tbody>
              {c.fields.map((f, i) => (
                <tr key={`${i}-${f.label}`}>
                  <th scope="row">{f.label}</th>
                  {c.action !== "insert" ? (
                    <td>
                      <Cell cell={f.before} />
                    </td>
                  ) : null}
                  {c.action !== "delete" ? (
                    <td>
                      <Cell cell={f.after} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {c.revertible ? (
        <Form method="post" className="history-revert">
          <input type="hidden" name="change" value={c.id} />
          <button
            type="submit"
            name="intent"
            value="revert"
            className="button secondary"
            aria-label={fmt(t.revertLabel, { id: c.id })}
          >
            {t.revert}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

/** A value: its text, and its pictures as small thumbnails. */
function Cell({ cell }: { cell: ShownCell }) {
  return (
    <>
      {cell.pictures?.length ? (
        <span className="history-thumbs">
          {cell.pictures.map((p, i) => (
            <img
              key={i}
              className="history-thumb"
              src={p.src}
              alt={p.alt}
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
          ))}
        </span>
      ) : null}
      {cell.text}
    </>
  );
}
