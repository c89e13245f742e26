import { returnDeskMail } from "./return-desk-mail";
// E-mails (app/services/mail-templates.server.ts). Turkish is the source; en/mail.ts mirrors every key.
export const mail = {
  greeting: "Merhaba {name},",
  greetingNoName: "Merhaba,",
  // The signature when Settings name no shop; otherwise the shop's name.
  signature: "Mağaza ekibi",
  linkHint: "Düğme çalışmazsa bu bağlantıyı tarayıcınıza yapıştırın:",
  resetSubject: "Şifre sıfırlama bağlantınız",
  resetIntro:
    "Hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın.",
  resetButton: "Şifremi sıfırla",
  resetExpiry: "Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.",
  resetIgnore: "Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecek.",
  welcomeSubject: "Hesabınız hazır: {shop}",
  welcomeIntro:
    "Hesabınız oluşturuldu. Doğal taş ve gümüş takılarımızı keşfetmeye hemen başlayabilirsiniz.",
  welcomeButton: "Mağazaya git",
  welcomeAccount: "Siparişlerinizi, adreslerinizi ve favorilerinizi hesabınızdan yönetebilirsiniz.",
  inviteSubject: "Satıcı hesabınızı oluşturun",
  inviteIntro:
    "{shop} satış başvurunuzu onayladı. Satıcı hesabınızı oluşturmak için aşağıdaki bağlantıyı kullanın.",
  inviteButton: "Kaydı tamamla",
  inviteNote: "Bu bağlantı size özeldir; kaydınızı {email} adresiyle tamamlayın.",
  // Order confirmation (checkout): sent once per order, in the order's language.
  orderSubject: "Siparişiniz alındı (No: {number})",
  orderIntroTransfer:
    "Siparişiniz için teşekkür ederiz. Ödemeniz hesabımıza ulaştığında siparişinizi hazırlamaya başlayacağız.",
  orderIntroCard:
    "Siparişiniz için teşekkür ederiz. Ödemeniz alındı; siparişinizi hazırlamaya başlıyoruz.",
  orderNumber: "Sipariş numarası: {number}",
  orderLine: "{quantity} × {name}",
  orderDiscount: "İndirim",
  orderTax: "KDV (%{rate}, dahil)",
  orderTotal: "Toplam (KDV dahil)",
  orderPayment: "Ödeme: {payment}",
  paymentTransfer: "Havale / EFT",
  paymentCard: "Banka / Kredi Kartı",
  orderDeliverTo: "Teslimat adresi: {address}",
  orderTransferNote:
    "Lütfen {total} tutarını aşağıdaki hesaplardan birine gönderin ve havale açıklamasına sipariş numaranızı ({number}) yazın. Hesap sahibi: {holder}.",
  orderAccount: "{bank} ({currency}): {iban}",
  orderButton: "Siparişi görüntüle",
  orderGuestNote: "Bu bağlantı size özeldir: siparişinizi üye olmadan buradan takip edebilirsiniz.",
  orderMemberNote: "Siparişinizi hesabınızdaki Siparişler sayfasından da takip edebilirsiniz.",
  // After the order: the admin changed its status or marked its transfer arrived. In the order's language.
  statusSubject: "Siparişiniz: {status} (No: {number})",
  statusIntro: "{number} numaralı siparişinizin durumu güncellendi: {status}.",
  statusNext: {
    "Not Processed": "Siparişiniz sırada; hazırlamaya başladığımızda size yeniden yazacağız.",
    Processing: "Siparişinizi hazırlıyoruz.",
    Shipped: "Siparişiniz kargoya verildi; birkaç gün içinde elinizde olacak.",
    Delivered: "Siparişiniz teslim edildi. Bizi tercih ettiğiniz için teşekkür ederiz.",
    Canceled:
      "Siparişiniz iptal edildi. Kartla ödediyseniz tutar kartınıza iade edilir; bankanıza göre hesabınıza geçmesi birkaç gün sürebilir.",
  },
  // A parcel's carrier, number and link (issue [18]): in the shipped mail, and when part of an
  // order leaves before the rest.
  parcelLine: "{carrier}, takip no: {number}. Kargonu takip et: {link}",
  parcelLineNoLink: "{carrier}, takip no: {number}.",
  parcelSubject: "Siparişinizin bir kısmı kargoya verildi (No: {number})",
  parcelIntro: "{number} numaralı siparişinizin şu ürünleri kargoya verildi: {lines}.",
  paidSubject: "Ödemeniz alındı (No: {number})",
  paidIntro:
    "{number} numaralı siparişiniz için gönderdiğiniz {total} tutarındaki havale hesabımıza ulaştı. Siparişinizi hazırlamaya başlıyoruz.",
  guestFollowNote: "Siparişinizi onay e-postanızdaki size özel bağlantıdan takip edebilirsiniz.",
  shopButton: "Mağazaya git",
  // Stock alerts (decision 036): the staff's low-stock mail and the shopper's back-in-stock mail.
  lowStockSubject: "Stok azaldı: {name} ({sku})",
  lowStockIntro: "{name} ({sku}) ürününün stoğu {quantity} adede indi; az stok eşiği {threshold}.",
  lowStockSoldOut: "{name} ({sku}) ürünü tükendi; az stok eşiği {threshold}.",
  lowStockButton: "Ürünü düzenle",
  lowStockNote:
    "Stok eşiğin üstüne çıkıp yeniden inene kadar bu ürün için başka uyarı gönderilmez.",
  backInStockSubject: "{name} yeniden stokta",
  backInStockIntro: "Haber vermemizi istediğiniz {name} yeniden stokta. Stoklar sınırlı olabilir.",
  backInStockButton: "Ürünü görüntüle",
  backInStockNote: "Bu e-postayı bir kez gönderiyoruz; isteğiniz böylece tamamlandı.",
  // The shop's own news of its orders (issue [18] point 5): to the order address and merchants.
  shopNewOrderSubject: "Yeni sipariş (No: {number})",
  shopNewOrderIntro: "{number} numaralı yeni bir sipariş geldi ({payment}).",
  shopNewOrderMerchantIntro:
    "{number} numaralı siparişte ürünleriniz var. Aşağıda yalnızca sizin satırlarınız yer alıyor.",
  shopCustomer: "Müşteri: {name}",
  shopPaymentReceivedSubject: "Ödeme alındı (No: {number})",
  shopPaymentReceivedIntro:
    "{number} numaralı siparişin {total} tutarındaki ödemesi alındı ({payment}).",
  shopCancellationSubject: "Sipariş iptal edildi (No: {number})",
  shopCancellationIntro: "{number} numaralı sipariş iptal edildi.",
  shopRefundFailedSubject: "İade yapılamadı (No: {number})",
  shopRefundFailedIntro:
    "{number} numaralı siparişin {amount} tutarındaki iadesi ödeme sağlayıcısına iletilemedi: {reason}",
  shopRefundFailedNote: "İadeyi sipariş sayfasından yeniden deneyebilir ya da elle yapabilirsiniz.",
  shopOrderButton: "Siparişi aç",
  shopNoticeNote: "Bu bildirimleri Ayarlar > Sipariş bildirimleri bölümünden seçebilirsiniz.",
  shopMerchantNote:
    "Satırlarınızı satıcı panelinizdeki siparişler sayfasından takip edebilirsiniz.",
  // The return desk's steps (issue [19] point 2).
  returnDesk: returnDeskMail,
  // The last mail to a closed account (decision 080), to the address before it goes.
  accountClosedSubject: "Hesabınız kapatıldı: {shop}",
  accountClosedIntro:
    "İsteğiniz üzerine hesabınızı kapattık. Adresleriniz, favorileriniz, sepetiniz ve oturumlarınız silindi, kampanya e-postalarına izniniz geri alındı; değerlendirmeleriniz adınız olmadan yayında kalır.",
  accountClosedOrders:
    "Siparişlerinizin kayıtları, vergi ve ticaret mevzuatının saklama süreleri boyunca adınız ve iletişim bilgileriniz çıkarılarak tutulur; sözleşme ve fatura belgeleri kanunun istediği gibi saklanır.",
  accountClosedButton: "Mağazaya git",
  accountClosedNote:
    "Bu isteği siz yapmadıysanız, lütfen bu e-postayı yanıtlayarak ya da iletişim formundan bize hemen yazın.",
  // A newsletter's foot (issue [20] point 3): its signed one-click unsubscribe link.
  unsubscribeLine: "Bu e-postaları almak istemiyorsanız: {link}",
  unsubscribeLabel: "Bu e-postaları almak istemiyorsanız:",
};
