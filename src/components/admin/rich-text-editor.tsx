import { useEffect, useMemo, useRef, useState } from 'react';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

/** Pictures keep the pipeline's srcset, so visitors' phones download a small copy. */
const PipelineImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
});

/**
 * A link to one of the site's own pages (a path, or this site's own address) is an ordinary
 * link: no `rel` (so no `nofollow`) and no new tab. Links to other sites keep `noopener noreferrer
 * nofollow` as before (the server's sanitizer has the last word on what is stored).
 */
export function isOwnPageHref(href: string, siteOrigin: string | null): boolean {
  const value = href.trim();
  if (/^(\/(?!\/)|#|\?)/.test(value)) return true;
  if (!siteOrigin) return false;
  try {
    return new URL(value).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

const siteOrigin = () => (typeof window === 'undefined' ? null : window.location.origin);

const SiteAwareLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const attributes = { ...HTMLAttributes } as Record<string, unknown>;
    const href = typeof attributes.href === 'string' ? attributes.href : '';
    if (isOwnPageHref(href, siteOrigin())) {
      delete attributes.rel;
      delete attributes.target;
    } else if (/^https?:\/\//i.test(href)) {
      attributes.rel ??= 'noopener noreferrer nofollow';
    }
    return ['a', attributes, 0];
  },
}).configure({ openOnClick: false, HTMLAttributes: { rel: null, target: null } });

// Built once per kind: useEditor makes a new editor when its extensions change, and a new array
// per render would throw away the editor (and anything a dialog holding it inserts) on every keystroke.
const EXTENSIONS_WORDS_ONLY = [
  StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, code: false, codeBlock: false }),
  SiteAwareLink,
];
const EXTENSIONS_WITH_PICTURES = [...EXTENSIONS_WORDS_ONLY, PipelineImage];

function countPictures(doc: ProseMirrorNode): number {
  let count = 0;
  doc.descendants((node) => {
    if (node.type.name === 'image') count += 1;
    return node.isBlock;
  });
  return count;
}

/** "Ctrl+Z", or "⌘Z" on a Mac, for the undo hint. */
function undoKeys() {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘Z' : 'Ctrl+Z';
}

/** A picture sent through the site's image pipeline: what the editor needs to show it. */
export interface UploadedPicture {
  src: string;
  srcset: string | null;
  width: number;
  height: number;
}

/** Lets the editor add pictures: the file types to offer and how one is uploaded. */
export interface RichTextPictures {
  accept: string;
  upload(file: File): Promise<UploadedPicture>;
}

/**
 * Puts the cursor just after a picture that was inserted (and so selected), adding an empty
 * paragraph when nothing follows: the next keystroke writes after the picture, never over it.
 */
function placeCursorAfterPicture(editor: Editor) {
  return editor
    .chain()
    .command(({ tr, dispatch }) => {
      const { selection } = tr;
      if (!(selection instanceof NodeSelection)) return true;
      if (dispatch) {
        const after = selection.to;
        const next = tr.doc.resolve(after).nodeAfter;
        if (!next || !next.isTextblock) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
        tr.setSelection(TextSelection.create(tr.doc, after + 1));
        tr.scrollIntoView();
      }
      return true;
    })
    .run();
}

