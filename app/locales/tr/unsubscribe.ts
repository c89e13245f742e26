// The unsubscribe page (/unsubscribe, issue [20] point 3): the link in every campaign e-mail.
// Turkish is the source; en/unsubscribe.ts mirrors every key. Handed over by the page's loader.
export const unsubscribe = {
  refusedTitle: "Aboneliğiniz sonlandırıldı",
  refusedText:
    "{address} adresine artık kampanya ve yenilik e-postası göndermeyeceğiz. Sipariş, kargo ve iade e-postalarınız gelmeye devam eder.",
  mistake: "Yanlışlıkla mı tıkladınız?",
  resubscribe: "Yeniden abone ol",
  subscribedTitle: "Yeniden abone oldunuz",
  subscribedText:
    "{address} adresine kampanya ve yeniliklerimizi yeniden göndereceğiz. Teşekkürler! İzninizi her e-postadaki bağlantıdan istediğiniz an geri alabilirsiniz.",
  unsubscribeAgain: "Aboneliğimi sonlandır",
  invalidTitle: "Bağlantı geçersiz",
  invalidText:
    "Bu abonelikten çıkma bağlantısı eksik ya da bozuk; hiçbir şey değiştirilmedi. Bağlantıyı e-postadan eksiksiz açmayı deneyin.",
  invalidHelp: "Üyeyseniz izninizi {myData} sayfasından yönetebilir, yardım için {contact}.",
  invalidMyData: "Verilerim",
  invalidContact: "bize yazabilirsiniz",
  backHome: "Ana sayfaya dön",
};
