// A file the form's limits refuse (app/lib/upload-limits.ts): which file, its size and which limit.
export const uploads = {
  picture: "bir resim",
  file: "bir dosya",
  fileBytes: "«{name}» {size}: {thing} en fazla {max} olabilir.",
  files: "«{name}» alınmadı: bir seferde en fazla {max} dosya gönderilebilir.",
  totalBytes: "«{name}» alınmadı: bir seferde gönderilen dosyalar toplam en fazla {max} olabilir.",
  body: "«{name}» gönderilirken gönderim {max} sınırını aştı; daha az ya da daha küçük dosya seçin.",
  unnamed: "adsız dosya",
};