function PictureDialog({
  editor,
  pictures,
  opened,
  onClose,
}: {
  editor: Editor;
  pictures: RichTextPictures;
  opened: boolean;
  onClose(): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inserted = useRef(false);

  const close = () => {
    setFile(null);
    setAlt('');
    setError(null);
    setAltError(null);
    onClose();
  };

  const insert = async () => {
    if (!file) return setError('Please choose a picture.');
    if (!alt.trim()) return setAltError('Please describe the picture for visitors who cannot see it.');
    setBusy(true);
    setError(null);
    try {
      const picture = await pictures.upload(file);
      editor
        .chain()
        .setImage({ src: picture.src, alt: alt.trim(), width: picture.width, height: picture.height })
        .updateAttributes('image', { srcset: picture.srcset, sizes: '(min-width: 48em) 720px, 100vw' })
        .run();
      placeCursorAfterPicture(editor);
      inserted.current = true;
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The upload did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add a picture"
      centered
      // After an insert the writer carries on typing in the text, after the picture.
      returnFocus={false}
      onExitTransitionEnd={() => {
        if (inserted.current) editor.commands.focus();
        inserted.current = false;
      }}
    >
      <Stack>
        <FileInput
          label="Picture"
          placeholder="Choose a photo (JPEG, PNG, WebP or AVIF)"
          accept={pictures.accept}
          value={file}
          onChange={setFile}
          clearable
        />
        <TextInput
          label="Describe the picture"
          description="Read aloud to visitors who cannot see it, e.g. “Gray granite upright headstone with a rose carving”."
          value={alt}
          onChange={(e) => {
            setAlt(e.currentTarget.value);
            setAltError(null);
          }}
          error={altError}
          required
          maxLength={300}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={insert} loading={busy}>
            Upload and insert
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The toolbar: headings (when offered), emphasis, lists and quotes, links, a picture (when offered), undo. */
function EditorToolbar({
  headings,
  pictures,
  ready,
  onAddPicture,
}: {
  headings: boolean;
  pictures: boolean;
  /** Whether the editor exists yet (it is made after the first render). */
  ready: boolean;
  onAddPicture(): void;
}) {
  return (
    <RichTextEditor.Toolbar sticky stickyOffset={0}>
      {headings ? (
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
      ) : null}
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
        {headings ? <RichTextEditor.Hr /> : null}
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
        {pictures ? (
          <RichTextEditor.Control
            onClick={onAddPicture}
            aria-label="Add a picture"
            title="Add a picture"
            disabled={!ready}
          >
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="8.5" cy="10" r="1.5" />
              <path d="M21 16l-5-5-8 8" />
            </svg>
          </RichTextEditor.Control>
        ) : null}
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}

/**
 * Staff's rich-text field: a Tiptap editor in Mantine's toolbar (headings, bold, italic, lists,
 * links, quotes and, when `pictures` is given, pictures through the image pipeline). The blog
 * and the value-engineering page's words use it; the server sanitizes what it sends (decision
 * records 071 and 190). Only staff screens load it (code-split routes).
 */
export function RichTextField({
  value,
  onChange,
  label,
  testId,
  pictures,
  headings = true,
}: {
  value: string;
  onChange(html: string): void;
  /** The editable area's accessible name. */
  label: string;
  testId?: string;
  pictures?: RichTextPictures;
  /** Whether the toolbar offers headings (a short section under the page's own heading may not). */
  headings?: boolean;
}) {
  const [pictureOpen, setPictureOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const onChangeRef = useRef(onChange);
  /** What this editor last sent up (the newest last). */
  const emitted = useRef<string[]>([]);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, ...(testId ? { 'data-testid': testId } : {}) } }),
    [label, testId],
  );
  const editor = useEditor({
    extensions: pictures ? EXTENSIONS_WITH_PICTURES : EXTENSIONS_WORDS_ONLY,
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e, transaction }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = [...emitted.current.slice(-49), html];
      onChangeRef.current(html);
      // A picture typed over or deleted is said aloud (and shown) with the way back.
      const before = countPictures(transaction.before);
      const after = countPictures(transaction.doc);
      if (after < before) {
        setNotice(`${before - after === 1 ? 'Picture' : 'Pictures'} removed. Press ${undoKeys()} to undo.`);
      } else if (after > before) setNotice('');
    },
  });

  // A restored local copy or a reloaded record replaces the content without a change event loop.
  // A value this editor sent itself is never put back: by the time the parent renders it, fast
  // typing may have moved on, and putting the older text back would lose keystrokes.
  useEffect(() => {
    if (!editor) return;
    const ours = emitted.current.lastIndexOf(value);
    if (ours !== -1) {
      emitted.current = emitted.current.slice(ours);
      return;
    }
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <>
      <RichTextEditor editor={editor} variant="subtle">
        <EditorToolbar
          headings={headings}
          pictures={!!pictures}
          ready={!!editor}
          onAddPicture={() => setPictureOpen(true)}
        />
        <RichTextEditor.Content />
      </RichTextEditor>
      {pictures ? (
        <Group gap="xs" mt={4} mih={26}>
          <Text size="sm" role="status" aria-live="polite">
            {notice}
          </Text>
          {notice && editor ? (
            <Button size="compact-sm" variant="subtle" onClick={() => editor.chain().focus().undo().run()}>
              Undo
            </Button>
          ) : null}
        </Group>
      ) : null}
      {editor && pictures ? (
        <PictureDialog editor={editor} pictures={pictures} opened={pictureOpen} onClose={() => setPictureOpen(false)} />
      ) : null}
    </>
  );
}
