// The product import's texts the server writes (issue [10] point 3): a row's or a file's
// mistakes, naming the column by its title in the file, and why an apply wrote nothing.
export const productImportServer = {
  // The import page's texts, sent with its data: not in every dashboard page's scripts.
  page: {
    title: "Ürünleri içe aktar (CSV)",
    intro:
      "Dışa aktarılan CSV'yi Excel'de düzenleyip buradan yükleyin. SKU'su olan satır o ürünü değiştirir; SKU'su boş satır yeni ürün ekler. Önce deneme yapılır, hiçbir şey değişmez.",
    csvLabel: "CSV dosyası",
    csvHint: "UTF-8 ya da Windows-1254; ; ya da , ile ayrılmış. En fazla 2 MB, 2.000 satır.",
    zipLabel: "Resimler (ZIP, isteğe bağlı)",
    zipHint:
      "Resimler sütunu ZIP'teki dosyaları adlarıyla anar: yeni üründe ilk resim kapak olur, var olan ürünün galerisine eklenir.",
    dryRun: "Dene",
    apply: "Uygula",
    applyHint: "Aşağıdaki değişikliklerin hepsi birlikte yapılır ya da hiçbiri yapılmaz.",
    summary:
      "{rows} satır: {created} yeni, {changed} değişecek, {unchanged} aynı, {errors} hatalı.",
    report: "Deneme sonucu",
    line: "Satır",
    sku: "SKU",
    name: "Ürün",
    status: "Durum",
    what: "Ayrıntı",
    newSku: "yeni: {sku}",
    statuses: {
      created: "Eklenecek",
      changed: "Değişecek",
      unchanged: "Aynı",
      error: "Hatalı",
    },
  },
  nothingToApply: "Uygulanacak değişiklik yok.",
  fixFirst:
    "Hatalı satırlar düzeltilmeden içe aktarma yapılamaz. Dosyayı düzeltip yeniden deneyiniz.",
  changedMeanwhile:
    "Deneme yapıldıktan sonra katalog değişti; aşağıdaki yeni sonuca bakıp yeniden uygulayınız.",
  errors: {
    noFile: "Bir CSV dosyası seçiniz.",
    fileTooLarge: "CSV dosyası en fazla 2 MB olabilir.",
    tooManyRows: "Bir dosyada en fazla 2.000 ürün satırı olabilir.",
    emptyFile: "Dosyada ürün satırı yok.",
    unreadableCsv: "CSV okunamadı (satır {line}): tırnak ya da sütun sayısı hatalı.",
    unknownColumn: "Bilinmeyen sütun: {column}.",
    duplicateColumn: "Sütun iki kez var: {column}.",
    noSkuColumn: "Dosyanın ilk satırında sütun başlıkları (SKU, Ad, ...) olmalı.",
    zipUnreadable: "ZIP dosyası okunamadı.",
    zipTooLarge: "ZIP açıldığında en fazla 100 MB olabilir.",
    zipTooManyEntries: "ZIP'te en fazla 500 dosya olabilir.",
    bodyTooLarge: "Bir gönderim en fazla 25 MB olabilir.",
    unreadable: "Form okunamadı; sayfayı yenileyip yeniden deneyiniz.",
    // A row's mistakes, each naming its column.
    skuOfOtherShop: "{column}: bu SKU başka bir mağazanın ürünü.",
    skuTwice: "{column}: bu SKU dosyada birden fazla satırda var.",
    brandNotYours: "{column}: bu marka sizin değil.",
    unknownChoice: "{column}: “{value}” bulunamadı.",
    notYesNo: "{column}: Evet ya da Hayır yazınız.",
    pictureMissing: "{column}: “{value}” ZIP'te yok.",
    picturesNeeded: "{column}: yeni ürüne bir kapak ve en az bir galeri resmi gerekir.",
    picture: "{column}: “{value}”: {reason}",
  },
};
