import type { DbOrTx } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { recordConsent } from "~/models/consent.server";
import type { PublicUser } from "~/models/user.server";

/**
 * A signed-in member's own answer for their account's address (issue [20] point 3): given or
 * refused, logged with the member and the page it came from. True when a row was written (the
 * same answer again writes nothing).
 */
export async function setOwnConsent(
  db: DbOrTx,
  user: Pick<PublicUser, "id" | "email">,
  input: { given: boolean; lang: Lang; source: string },
): Promise<boolean> {
  return recordConsent(db, {
    email: user.email,
    given: input.given,
    source: input.source,
    lang: input.lang,
    userId: user.id,
  });
}
