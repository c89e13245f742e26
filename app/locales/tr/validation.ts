// zod's own messages, for a rule a dashboard form's schema states without a text of ours
// (app/schemas/zod-messages.ts). Turkish is the source; en/validation.ts mirrors every key.
export const validation = {
  required: "Bu alan gerekli.",
  invalid: "Bu değer geçersiz.",
  notNumber: "Bir sayı girin.",
  notWhole: "Tam sayı girin.",
  notDate: "Geçerli bir tarih girin.",
  email: "E-posta biçimi geçersiz.",
  url: "Geçerli bir adres (https://…) girin.",
  pattern: "Biçimi geçersiz.",
  textMin: "En az {n} karakter olmalı.",
  textMax: "En fazla {n} karakter olabilir.",
  numberMin: "En az {n} olmalı.",
  numberAbove: "{n} sayısından büyük olmalı.",
  numberMax: "En fazla {n} olabilir.",
  numberBelow: "{n} sayısından küçük olmalı.",
  listMin: "En az {n} seçin.",
  listMax: "En fazla {n} seçin.",
};
