// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { renderUi, type FakeProcedures } from '#tests/support/render-ui';
import { localCopyKey, readLocalCopy, writeLocalCopy } from './local-copy';
import { usePostSave, type AdminPost, type PostSave } from './use-post-save';
import { PostSideFields } from './post-side-fields';

const post = (changes: Partial<AdminPost> = {}): AdminPost => ({
  id: 7,
  title: 'Choosing a granite color',
  slug: 'choosing-a-granite-color',
  excerpt: 'What lasts in our weather.',
  category: 'planning',
  bodyHtml: '<p>Granite comes in many colors.</p>',
  coverImageId: null,
  coverAlt: null,
  cover: null,
  seoTitle: null,
  seoDescription: null,
  status: 'draft',
  publishedAt: null,
  revision: 3,
  readingMinutes: 1,
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...changes,
});

/** The server's answer to a save made from an older revision. */
const changedElsewhere = () =>
  new TRPCClientError('This post was changed in another tab. Choose which version to keep.', {
    result: { error: { code: -32009, message: 'changed', data: { code: 'CONFLICT', httpStatus: 409 } } },
  });
/** What the client sees when the request never reached the server. */
const unreachable = () => new Error('Failed to fetch');

/**
 * Renders the hook inside the app's providers (with the side column's fields when asked);
 * `current()` is what it returned at the last render.
 */
async function renderSave(
  props: { post: AdminPost | null; onCreated?(id: number): void },
  procedures: FakeProcedures,
  { sideFields = false } = {},
) {
  let latest: PostSave | null = null;
  function Probe() {
    const save = usePostSave(props);
    useEffect(() => {
      latest = save;
    });
    return sideFields ? <PostSideFields save={save} /> : null;
  }
  const view = await renderUi(() => <Probe />, { procedures });
  await waitFor(() => expect(latest).not.toBeNull());
  return { ...view, current: () => latest! };
}

