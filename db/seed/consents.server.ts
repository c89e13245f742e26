/**
 * The demo's consent log and one past newsletter (issue [20] point 3), so that /dashboard/consents
 * and /dashboard/mailings show something on a first start: consents given on the newsletter
 * and contact forms, one taken back by the unsubscribe link, most reported to İYS, one still
 * waiting, one İYS refused. Relative to `now`, the same each time.
 */
import type { DbOrTx } from "../client.server";
import { consentRecords, mailings } from "../schema";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export async function seedDemoConsents(
  tx: DbOrTx,
  now: Date,
  people: { adminId: string; memberId: string },
): Promise<void> {
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * HOUR);
  const reported = (daysAgo: number, n: number) => ({
    iysState: "reported",
    iysAttempts: 1,
    iysReportedAt: at(daysAgo, 20),
    iysTransactionId: `demo-iys-${n}`,
  });
  const text = "email-2026-12";
  await tx.insert(consentRecords).values([
    {
      email: "zeynep.arslan@example.com",
      source: "/newsletter",
      textVersion: text,
      given: true,
      lang: "tr",
      createdAt: at(40),
      ...reported(40, 1),
    },
    {
      email: "ayse.demir@example.com",
      source: "/newsletter",
      textVersion: text,
      given: true,
      lang: "tr",
      createdAt: at(21),
      ...reported(21, 2),
    },
    {
      email: "member@demo.shop",
      source: "/newsletter",
      textVersion: text,
      given: true,
      lang: "tr",
      userId: people.memberId,
      createdAt: at(18),
      ...reported(18, 3),
    },
    {
      email: "john.smith@example.com",
      source: "/newsletter",
      textVersion: text,
      given: true,
      lang: "en",
      createdAt: at(15),
      ...reported(15, 4),
    },
    {
      email: "mehmet.kaya@example.com",
      source: "/contact",
      textVersion: text,
      given: true,
      lang: "tr",
      createdAt: at(12),
      ...reported(12, 5),
    },
    {
      email: "can.ozturk@example.com",
      source: "/contact",
      textVersion: text,
      given: true,
      lang: "tr",
      createdAt: at(9),
      iysState: "failed",
      iysAttempts: 3,
      iysLastError: "H174: İzin kaynağı doğrulanamadı.",
    },
    {
      email: "zeynep.arslan@example.com",
      source: "/unsubscribe",
      textVersion: text,
      given: false,
      lang: "tr",
      createdAt: at(5),
      ...reported(5, 6),
    },
    {
      email: "elif.yildiz@example.com",
      source: "/contact",
      textVersion: text,
      given: true,
      lang: "tr",
      createdAt: at(0, -3),
    },
  ]);
  await tx.insert(mailings).values({
    subject: "Yeni sezon: ametist ve gümüş",
    subjectEn: "New season: amethyst and silver",
    body: "Merhaba,\n\nAmetist koleksiyonumuz mağazada. Her taş elde seçildi, her gümüş işçilik atölyemizde.\n\nSevgiyle,",
    bodyEn:
      "Hello,\n\nOur amethyst collection is in the shop. Each stone chosen by hand, each piece of silver worked in our workshop.\n\nWith love,",
    recipients: 5,
    sentBy: people.adminId,
    createdAt: at(10),
  });
}
