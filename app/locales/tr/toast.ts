// Messages shown once after a redirect (app/http/toast.server.ts carries only the key).
export const toast = {
  signedOut: "Başarıyla çıkış yapıldı!",
  // Spec 001 §8's 401: a page asked for with a session that has ended.
  unauthorized: "Yetkisiz erişim! Lütfen tekrar giriş yapın.",
  signedIn: "Hoş geldiniz!",
  registered: "Hesabınız oluşturuldu. Hoş geldiniz!",
  reviewAdded: "Değerlendirmeniz eklendi. Teşekkürler!",
  // The product page's review form (a second review replaces the first).
  reviewReplaced: "Değerlendirmeniz güncellendi.",
  contactSent: "Mesajınız alındı. En kısa sürede size dönüş yapacağız.",
  newsletterSubscribed: "E-bültenimize abone oldunuz. Teşekkürler!",
  backInStockRequested: "Teşekkürler! Ürün stoğa girince size bir kez e-posta göndereceğiz.",
  backInStockAlready: "Bu ürün şu anda stokta: hemen sepetinize ekleyebilirsiniz.",
  sellerRequestSent: "Başvurunuz alındı. İnceledikten sonra size e-posta ile dönüş yapacağız.",
  merchantSignedUp: "Satıcı hesabınız oluşturuldu. Lütfen giriş yapın.",
  // Account area
  profileSaved: "Bilgileriniz kaydedildi.",
  passwordChanged: "Şifreniz güncellendi. Diğer oturumlarınız kapatıldı.",
  addressAdded: "Adres eklendi.",
  addressSaved: "Adres güncellendi.",
  addressDeleted: "Adres silindi.",
  addressMadeDefault: "Varsayılan teslimat adresiniz güncellendi.",
  // Password reset by e-mail
  passwordReset: "Şifreniz sıfırlandı. Lütfen yeni şifrenizle giriş yapın.",
  // A heart tapped on a product the shop stopped listing after the page was drawn.
  favoriteGone: "Bu ürün artık satışta değil.",
  // Cart, checkout and orders
  cartAdded: "Ürün sepetinize eklendi.",
  cartRemoved: "Ürün sepetinizden çıkarıldı.",
  cartUpdated: "Sepetiniz güncellendi.",
  couponApplied: "Kupon uygulandı.",
  couponRemoved: "Kupon kaldırıldı.",
  couponGone: "Kupon artık geçerli değil ve sepetinizden kaldırıldı.",
  orderCancelled: "Sipariş iptal edildi.",
  orderItemCancelled: "Ürün siparişten çıkarıldı.",
  // Refusals: another change to the order won the race since its page was drawn.
  orderNotCancellable: "Sipariş bu arada işleme alındı; artık iptal edilemez.",
  orderStatusRaced: "Siparişin durumu bu arada değişti; güncel durumu görüp yeniden seçin.",
  orderStatusChanged: "Sipariş durumu güncellendi.",
  orderMarkedPaid: "Ödeme alındı olarak işaretlendi.",
  orderNotPayable: "Bu siparişin ödemesi zaten alınmış ya da sipariş iptal edilmiş.",
  historyReverted: "Değişiklik geri alındı.",
  historyChanged: "Geri alınamadı: bu alanlar o zamandan beri değişti. Güncel değerleri görün.",
  historyRefused: "Bu değişiklik buradan geri alınamaz.",
  historyMissing: "Değişiklik bulunamadı.",
  bulkUndone: "Toplu değişiklik geri alındı.",
  // A member closed their account (decision 080): signed out, on the home page.
  accountClosed:
    "Hesabınız kapatıldı. Son bir e-posta ile neyin silindiğini ve neyin saklandığını bildirdik.",
  // A member's own switch for commercial e-mail (/dashboard/my-data, issue [20] point 3).
  consentGiven: "Kampanya ve yenilik e-postalarına izin verdiniz. Teşekkürler!",
  consentRefused: "İzniniz geri alındı: size artık kampanya ve yenilik e-postası göndermeyeceğiz.",
};