const saves = (calls: Array<{ path: string }>) => calls.filter((c) => /admin\.blog\.(save|create)$/.test(c.path));

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('the blog editor save machine', { timeout: 20_000 }, () => {
  it('a new post: typing marks it unsaved, the autosave creates it and the state is saved', async () => {
    const onCreated = vi.fn();
    const { current, calls } = await renderSave(
      { post: null, onCreated },
      { 'admin.blog.create': (input) => post({ ...(input as Partial<AdminPost>), id: 12, revision: 1 }) },
    );
    expect(current().saveState).toBe('saved');
    act(() => current().setTitle('Caring for a monument'));
    expect(current().saveState).toBe('unsaved');
    expect(current().fields.slug).toBe('caring-for-a-monument');
    expect(current().dirty).toBe(true);
    // Kept in this browser while the server does not have it.
    expect(readLocalCopy(localCopyKey(null))?.fields.title).toBe('Caring for a monument');

    await waitFor(() => expect(current().saveState).toBe('saved'));
    expect(saves(calls)).toHaveLength(1);
    expect(onCreated).toHaveBeenCalledWith(12);
    expect(current().server?.id).toBe(12);
    expect(current().dirty).toBe(false);
    expect(readLocalCopy(localCopyKey(null))).toBeNull();
  });

  it('removing the cover is a change to save, as choosing one is', async () => {
    const published = post({
      status: 'published',
      publishedAt: '2026-11-20T15:00:00.000Z',
      coverImageId: 4,
      coverAlt: 'A grey upright in the snow',
      cover: { image: { src: '/media/blog/cover.jpg' } } as AdminPost['cover'],
    });
    const { current } = await renderSave({ post: published }, {}, { sideFields: true });
    expect(current().saveState).toBe('saved');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the cover' }));
    expect(current().fields.coverImageId).toBeNull();
    expect(current().saveState).toBe('unsaved');
    expect(current().dirty).toBe(true);
  });

  it('without a title nothing is sent and the title says why', async () => {
    const { current, calls } = await renderSave({ post: null }, {});
    act(() => current().update('excerpt', 'A summary first.'));
    let result: AdminPost | null = post();
    await act(async () => {
      result = await current().saveNow();
    });
    expect(result).toBeNull();
    expect(current().errors.title).toMatch(/give the post a title/);
    expect(saves(calls)).toHaveLength(0);
  });

  it('a save from an older revision is a conflict: typing keeps it, "keep mine" saves on the newer revision', async () => {
    let revisionOnServer = 5;
    const { current, calls } = await renderSave(
      { post: post() },
      {
        'admin.blog.save': (input) => {
          const sent = input as { revision: number; title: string };
          if (sent.revision !== revisionOnServer) throw changedElsewhere();
          revisionOnServer += 1;
          return post({ title: sent.title, revision: revisionOnServer });
        },
        'admin.blog.get': () => post({ title: 'Their title', revision: revisionOnServer }),
      },
    );
    act(() => current().setTitle('My title'));
    await act(async () => void (await current().saveNow()));
    expect(current().saveState).toBe('conflict');
    expect(current().problem).toMatch(/changed in another tab/);

    // Still a conflict while typing goes on; nothing more is sent by itself.
    act(() => current().update('excerpt', 'More words.'));
    expect(current().saveState).toBe('conflict');
    await act(async () => expect(await current().saveNow()).toBeNull());
    expect(saves(calls)).toHaveLength(1);

    await act(async () => current().keepMine());
    expect(current().saveState).toBe('saved');
    expect(current().server?.revision).toBe(6);
    expect(current().fields.title).toBe('My title');
    expect(current().problem).toBeNull();
  });

  it('"load the newer version" replaces the typing with the server\'s', async () => {
    const { current } = await renderSave(
      { post: post() },
      {
        'admin.blog.save': () => {
          throw changedElsewhere();
        },
        'admin.blog.get': () => post({ title: 'Their title', revision: 9 }),
      },
    );
    act(() => current().setTitle('My title'));
    await act(async () => void (await current().saveNow()));
    expect(current().saveState).toBe('conflict');
    await act(async () => current().loadNewer());
    expect(current().saveState).toBe('saved');
    expect(current().fields.title).toBe('Their title');
    expect(current().revision).toBe(9);
    expect(current().dirty).toBe(false);
  });

  it('offline: the save waits, and goes when the connection returns', async () => {
    let reachable = false;
    const { current, calls } = await renderSave(
      { post: post() },
      {
        'admin.blog.save': (input) => {
          if (!reachable) throw unreachable();
          return post({ title: (input as { title: string }).title, revision: 4 });
        },
      },
    );
    act(() => current().setTitle('Written on the road'));
    await act(async () => void (await current().saveNow()));
    expect(current().saveState).toBe('offline');
    expect(readLocalCopy(localCopyKey(7))?.fields.title).toBe('Written on the road');

    reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(current().saveState).toBe('saved'));
    expect(saves(calls)).toHaveLength(2);
    expect(current().revision).toBe(4);
    expect(readLocalCopy(localCopyKey(7))).toBeNull();
  });

  it('a live post is not saved by itself: back online it is unsaved until "Save changes"', async () => {
    const { current, calls } = await renderSave(
      { post: post({ status: 'published', publishedAt: '2026-11-01T15:00:00.000Z' }) },
      {
        'admin.blog.save': () => {
          throw unreachable();
        },
      },
    );
    expect(current().live).toBe(true);
    act(() => current().update('excerpt', 'A better summary.'));
    await act(async () => void (await current().saveNow()));
    expect(current().saveState).toBe('offline');
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(current().saveState).toBe('unsaved'));
    expect(saves(calls)).toHaveLength(1);
  });

  it("a refused save shows the server's words and its field errors", async () => {
    const { current } = await renderSave(
      { post: post() },
      {
        'admin.blog.save': () => {
          throw new TRPCClientError('Please check the marked fields.', {
            result: {
              error: {
                code: -32600,
                message: 'bad',
                data: { code: 'BAD_REQUEST', httpStatus: 400, zodError: { fieldErrors: { excerpt: ['Too long.'] } } },
              },
            },
          });
        },
      },
    );
    act(() => current().update('excerpt', 'x'.repeat(10)));
    await act(async () => void (await current().saveNow()));
    expect(current().saveState).toBe('error');
    expect(current().problem).toBe('Please check the marked fields.');
    expect(current().errors.excerpt).toBe('Too long.');
    // Typing again clears the field's error and makes it unsaved.
    act(() => current().update('excerpt', 'Short.'));
    expect(current().errors.excerpt).toBe('');
    expect(current().saveState).toBe('unsaved');
  });

  it('typing during a save stays unsaved once the save returns', async () => {
    let answer!: (value: AdminPost) => void;
    const { current } = await renderSave(
      { post: post() },
      { 'admin.blog.save': () => new Promise<AdminPost>((resolve) => (answer = resolve)) },
    );
    act(() => current().setTitle('First words'));
    let saving!: Promise<AdminPost | null>;
    act(() => {
      saving = current().saveNow();
    });
    expect(current().saveState).toBe('saving');
    act(() => current().update('excerpt', 'Typed while saving.'));
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => {
      answer(post({ title: 'First words', revision: 4 }));
      await saving;
    });
    expect(current().saveState).toBe('unsaved');
    expect(current().dirty).toBe(true);
  });

  it('changes kept in this browser come back on opening, and can be discarded', async () => {
    writeLocalCopy(localCopyKey(7), {
      fields: {
        title: 'Kept from before the reload',
        slug: 'choosing-a-granite-color',
        excerpt: 'What lasts in our weather.',
        category: 'planning',
        bodyHtml: '<p>Granite comes in many colors.</p>',
        coverImageId: null,
        coverSrc: null,
        coverAlt: '',
        seoTitle: '',
        seoDescription: '',
      },
      baseRevision: 2,
      savedAt: '2026-11-20T16:00:00.000Z',
    });
    const { current } = await renderSave({ post: post({ status: 'published' }) }, {});
    await waitFor(() => expect(current().restored).not.toBeNull());
    expect(current().fields.title).toBe('Kept from before the reload');
    expect(current().revision).toBe(2);
    expect(current().saveState).toBe('unsaved');

    act(() => current().discardRestored());
    expect(current().fields.title).toBe('Choosing a granite color');
    expect(current().revision).toBe(3);
    expect(current().saveState).toBe('saved');
    expect(current().restored).toBeNull();
    expect(readLocalCopy(localCopyKey(7))).toBeNull();
  });
});
