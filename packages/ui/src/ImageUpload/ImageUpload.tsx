import { type ChangeEvent, type Ref, type RefCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './ImageUpload.css.ts';

export interface ImageUploadProps {
  /** What the images are for, as the group's legend: "Screenshots". */
  label: string;
  /** The images the screen kept, in order. */
  files: readonly File[];
  /**
   * The whole new list: the kept files plus those just picked, or minus the one removed. The screen runs the
   * domain's checks (type, size, count) and passes back the files it keeps and the message for any it refused.
   */
  onChange: (files: File[]) => void;
  /** How many images the screen takes (the domain's 3): the add tile shows while there are fewer. */
  maxCount: number;
  /** The largest file the screen takes, in bytes (the domain's 5 MB), shown in the hint. */
  maxBytes: number;
  /** The MIME types the screen takes (the domain's PNG and JPEG): the picker offers these, the hint names them. */
  accept: readonly string[];
  /** Why the screen refused a file, or what the group still needs, in the player's language. */
  error?: string;
  disabled?: boolean;
  /** The file input's id, for an error summary link that focuses the picker. */
  id?: string;
  /** The file input, for the app to focus the first invalid field on submit. */
  ref?: Ref<HTMLInputElement>;
}

/** "image/jpeg" → "JPG", "image/png" → "PNG": the names players know from their photo apps. */
function typeName(mime: string): string {
  const subtype = mime.split('/')[1] ?? mime;
  return subtype === 'jpeg' ? 'JPG' : subtype.toUpperCase();
}

/** A stable key per picked file, so a removal keeps the other thumbnails (and their object URLs) where they are. */
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    nextFileKey += 1;
    key = nextFileKey;
    fileKeys.set(file, key);
  }
  return key;
}

/**
 * Up to `maxCount` images, each shown as a thumbnail with its remove button, and an add tile while there is room.
 * The kit decides nothing about the files: it reports what was picked and shows the error it is given.
 */
export function ImageUpload({
  label,
  files,
  onChange,
  maxCount,
  maxBytes,
  accept,
  error,
  disabled = false,
  id,
  ref,
}: ImageUploadProps) {
  const t = useUiText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const rulesId = `${inputId}-rules`;
  const errorId = `${inputId}-error`;
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const rules = t('ui:imageUpload.rules', {
    defaultValue: '{{types}}, up to {{size}} MB each',
    types: accept.map(typeName).join(', '),
    size: megabytes,
  });
  const count = t('ui:imageUpload.count', { defaultValue: '{{count}} of {{max}}', count: files.length, max: maxCount });
  const room = files.length < maxCount;
  const input = useRef<HTMLInputElement | null>(null);
  // A removed thumbnail takes its focused button with it: focus goes on to the add tile instead of the page.
  const [focusAdd, setFocusAdd] = useState(false);
  useEffect(() => {
    if (!focusAdd) return;
    setFocusAdd(false);
    input.current?.focus();
  }, [focusAdd]);
  const inputRef: RefCallback<HTMLInputElement> = (node) => {
    input.current = node;
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
    return undefined;
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Cleared, so picking the same photo again (after removing it) is still a change.
    event.target.value = '';
    if (picked.length > 0) onChange([...files, ...picked]);
  };

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>
        <span>{label}</span>
        <span className={styles.count}>{count}</span>
      </legend>
      <p id={rulesId} className={styles.rules}>
        {rules}
      </p>
      <ul className={styles.grid}>
        {files.map((file, index) => (
          <li key={keyOf(file)} className={styles.tile}>
            <Thumbnail file={file} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('ui:imageUpload.remove', { defaultValue: 'Remove {{name}}', name: file.name })}
              onClick={() => {
                setFocusAdd(true);
                onChange(files.filter((_, at) => at !== index));
              }}
            >
              <span className={styles.removeMark}>
                <Icon name="close" size="small" />
              </span>
            </button>
          </li>
        ))}
        {room ? (
          <li className={styles.tile}>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="file"
              accept={accept.join(',')}
              multiple={maxCount - files.length > 1}
              aria-invalid={error ? true : undefined}
              aria-describedby={[rulesId, error ? errorId : null].filter(Boolean).join(' ')}
              onChange={pick}
            />
            <label htmlFor={inputId} className={styles.add}>
              <Icon name="plus" size="large" />
              <span className={styles.addText}>{t('ui:imageUpload.add', { defaultValue: 'Add image' })}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ? (
          <>
            <Icon name="alert" size="small" />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}

/** The picked file drawn through an object URL, released when the thumbnail goes (removed, or the form closed). */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img className={styles.image} src={url} alt={file.name} /> : <span className={styles.image} />;
}
