// A status change with its confirmation (/dashboard/orders/{id}/status) and the ship form
// (/dashboard/orders/{id}/ship): issue [18] points 2 and 4, docs/decisions/076.
export const orderStatus = {
  title: "Sipariş durumunu değiştir",
  heading: "Sipariş #{number}: durum",
  current: "Şu anki durum",
  choose: "Yeni durum",
  show: "Ne olacağını göster",
  change: "Değişiklik",
  whatHappens: "Onaylarsanız:",
  same: "Sipariş zaten bu durumda; hiçbir şey değişmez, e-posta gitmez.",
  mail: "Müşteriye ({email}) siparişin dilinde ({language}) durum e-postası gider.",
  mailNone: "Siparişte müşterinin e-posta adresi yok; e-posta gitmez.",
  languages: { tr: "Türkçe", en: "İngilizce" },
  stockBack: "Ürünlerin stoğu rafa geri döner ({n} satır).",
  cardRefunds: "Kartla ödendiği için {n} satırın tutarı iyzico üzerinden karta iade edilir.",
  transferRefund:
    "Havale ile ödenmiş bir sipariş: parayı müşteriye sizin iade etmeniz gerekir; mağaza bunu yapmaz.",
  shippedNoParcel:
    "Kargo ve takip numarası girilmeden kargoya verildi sayılır; e-postada takip bağlantısı olmaz.",
  risks: {
    unpaidShipping:
      "Bu havale siparişinin ödemesi henüz gelmedi: ödemesi alınmamış bir siparişi kargoya vermek üzeresiniz.",
    backFromDelivered:
      "Sipariş teslim edildi olarak işaretli. Geri almak müşteriye yeni bir e-posta gönderir.",
  },
  secondConfirm: "Bu değişiklik ikinci bir onay ve gerekçe ister.",
  reason: "Gerekçe",
  reasonHint: "Yalnızca personel görür; siparişin notlarına değişiklikle birlikte yazılır.",
  reasonRequired: "Bu değişikliğin gerekçesini yazın.",
  confirm: "Onayla ve değiştir",
  confirmRisky: "Gerekçeyle onayla ve değiştir",
  back: "Siparişe dön",
  cancelledFinal:
    "Bu sipariş iptal edildi ve yeniden açılamaz: stoğu rafa döndü, kartla ödendiyse tutarı iade edildi. Aynı ürünler için müşterinin yeni bir sipariş vermesi gerekir.",
  incomplete: "Bu siparişin ödemesi tamamlanmadı; durumu değiştirilemez.",
  missing: "Sipariş bulunamadı.",
};

export const shipping = {
  title: "Kargoya ver",
  heading: "Sipariş #{number}: kargoya ver",
  lines: "Kargodaki ürünler",
  linesHint: "Gönderilmemiş ürünlerin hepsi seçili gelir; ayrı kargoya gidecekleri çıkarın.",
  merchantLines: "Yalnızca mağazanıza ait, henüz gönderilmemiş ürünler listelenir.",
  carrier: "Kargo firması",
  carrierChoose: "Seçin",
  other: "Diğer",
  carrierName: "Kargo firmasının adı",
  trackingUrl: "Takip adresi",
  otherHint:
    'Yalnızca "Diğer" için. Takip adresi https ile başlar; takip numarasının geleceği yere {number} yazın, yazmazsanız numara adresin sonuna eklenir.',
  trackingNumber: "Takip numarası",
  reason: "Gerekçe",
  unpaidWarning:
    "Bu havale siparişinin ödemesi henüz gelmedi. Yine de kargoya vermek için gerekçe yazın (yalnızca personel görür).",
  submit: "Kargoya ver",
  mailAll:
    'Son ürünler de kargoya verilince sipariş "Kargoya Verildi" olur ve müşteriye takip bağlantılı e-posta gider.',
  mailPart:
    "Ürünlerin bir kısmı gönderilirse müşteriye hangi ürünlerin yola çıktığı takip bağlantısıyla yazılır.",
  parcels: "Kargolar",
  allShipped: "Bu siparişin gönderilecek ürünü kalmadı.",
  cancelled: "Bu sipariş iptal edildi; kargoya verilemez.",
  incomplete: "Bu siparişin ödemesi tamamlanmadı; kargoya verilemez.",
  unpaid:
    "Ödemesi alınmadan siparişi kargoya veremezsiniz; ödeme gelince burada gönderebilirsiniz.",
  linesTaken:
    "Seçtiğiniz ürünlerden biri bu arada gönderildi ya da iptal edildi; listeye yeniden bakın.",
  status: "Durumu değiştir",
  errors: {
    carrier: "Listeden bir kargo firması seçin.",
    carrierName: '"Diğer" için kargo firmasının adını yazın (en çok 80 karakter).',
    trackingUrl: '"Diğer" için https:// ile başlayan bir takip adresi yazın (en çok 500 karakter).',
    trackingNumber:
      "Takip numarasını yazın: 4–50 harf ve rakam (arada boşluk, nokta, tire veya eğik çizgi olabilir).",
    itemIds: "Kargoya verilecek en az bir ürün seçin.",
    reason: "Gerekçeyi yazın (en çok 2000 karakter).",
  },
  toast: {
    shipped: "Kargoya verildi; müşteriye takip bağlantısıyla e-posta gitti.",
    shippedPart: "Seçilen ürünler kargoya verildi; müşteriye yazıldı.",
  },
};
