import type { popup as tr } from "../tr/dashboard-popup";

// The promotional pop-up (spec 001 §2 Pop-up): the page's texts, and its one-time messages under `toast`.
export const popup: typeof tr = {
  title: "Pop-Up",
  current: "Current picture",
  noPicture: "No picture uploaded yet.",
  previewAlt: "Pop-up picture",
  image: "Picture",
  imageHint: "JPEG, PNG or WebP. Leave empty to keep the current picture.",
  url: "Link",
  urlHint:
    "Where a click on the pop-up leads: a path on the site such as /shop, or an https:// address.",
  status: "Active?",
  save: "Save",
  visitorsNote: "After a change the pop-up is shown again to visitors who closed it before.",
  errors: {
    url: "The link must be a path such as /shop or an address starting with https://.",
    activeWithoutPicture: "Upload a picture before turning the pop-up on.",
    notAnImage: "The picture must be a JPEG, PNG or WebP.",
    tooLarge: "A picture may be at most 10 MB.",
    bodyTooLarge: "The form sent is too large.",
    tooManyPixels: "A picture may have at most 40 million pixels.",
    tooManyFiles: "Choose a single picture.",
    unreadable: "The form could not be read. Please try again.",
  },
  toast: {
    popupSaved: "Pop-Up Updated Successfully",
    popupImageSaved: "Pop-Up Picture Updated Successfully",
  },
};
