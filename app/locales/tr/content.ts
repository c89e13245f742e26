// Content pages: about, story, blog, info. Turkish is the source: every key must exist in ../en/content.ts.
export const content = {
  aboutBreadcrumb: "hakkımızda",
  aboutTitle: "Hakkımızda",
  aboutDescription: "Doğal taş ve gümüş takılarımızın arkasındaki atölye ve insanlar.",
  // Spec 000 §2: the story page's breadcrumb is its founder's name.
  storyBreadcrumb: "Leyla Aksoy",
  storyTitle: "Hikayemiz",
  storyDescription: "Bir turkuaz yüzükle başlayan hikayemiz.",
  textEmpty: "Bu sayfanın metni henüz eklenmedi.",
  blogTitle: "Blog",
  blogBreadcrumb: "blog",
  blogDescription: "Doğal taşlar, gümüş bakımı ve takılarımızın hikayeleri üzerine yazılar.",
  blogEmpty: "Blog yazısı bulunamadı.",
  // Spec 001 §8: a blog post's address that leads nowhere.
  blogMissing: "Blog Bulunmadı",
  readMore: "Tümünü Oku",
  // Said after 'Tümünü Oku' to screen readers and search engines, not shown.
  readMoreSuffix: ": {title}",
  publishedOn: "Yayın tarihi",
  otherPosts: "DİĞER BLOG YAZILARI",
  infoTitle: "Bilgi",
  infoBreadcrumb: "yasal bilgiler",
  infoIntro: "Alışverişinizle ilgili sözleşme ve bilgilendirme metinleri.",
  turkishOnly: "Bu belge yalnızca Türkçe olarak sunulmaktadır.",
  // The about page's three pictures (spec 000 §2), described for those who cannot see them
  aboutPictureBench: "Tezgâhımızda seçilmeyi bekleyen doğal taşlar",
  aboutPictureSilver: "Elde parlatılmış 925 ayar gümüş ametist kolye",
  aboutPictureBox: "Bakım kartıyla yola çıkmaya hazır sipariş kutusu",
  // The music page (/takilarintinisi, issue [12]): its title when the admin gave none, its player.
  music: {
    title: "Takıların Tınısı",
    description: "Atölyemizin müziği: takılarımız yapılırken çalan yumuşak bir ezgi.",
    pause: "Müziği duraklat",
    play: "Müziği çal",
    playing: "Müzik çalıyor.",
    paused: "Müzik duraklatıldı.",
    waiting: "Tarayıcınız müziği başlatmak için bir dokunuşunuzu bekliyor.",
    noAudio: "Tarayıcınız bu sesi çalamıyor. Dosyayı indirebilirsiniz:",
    download: "müziği indir",
  },
};
