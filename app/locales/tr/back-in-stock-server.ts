// 'Stoğa girince haber ver' (decision 036): the form is drawn on the server into the product
// page's data, so its texts stay out of the page's JavaScript (app/locales/server.ts).
export const backInStockServer = {
  title: "Stoğa girince haber ver",
  intro:
    "Bu ürün tükendi. E-posta adresinizi bırakın, yeniden stoğa girdiğinde size bir kez yazalım.",
  introMember: "Bu ürün tükendi. Yeniden stoğa girdiğinde {email} adresine bir kez yazalım.",
  email: "E-posta adresiniz",
  button: "Stoğa girince haber ver",
  back: "Ürüne dön",
};
