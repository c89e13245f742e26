import type { ReactNode } from "react";
import { LocalLink, useT } from "~/components/i18n";

/**
 * A checkbox whose label is the consent to commercial e-mail (issue [20] point 3), with the
 * K.V.K.K. notice beside it: the log stores the version of exactly this text
 * (CURRENT_CONSENT_TEXT). `input` is the box itself. The newsletter form's button has its own
 * (ConsentNote in newsletter-form.tsx, which every storefront page loads with the footer).
 */
export function ConsentCheckbox({ id, input }: { id: string; input: ReactNode }) {
  const t = useT();
  return (
    <div className="field checkbox consent-checkbox">
      {input}
      <label htmlFor={id}>{t.forms.consentText}</label>
      <span className="consent-link">
        <LocalLink to="/info/kvkk">{t.common.kvkk}</LocalLink>
      </span>
    </div>
  );
}
