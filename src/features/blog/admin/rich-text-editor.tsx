import { useEffect, useRef, useState } from 'react';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { Alert, Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { uploadBlogImage, type UploadedBlogImage } from './upload-blog-image';
import { ACCEPTED_IMAGE_TYPES } from '#src/features/media/use-image-uploads';

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

// Built once: useEditor makes a new editor when its extensions change, and a new array per render
// would throw away the editor (and anything a dialog holding it inserts) on every keystroke.
const EXTENSIONS = [
  StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, code: false, codeBlock: false }),
  Link.configure({ openOnClick: false }),
  PipelineImage,
];
const EDITOR_PROPS = { attributes: { 'aria-label': 'Post body', 'data-testid': 'post-body' } };

function ImageDialog({ editor, opened, onClose }: { editor: Editor; opened: boolean; onClose(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      const image: UploadedBlogImage = await uploadBlogImage(file, 'body');
      editor
        .chain()
        .focus()
        .setImage({ src: image.body.src, alt: alt.trim(), width: image.body.width, height: image.body.height })
        .updateAttributes('image', { srcset: image.body.srcset, sizes: '(min-width: 48em) 720px, 100vw' })
        .run();
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The upload did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Add a picture" centered>
      <Stack>
        <FileInput
          label="Picture"
          placeholder="Choose a photo (JPEG, PNG, WebP or AVIF)"
          accept={ACCEPTED_IMAGE_TYPES}
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

/**
 * The post body: a Tiptap editor in Mantine's toolbar (headings, bold, italic, lists, links,
 * quotes, pictures through the image pipeline). Only staff screens load it (code-split route).
 */
export function PostBodyEditor({ value, onChange }: { value: string; onChange(html: string): void }) {
  const [imageOpen, setImageOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: EDITOR_PROPS,
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  // A restored local copy or a reloaded post replaces the content without a change event loop.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <>
      <RichTextEditor editor={editor} variant="subtle">
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
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
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              onClick={() => setImageOpen(true)}
              aria-label="Add a picture"
              title="Add a picture"
              disabled={!editor}
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
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {editor ? <ImageDialog editor={editor} opened={imageOpen} onClose={() => setImageOpen(false)} /> : null}
    </>
  );
}
