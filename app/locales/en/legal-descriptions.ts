import type { legalDescriptions as source } from "../tr/legal-descriptions";

// Each /info page's meta description, by its slug (app/content/legal.ts): its loader reads it, so it
// stays out of the pages' JavaScript (app/locales/server.ts).
export const legalDescriptions: typeof source = {
  "iade-ve-degisim":
    "Our returns and exchanges terms: returns within 15 working days, faulty items, exchanges and refunds (in Turkish).",
  kvkk: "Why we process your personal data under Turkey's data protection law (KVKK), and your rights (in Turkish).",
  "kullanim-ve-gizlilik":
    "The terms of use of our site: membership, privacy, cookies and e-mail notices (in Turkish).",
  "mesafeli-satis":
    "The distance-selling contract for your orders: parties, payment, delivery and the right of withdrawal (in Turkish).",
  cerezler:
    "Every cookie and browser-storage key our site uses: its purpose, lifetime and legal basis (in Turkish).",
};
