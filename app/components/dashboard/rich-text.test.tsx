// @vitest-environment jsdom
import type { Editor } from "@tiptap/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dashboardMessages } from "~/locales/dashboard";
import { RichTextField } from "./rich-text";

const texts = dashboardMessages.tr.blogs.editor;

afterEach(cleanup);

// The field loads the editor (tiptap) on its first render; in vitest that load is a transform
// of seconds on a loaded machine, past Testing Library's 1 s wait. Loaded once here, in a hook's
// time, the field's own import finds it ready.
beforeAll(() => import("./rich-text-editor"));

/** The field inside a form, as the blog pages show it; answers the editor once it is up. */
async function shown(defaultValue: string) {
  let editor: Editor | null = null;
  const { container } = render(
    <form>
      <RichTextField
        id="body"
        name="body"
        label="İçerik"
        defaultValue={defaultValue}
        texts={texts}
        onEditor={(e) => {
          editor = e;
        }}
      />
    </form>,
  );
  const textarea = container.querySelector("textarea")!;
  await screen.findByRole("toolbar", { name: texts.toolbar });
  await waitFor(() => expect(editor).not.toBeNull());
  return { textarea, form: container.querySelector("form")!, editor: editor! as Editor };
}

const posted = (form: HTMLFormElement) => new FormData(form).get("body");

describe("RichTextField", () => {
  it("starts from the textarea's HTML, which stays in the form, hidden behind the editor", async () => {
    const { textarea, form } = await shown("<p>Merhaba <em>dünya</em></p>");
    expect(textarea.hidden).toBe(true);
    expect(posted(form)).toBe("<p>Merhaba <em>dünya</em></p>");
    const box = screen.getByRole("textbox", { name: "İçerik" });
    expect(box.innerHTML).toContain("<em>dünya</em>");
    // The toolbar's buttons are named in the page's language.
    for (const label of [texts.bold, texts.italic, texts.heading2, texts.bulletList, texts.quote])
      expect(screen.getByRole("button", { name: label })).toBeTruthy();
  });

  it("writes what is typed and bolded back into the textarea", async () => {
    const { form, editor } = await shown("");
    expect(posted(form)).toBe("");
    act(() => {
      editor.commands.insertContent("Yüzük ");
    });
    expect(posted(form)).toBe("<p>Yüzük </p>");
    // Bold on, via the toolbar, then typing goes in bold.
    fireEvent.click(screen.getByRole("button", { name: texts.bold }));
    expect(screen.getByRole("button", { name: texts.bold }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    act(() => {
      editor.commands.insertContent("ışıltısı");
    });
    expect(posted(form)).toBe("<p>Yüzük <strong>ışıltısı</strong></p>");
    // Everything selected: bold makes all of it bold, pressed again none of it.
    act(() => {
      editor.commands.selectAll();
    });
    fireEvent.click(screen.getByRole("button", { name: texts.bold }));
    expect(posted(form)).toBe("<p><strong>Yüzük ışıltısı</strong></p>");
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 16 });
    });
    fireEvent.click(screen.getByRole("button", { name: texts.heading2 }));
    // A heading at the end gets an empty paragraph after it, to type on below it.
    expect(posted(form)).toBe("<h2><strong>Yüzük ışıltısı</strong></h2><p></p>");
    fireEvent.click(screen.getByRole("button", { name: texts.bold }));
    expect(posted(form)).toBe("<h2>Yüzük ışıltısı</h2><p></p>");
  });

  it("posts nothing for an emptied editor", async () => {
    const { form, editor } = await shown("<p>silinecek</p>");
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(posted(form)).toBe("");
  });
});
