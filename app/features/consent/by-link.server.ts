import type { DbOrTx } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { recordConsent } from "~/models/consent.server";
import { unsubscribeAddress } from "./unsubscribe-link.server";

/**
 * An answer given with the signed link of a commercial mail (issue [20] point 3): the link's
 * token names the address, so that nobody needs to sign in to refuse (or to take a refusal
 * back). A token this shop did not sign records nothing: null.
 */
export async function answerByLink(
  db: DbOrTx,
  token: string | null,
  act: { given: boolean; source: string; lang: Lang },
): Promise<{ address: string } | null> {
  const address = token ? unsubscribeAddress(token) : null;
  if (!address) return null;
  // No user id: whoever holds the link acts for the address, signed in or not.
  await recordConsent(db, { email: address, ...act });
  return { address };
}
