import type { ReactNode } from "react";
import { LocalLink, useT } from "~/components/i18n";

/**
 * The words a person agrees to when they ask for commercial e-mail (issue [20] point 3), with
 * the K.V.K.K. notice beside them: the log stores the version of exactly this text
 * (CURRENT_CONSENT_TEXT), so every box and button that asks for consent shows it through here.
 */
export function ConsentNote({ id }: { id?: string }) {
  const t = useT();
  return (
    <p id={id} className="consent-note">
      {t.forms.consentText} <KvkkLink />
    </p>
  );
}

/** A checkbox whose label is the consent text; `input` is the box itself. */
export function ConsentCheckbox({ id, input }: { id: string; input: ReactNode }) {
  const t = useT();
  return (
    <div className="field checkbox consent-checkbox">
      {input}
      <label htmlFor={id}>{t.forms.consentText}</label>
      <span className="consent-link">
        <KvkkLink />
      </span>
    </div>
  );
}

function KvkkLink() {
  return <LocalLink to="/info/kvkk">{useT().common.kvkk}</LocalLink>;
}
