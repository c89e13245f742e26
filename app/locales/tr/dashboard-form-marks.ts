// Every dashboard form: the line that explains the mark of a required field (issue [17] point 4).
export const formMarks = {
  legend: "Yıldızlı alanlar zorunludur.",
};
