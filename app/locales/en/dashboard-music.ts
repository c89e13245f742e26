import type { music as tr } from "../tr/dashboard-music";

// The music page (issue [12], /takilarintinisi): its form under the settings, and its one-time message.
export const music: typeof tr = {
  title: "Music Page",
  link: "Music page (The Sound of Our Jewellery)",
  back: "Back to the settings",
  intro: "The sound that plays on the shop's music page, and the page's title.",
  view: "View the page",
  titleTr: "Title (Turkish)",
  titleEn: "Title (English)",
  titleHint: "Left empty: “{fallback}”.",
  current: "Playing now",
  own: "The shop's own music",
  uploaded: "An uploaded sound file",
  file: "New sound file",
  fileHint: "MP3, OGG, M4A (AAC) or WAV, at most 8 MB. Leave empty to keep the current music.",
  useOwn: "Use the shop's own music",
  useOwnHint: "The shop's own music plays instead of the uploaded file.",
  save: "Save",
  errors: {
    notAudio: "The sound file must be an MP3, OGG, M4A (AAC) or WAV.",
    tooLarge: "A sound file may be at most 8 MB.",
    bodyTooLarge: "The form sent is too large.",
    tooManyFiles: "Choose a single sound file.",
    unreadable: "The form could not be read. Please try again.",
    titleTooLong: "A title may be at most 120 characters.",
    missing: "No settings yet: save the form on the Settings page first.",
  },
  toast: {
    musicSaved: "Music Page Updated Successfully",
  },
};
