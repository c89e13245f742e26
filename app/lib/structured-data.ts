/**
 * schema.org JSON-LD for search engines, as plain objects. Pages hand them to Remix's meta as
 * `{ "script:ld+json": ... }`; Remix serialises them with `<`, `>`, `&` and the line separators
 * escaped, so a name holding `</script>` stays inside its block (tests/integration/seo.test.ts).
 * Every address passed in is already absolute.
 */

export type JsonLd = Record<string, unknown>;

export interface OrganizationLdInput {
  name: string;
  url: string;
  logo: string;
  phone?: string | null;
  email?: string | null;
  /** The shop's profiles elsewhere (Instagram). */
  sameAs?: (string | null | undefined)[];
}

/** The shop itself, with its customer-service contact when the settings give one. */
export function organizationJsonLd(o: OrganizationLdInput): JsonLd {
  const phone = o.phone?.trim();
  const email = o.email?.trim();
  const sameAs = (o.sameAs ?? []).filter((u): u is string => !!u && /^https?:\/\//i.test(u));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    ...(o.name ? { name: o.name } : {}),
    url: o.url,
    logo: o.logo,
    ...(phone || email
      ? {
          contactPoint: [
            {
              "@type": "ContactPoint",
              contactType: "customer service",
              ...(phone ? { telephone: phone } : {}),
              ...(email ? { email } : {}),
            },
          ],
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
