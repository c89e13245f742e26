import { useRootData, useT } from "~/components/i18n";

/**
 * The WhatsApp link. The spec's floating button floats only where the screen leaves room beside
 * the page's column (wide screens): there it covers nothing. On narrower screens a floating
 * button always lies over something (a price, a total, the slider's arrows), so the link sits in
 * the header's icons instead. Both are drawn; the stylesheet shows one (no JavaScript needed).
 */
export function WhatsAppLink({ place }: { place: "floating" | "header" }) {
  const { whatsappNumber } = useRootData();
  const t = useT().common;
  if (!whatsappNumber) return null;
  const size = place === "floating" ? 26 : 20;
  return (
    <a
      className={place === "floating" ? "whatsapp" : "social whatsapp-header"}
      href={`https://wa.me/${whatsappNumber}`}
      rel="noopener noreferrer"
      target="_blank"
      aria-label={t.whatsapp}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3Z"
        />
      </svg>
    </a>
  );
}
