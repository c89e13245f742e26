// Tanıtım pop-up'ı (spec 001 §2 Pop-up): the page's texts, and its one-time messages under `toast`.
export const popup = {
  title: "Pop-Up",
  current: "Şu anki resim",
  noPicture: "Henüz resim yüklenmedi.",
  previewAlt: "Pop-up resmi",
  image: "Resim",
  imageHint: "JPEG, PNG ya da WebP. Seçmezseniz şu anki resim kalır.",
  url: "Bağlantı",
  urlHint:
    "Pop-up'a tıklayınca gidilecek sayfa: /shop gibi site içi bir yol ya da https:// ile başlayan bir adres.",
  status: "Aktif?",
  save: "Kaydet",
  visitorsNote:
    "Değişiklikten sonra pop-up'ı daha önce kapatmış ziyaretçilere de yeniden gösterilir.",
  errors: {
    url: "Bağlantı /shop gibi bir yol ya da https:// ile başlayan bir adres olmalı.",
    activeWithoutPicture: "Pop-up'ı açmak için önce bir resim yükleyin.",
    notAnImage: "Resim JPEG, PNG ya da WebP olmalı.",
    tooLarge: "Resim en çok 10 MB olabilir.",
    bodyTooLarge: "Gönderilen form çok büyük.",
    tooManyPixels: "Resim en çok 40 milyon piksel olabilir.",
    tooManyFiles: "Tek bir resim seçin.",
    unreadable: "Gönderilen form okunamadı. Lütfen yeniden deneyin.",
  },
  toast: {
    popupSaved: "Pop-Up Başarıyla Güncellendi",
    popupImageSaved: "Pop-Up Resimi Başarıyla Güncellendi",
  },
};
