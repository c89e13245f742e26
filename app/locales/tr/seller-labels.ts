// Who sells (issue [20] point 1): the labels of the seller's identity, written out on the server
// for the footer, the contact page, the legal texts, the order documents and the mails.
export const sellerLabels = {
  legalName: "Unvan",
  mersisNumber: "MERSİS No",
  tax: "Vergi dairesi / no",
  registeredAddress: "Merkez adresi",
  kepAddress: "KEP adresi",
  chamber: "Bağlı olduğu meslek odası",
  etbisNumber: "ETBİS kayıt no",
  heading: "Satıcı bilgileri",
};
