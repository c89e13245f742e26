import type { ReactNode } from "react";
import { useDashboardT } from "./use-dashboard-t";

/**
 * The Turkish and English fields of one text side by side: two columns on a wide screen, Turkish
 * then English on a phone, each headed by its language (docs/decisions/038). The tag is for the
 * eye only (aria-hidden): the fields keep their own labels as their accessible names, and their
 * inputs say their language (`lang`), so that spelling is checked in it.
 */
export function LangPair({ tr, en }: { tr: ReactNode; en: ReactNode }) {
  const t = useDashboardT().translations;
  return (
    <div className="field-pair lang-pair">
      <div className="lang-col" data-lang="tr">
        <span className="lang-tag" aria-hidden="true">
          {t.langTr}
        </span>
        {tr}
      </div>
      <div className="lang-col" data-lang="en">
        <span className="lang-tag" aria-hidden="true">
          {t.langEn}
        </span>
        {en}
      </div>
    </div>
  );
}
