import type { content as source } from "../tr/content";

export const content: typeof source = {
  aboutBreadcrumb: "about us",
  aboutTitle: "About Us",
  aboutDescription: "The workshop and the people behind our natural-stone and silver jewellery.",
  storyBreadcrumb: "Leyla Aksoy",
  storyTitle: "Our Story",
  storyDescription: "Our story, which began with a turquoise ring.",
  textEmpty: "The text of this page has not been added yet.",
  blogTitle: "Blog",
  blogBreadcrumb: "blog",
  blogDescription: "Notes on natural stones, silver care and the stories behind our jewellery.",
  blogEmpty: "No blog posts found.",
  readMore: "Read More",
  readMoreSuffix: ": {title}",
  publishedOn: "Published",
  otherPosts: "OTHER BLOG POSTS",
  infoTitle: "Information",
  // Not 'information': a link named only that says nothing (Lighthouse's link-text audit).
  infoBreadcrumb: "legal information",
  infoIntro: "Contracts and notices about your purchase.",
  turkishOnly: "This document is available in Turkish only.",
  // The about page's three pictures (spec 000 §2), described for those who cannot see them
  aboutPictureBench: "Natural stones waiting to be chosen at our bench",
  aboutPictureSilver: "A hand-polished 925 sterling silver amethyst necklace",
  aboutPictureBox: "An order box ready to leave with its care card",
  music: {
    title: "The Sound of Our Jewellery",
    description: "Our workshop's music: a soft tune that plays while our jewellery is made.",
    pause: "Pause the music",
    play: "Play the music",
    playing: "The music is playing.",
    paused: "The music is paused.",
    waiting: "Your browser is waiting for a tap to start the music.",
    noAudio: "Your browser cannot play this sound. You can download the file:",
    download: "download the music",
  },
};
