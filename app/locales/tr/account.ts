// Turkish is the source; en/account.ts mirrors every key.
export const account = {
  placeholder: "",
};
