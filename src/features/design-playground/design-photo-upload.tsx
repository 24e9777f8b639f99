import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ChoiceGroup, Radio, Text } from '#src/components/plain';
import { DESIGN_PHOTOS_PATH, designPhotoHref } from '#server/modules/design/design.photo-art';
import classes from './design-photo-upload.module.css';

/**
 * A family's photo for the stone (decision record 264): a porcelain portrait or a laser-etched
 * picture. The photo is sent as it is (the file's bytes, with upload progress) to the server,
 * which checks it, keeps it privately and answers its upload id; the previews come from
 * `/ai-tools/design-playground/photos/<id>/<treatment>.jpg`.
 */

export type PhotoTreatmentChoice = 'porcelain' | 'etched';
export type DesignPhotoSource = { kind: 'photo'; uploadId: string; treatment: PhotoTreatmentChoice };

export interface DesignPhotoUploadProps {
  /** Called once the photo is kept: the art block's source, and the preview the stage can draw. */
  onAdded(source: DesignPhotoSource, previewSrc: string): void;
  /** The treatment chosen at first (porcelain by default). */
  defaultTreatment?: PhotoTreatmentChoice;
  disabled?: boolean;
}

export const DESIGN_PHOTOS_ENDPOINT = DESIGN_PHOTOS_PATH;
/** The server's limit (server/modules/design/design.photos.ts), checked here so a huge file is never sent. */
export const DESIGN_PHOTO_MAX_MB = 15;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

const TREATMENTS: Array<{ value: PhotoTreatmentChoice; label: string; description: string }> = [
  {
    value: 'porcelain',
    label: 'Porcelain portrait',
    description: 'The photo in colour, fired onto porcelain and set in an oval on the stone.',
  },
  {
    value: 'etched',
    label: 'Laser-etched photo',
    description: 'The photo etched by laser into dark granite in fine grey lines, shown here as it would look.',
  },
];

/** The preview the stage draws: the same address the server's drawing names (design.photo-art.ts). */
export const designPhotoPreviewSrc = (uploadId: string, treatment: PhotoTreatmentChoice) =>
  designPhotoHref(uploadId, treatment);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TROUBLE = 'We could not add your photo just now. Please try again in a moment.';
const OFFLINE = 'Your photo could not be sent. Please check your connection and try again.';

type State =
  | { step: 'idle' }
  | { step: 'sending'; progress: number }
  | { step: 'preparing' }
  | { step: 'added'; name: string }
  | { step: 'refused'; message: string };

/** The server's words from a refusal (`{ error }`), or ours when it said none. */
function refusalOf(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string' && parsed.error.trim() && status < 500) return parsed.error;
  } catch {
    // Not JSON: a proxy's page, a dropped connection.
  }
  if (status === 413) return `This photo is larger than ${DESIGN_PHOTO_MAX_MB} MB. Please send a smaller copy.`;
  return TROUBLE;
}

/** A photo's bytes sent with XMLHttpRequest (fetch cannot report upload progress). */
function send(
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<{ uploadId: string } | { error: string }>; abort(): void } {
  const request = new XMLHttpRequest();
  const done = new Promise<{ uploadId: string } | { error: string }>((resolve) => {
    request.open('POST', DESIGN_PHOTOS_ENDPOINT);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          const answer = JSON.parse(request.responseText) as { uploadId?: unknown };
          if (typeof answer.uploadId === 'string' && UUID.test(answer.uploadId)) {
            resolve({ uploadId: answer.uploadId });
            return;
          }
        } catch {
          // Falls through to the plain refusal.
        }
        resolve({ error: TROUBLE });
        return;
      }
      resolve({ error: refusalOf(request.status, request.responseText) });
    };
    request.onerror = () => resolve({ error: OFFLINE });
    request.ontimeout = () => resolve({ error: OFFLINE });
    request.send(file);
  });
  return { done, abort: () => request.abort() };
}

/**
 * "Add a photo": the choice of a porcelain portrait or an etching, the file input, and beside it
 * the progress and, when the photo cannot be used, why in plain words.
 */
