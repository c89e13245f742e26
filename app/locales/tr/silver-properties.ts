// The about page's "silver properties" copy (spec 000 §1: translated copy covers silver
// properties). Only the about page's loader reads it: it is not in the JavaScript pages load.
export const silverProperties = {
  title: "Gümüşün Özellikleri",
  paragraphs: [
    "Takılarımızda 925 ayar gümüş kullanıyoruz: binde 925'i saf gümüş, kalanı gümüşü sertleştiren bakırdır. Her parçada bu ayarı gösteren damga bulunur.",
    "Gümüş, havadaki kükürtle zamanla kararır. Bu bir kusur değil, gerçek gümüşün doğasıdır; yumuşak bir gümüş bezi ya da ılık su ve biraz sabunla ilk parlaklığına döner.",
    "Takınızı parfüm, krem ve havuz suyundan uzak tutun, hava almayan bir kesede saklayın. Doğal taşlı parçaları ultrasonik temizleyicide ve sert kimyasallarla temizlemeyin.",
    "Gümüş, nikel içermediği için hassas ciltlerde çoğunlukla alerji yapmaz ve ısıyı iyi ileterek tende kısa sürede ısınır.",
  ],
};
