// Turkish is the source; en/mail.ts mirrors every key.
export const mail = {
  placeholder: "",
};