export function DesignPhotoUpload({ onAdded, defaultTreatment = 'porcelain', disabled }: DesignPhotoUploadProps) {
  const id = useId();
  const [treatment, setTreatment] = useState<PhotoTreatmentChoice>(defaultTreatment);
  const [state, setState] = useState<State>({ step: 'idle' });
  const current = useRef<{ abort(): void } | null>(null);
  const onAddedRef = useRef(onAdded);
  useEffect(() => {
    onAddedRef.current = onAdded;
  }, [onAdded]);
  // A photo still on its way when the panel closes is abandoned, not reported to a gone panel.
  useEffect(() => () => current.current?.abort(), []);

  const busy = state.step === 'sending' || state.step === 'preparing';

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size === 0) {
      setState({ step: 'refused', message: 'That file is empty. Please choose the photo again.' });
      return;
    }
    if (file.size > DESIGN_PHOTO_MAX_MB * 1024 * 1024) {
      setState({
        step: 'refused',
        message: `This photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${DESIGN_PHOTO_MAX_MB} MB. Please send a smaller copy.`,
      });
      return;
    }
    if (file.type && !file.type.startsWith('image/')) {
      setState({
        step: 'refused',
        message: 'This file is not a photo. Please choose a JPEG, PNG, WebP or AVIF picture.',
      });
      return;
    }
    const chosen = treatment;
    setState({ step: 'sending', progress: 0 });
    const request = send(file, (fraction) =>
      setState(fraction >= 1 ? { step: 'preparing' } : { step: 'sending', progress: fraction }),
    );
    current.current = request;
    const answer = await request.done;
    if (current.current !== request) return;
    current.current = null;
    if ('error' in answer) {
      setState({ step: 'refused', message: answer.error });
      return;
    }
    setState({ step: 'added', name: file.name });
    onAddedRef.current(
      { kind: 'photo', uploadId: answer.uploadId, treatment: chosen },
      designPhotoPreviewSrc(answer.uploadId, chosen),
    );
  }

  const status =
    state.step === 'sending'
      ? `Sending your photo… ${Math.round(state.progress * 100)}%`
      : state.step === 'preparing'
        ? 'Preparing your photo…'
        : state.step === 'added'
          ? `Your photo is on the stone${state.name ? ` (${state.name})` : ''}. You can move and size it like any other art.`
          : '';

  return (
    <div className={classes.root}>
      <ChoiceGroup kind="radio" label="How the photo goes on the stone">
        <div className={classes.choices}>
          {TREATMENTS.map((option) => (
            <Radio
              key={option.value}
              name={`${id}-treatment`}
              value={option.value}
              label={option.label}
              description={option.description}
              checked={treatment === option.value}
              disabled={busy || disabled}
              onChange={() => setTreatment(option.value)}
            />
          ))}
        </div>
      </ChoiceGroup>
      <div className={classes.control}>
        <label className={classes.label} htmlFor={`${id}-file`}>
          Add a photo
        </label>
        <input
          id={`${id}-file`}
          className={classes.file}
          type="file"
          accept={ACCEPT}
          disabled={busy || disabled}
          aria-describedby={`${id}-status ${id}-error ${id}-hint`}
          aria-invalid={state.step === 'refused' ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <Text size="xs" c="dimmed" id={`${id}-hint`}>
          A JPEG, PNG, WebP or AVIF photo up to {DESIGN_PHOTO_MAX_MB} MB. It is kept privately for your design.
        </Text>
        <div className={classes.feedback}>
          {state.step === 'sending' && (
            <progress className={classes.progress} max={1} value={state.progress} aria-hidden="true" />
          )}
          <p id={`${id}-status`} className={classes.status} role="status" aria-live="polite">
            {status}
          </p>
          <p id={`${id}-error`} className={classes.error} role="alert">
            {state.step === 'refused' ? state.message : ''}
          </p>
        </div>
      </div>
    </div>
  );
}
