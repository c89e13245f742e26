// The member's data download (decision 080): the CSV's header row and the files' names.
export const myDataServer = {
  fileName: "verilerim",
  columns: { section: "Bölüm", record: "Kayıt", field: "Alan", value: "Değer" },
};
