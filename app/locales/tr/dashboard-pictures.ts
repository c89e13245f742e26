// The product pictures page (spec 001 §3, §7; DESIGN.md §9 Pictures, Ordering).
export const dashboardPictures = {
  pictures: {
    title: "Ürün Görselleri",
    cover: "Kapak görseli",
    gallery: "Galeri",
    noCover: "Kapak görseli yok.",
    noGallery: "Galeride görsel yok.",
    uploadCover: "Kapak görseli yükle",
    uploadGallery: "Galeriye görsel ekle",
    uploadHint:
      "JPEG, PNG veya WebP; görsel başına en fazla 10 MB, bir seferde en fazla 10 görsel.",
    upload: "Yükle",
    remove: "Kaldır",
    moveUp: "Yukarı taşı",
    moveDown: "Aşağı taşı",
    makeCover: "Kapak yap",
    pictureN: "{n}. görsel",
    alt: "Alternatif metin (Türkçe)",
    altEn: "Alternatif metin (İngilizce)",
    altHint: "Boş bırakılırsa ürün adı kullanılır.",
    altTitle: "Alternatif metinler",
    saveAlts: "Alternatif metinleri kaydet",
    dragHandle: "{n}. görseli sürükle",
    dragHint:
      "Sıralamak için görseli sürükleyin ya da tutamağa odaklanıp boşluk tuşuyla tutun, ok tuşlarıyla taşıyın ve boşlukla bırakın.",
    announce: {
      picked: "{n}. görsel tutuldu.",
      over: "Görsel {n}. sırada.",
      dropped: "Görsel {n}. sıraya bırakıldı.",
      cancelled: "Taşıma iptal edildi.",
    },
    orderSaved: "Sıralama kaydedildi.",
    orderFailed: "Sıralama kaydedilemedi. Sayfayı yenileyip tekrar deneyin.",
    refused: {
      tooLarge: "Bir görsel en fazla 10 MB olabilir.",
      bodyTooLarge: "Bir seferde en fazla 25 MB yüklenebilir.",
      tooManyPixels: "Görsel çok büyük: en fazla 40 milyon piksel olabilir.",
      notAnImage:
        "Yalnızca JPEG, PNG veya WebP görseller kabul edilir (SVG dahil diğerleri değil).",
      tooManyFiles: "Bir seferde en fazla 10 görsel yükleyebilirsiniz.",
      noFile: "Lütfen bir görsel seçin.",
      unreadable: "Yükleme okunamadı. Lütfen tekrar deneyin.",
      altTooLong: "Alternatif metin en fazla 300 karakter olabilir.",
      invalid: "Bu görsel artık bu ürünün değil. Sayfayı yenileyin.",
    },
  },
};

/** What the pictures page says after a change, as the dashboard's one-time message (toast). */
export const pictureToasts = {
  picturesUploaded: "Görseller yüklendi.",
  pictureRemoved: "Görsel kaldırıldı.",
  picturesMoved: "Sıralama kaydedildi.",
  coverChanged: "Kapak görseli değiştirildi.",
  altsSaved: "Alternatif metinler kaydedildi.",
};
