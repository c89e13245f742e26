import type { dashboardPictures as tr, pictureToasts as trToasts } from "../tr/dashboard-pictures";

export const dashboardPictures: typeof tr = {
  pictures: {
    title: "Product pictures",
    cover: "Cover picture",
    gallery: "Gallery",
    noCover: "No cover picture.",
    noGallery: "No pictures in the gallery.",
    uploadCover: "Upload a cover picture",
    uploadGallery: "Add pictures to the gallery",
    uploadHint: "JPEG, PNG or WebP; at most 10 MB a picture, at most 10 pictures at a time.",
    upload: "Upload",
    remove: "Remove",
    moveUp: "Move up",
    moveDown: "Move down",
    makeCover: "Make cover",
    pictureN: "Picture {n}",
    alt: "Alt text (Turkish)",
    altEn: "Alt text (English)",
    altHint: "Left empty, the product's name is used.",
    altTitle: "Alt texts",
    saveAlts: "Save alt texts",
    dragHandle: "Drag picture {n}",
    dragHint:
      "Drag a picture to reorder, or focus its handle, pick it up with space, move it with the arrow keys and drop it with space.",
    announce: {
      picked: "Picked up picture {n}.",
      over: "Picture over place {n}.",
      dropped: "Picture dropped at place {n}.",
      cancelled: "Move cancelled.",
    },
    orderSaved: "Order saved.",
    orderFailed: "The order could not be saved. Reload the page and try again.",
    refused: {
      tooLarge: "A picture may be at most 10 MB.",
      bodyTooLarge: "At most 25 MB can be uploaded at a time.",
      tooManyPixels: "The picture is too large: at most 40 million pixels.",
      notAnImage: "Only JPEG, PNG or WebP pictures are accepted (not SVG or anything else).",
      tooManyFiles: "You can upload at most 10 pictures at a time.",
      noFile: "Please choose a picture.",
      unreadable: "The upload could not be read. Please try again.",
      altTooLong: "An alt text may be at most 300 characters.",
      invalid: "This picture no longer belongs to this product. Reload the page.",
    },
  },
};

export const pictureToasts: typeof trToasts = {
  picturesUploaded: "Pictures uploaded.",
  pictureRemoved: "Picture removed.",
  picturesMoved: "Order saved.",
  coverChanged: "Cover picture changed.",
  altsSaved: "Alt texts saved.",
};
