import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, type RefObject } from "react";

/**
 * The tiptap editor laid over a rich-text field's textarea (rich-text.tsx loads this module only
 * when a page shows such a field, after it hydrates). It starts from the textarea's HTML and
 * writes its HTML back into the textarea on every change, so the form posts what is shown. Only
 * what the server's sanitiser keeps is offered: paragraphs, bold, italic, headings 2 and 3,
 * lists, links and quotes.
 */
export interface RichTextTexts {
  toolbar: string;
  bold: string;
  italic: string;
  heading2: string;
  heading3: string;
  bulletList: string;
  orderedList: string;
  link: string;
  linkPrompt: string;
  quote: string;
}

export function RichTextEditor({
  textarea,
  labelledBy,
  describedBy,
  texts,
  invalid,
  onReady,
}: {
  textarea: RefObject<HTMLTextAreaElement | null>;
  labelledBy: string;
  describedBy?: string;
  texts: RichTextTexts;
  invalid?: boolean;
  /** For tests and callers that drive the editor. */
  onReady?: (editor: Editor) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["http", "https", "mailto"],
          defaultProtocol: "https",
        },
      }),
    ],
    content: textarea.current?.value ?? "",
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: "rich-text-content prose",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      if (textarea.current) textarea.current.value = e.isEmpty ? "" : e.getHTML();
    },
  });

  useEffect(() => {
    if (editor) onReady?.(editor);
  }, [editor, onReady]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const link = () => {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(texts.linkPrompt, current);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const buttons: { label: string; text: string; active: boolean; run: () => void }[] = [
    {
      label: texts.bold,
      text: "B",
      active: editor.isActive("bold"),
      run: () => chain().toggleBold().run(),
    },
    {
      label: texts.italic,
      text: "I",
      active: editor.isActive("italic"),
      run: () => chain().toggleItalic().run(),
    },
    {
      label: texts.heading2,
      text: "H2",
      active: editor.isActive("heading", { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: texts.heading3,
      text: "H3",
      active: editor.isActive("heading", { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: texts.bulletList,
      text: "•",
      active: editor.isActive("bulletList"),
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: texts.orderedList,
      text: "1.",
      active: editor.isActive("orderedList"),
      run: () => chain().toggleOrderedList().run(),
    },
    { label: texts.link, text: "URL", active: editor.isActive("link"), run: link },
    {
      label: texts.quote,
      text: "❝",
      active: editor.isActive("blockquote"),
      run: () => chain().toggleBlockquote().run(),
    },
  ];
  return (
    <div className={`rich-text-editor${invalid ? " has-error" : ""}`}>
      <div className="rich-text-toolbar" role="toolbar" aria-label={texts.toolbar}>
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            className="rich-text-button"
            aria-label={b.label}
            title={b.label}
            aria-pressed={b.active}
            // The text keeps the focus and its selection while a button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={b.run}
          >
            <span aria-hidden="true">{b.text}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
