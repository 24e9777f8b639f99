// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { DESIGN_PHOTOS_ENDPOINT, DesignPhotoUpload } from './design-photo-upload';

const UPLOAD_ID = '3f1c2b4a-8d7e-4c21-9a0b-5e6f7a8b9c0d';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, answers when the test says. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const photo = (name = 'grandma.jpg', type = 'image/jpeg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

function choose(file: File) {
  const input = screen.getByLabelText('Add a photo');
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DesignPhotoUpload', () => {
  it('offers a porcelain portrait or an etching, each explained, with porcelain chosen at first', async () => {
    await renderUi(<DesignPhotoUpload onAdded={() => {}} />, { light: true });
    expect(screen.getByRole('radiogroup', { name: 'How the photo goes on the stone' })).toBeTruthy();
    const porcelain = screen.getByRole('radio', { name: 'Porcelain portrait' }) as HTMLInputElement;
    const etched = screen.getByRole('radio', { name: 'Laser-etched photo' }) as HTMLInputElement;
    expect(porcelain.checked).toBe(true);
    expect(etched.checked).toBe(false);
    expect(porcelain.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/fired onto porcelain and set in an oval/)).toBeTruthy();
    expect(screen.getByText(/etched by laser into dark granite/)).toBeTruthy();
    const input = screen.getByLabelText('Add a photo') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('image/jpeg');
  });

  it('sends the photo as it is, shows its progress, and hands the etched source and preview to the page', async () => {
    const onAdded = vi.fn();
    await renderUi(<DesignPhotoUpload onAdded={onAdded} />, { light: true });
    fireEvent.click(screen.getByRole('radio', { name: 'Laser-etched photo' }));
    const file = photo();
    choose(file);
    const request = FakeRequest.sent[0]!;
    expect([request.method, request.url, request.headers['content-type']]).toEqual([
      'POST',
      DESIGN_PHOTOS_ENDPOINT,
      'image/jpeg',
    ]);
    expect(request.body).toBe(file);
    request.progress(512, 2048);
    expect(screen.getByRole('status').textContent).toBe('Sending your photo… 25%');
    expect((screen.getByLabelText('Add a photo') as HTMLInputElement).disabled).toBe(true);
    request.progress(2048, 2048);
    expect(screen.getByRole('status').textContent).toBe('Preparing your photo…');
    request.answer(201, { uploadId: UPLOAD_ID });
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onAdded).toHaveBeenCalledWith(
      { kind: 'photo', uploadId: UPLOAD_ID, treatment: 'etched' },
      `/ai-tools/design-playground/photos/${UPLOAD_ID}/etched.jpg`,
    );
    expect(screen.getByRole('status').textContent).toContain('Your photo is on the stone (grandma.jpg)');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect((screen.getByLabelText('Add a photo') as HTMLInputElement).disabled).toBe(false);
  });

  it('shows the server’s refusal beside the control, in its own words', async () => {
    const onAdded = vi.fn();
    await renderUi(<DesignPhotoUpload onAdded={onAdded} />, { light: true });
    choose(photo('letter.jpg'));
    FakeRequest.sent[0]!.answer(422, {
      error: 'This file is not a JPEG, PNG, WebP or AVIF image. Please choose a photo in one of those formats.',
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This file is not a JPEG, PNG, WebP or AVIF image. Please choose a photo in one of those formats.',
      ),
    );
    expect(screen.getByLabelText('Add a photo').getAttribute('aria-invalid')).toBe('true');

    choose(photo('many.jpg'));
    FakeRequest.sent[1]!.answer(429, {
      error: 'You have added many photos in a short time. Please wait 12 minutes and try again.',
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Please wait 12 minutes/));

    // A server failure or a proxy's page is never shown as it is.
    choose(photo('again.jpg'));
    FakeRequest.sent[2]!.answer(502, '<html>Bad gateway</html>');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not add your photo just now. Please try again in a moment.',
      ),
    );
    choose(photo('offline.jpg'));
    act(() => FakeRequest.sent[3]!.onerror?.());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/check your connection/));
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('refuses a photo too big or a file that is not a picture before sending it', async () => {
    await renderUi(<DesignPhotoUpload onAdded={() => {}} />, { light: true });
    choose(photo('huge.jpg', 'image/jpeg', 16 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toBe(
      'This photo is 16.0 MB; the limit is 15 MB. Please send a smaller copy.',
    );
    choose(photo('notes.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe(
      'This file is not a photo. Please choose a JPEG, PNG, WebP or AVIF picture.',
    );
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('abandons a photo still on its way when the panel closes', async () => {
    const onAdded = vi.fn();
    const view = await renderUi(<DesignPhotoUpload onAdded={onAdded} />, { light: true });
    choose(photo());
    view.unmount();
    expect(FakeRequest.sent[0]!.aborted).toBe(true);
  });
});
