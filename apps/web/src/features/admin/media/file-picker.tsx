// A labelled file picker for images or videos: click or drop, type, size and content checked before upload
// (SPEC section 5, lib/files.ts), a preview of every chosen file with a way to take it out, and the current file on edit.
import { CloseIcon } from '../../../components/icons.tsx';
import {
  checkFiles,
  type FileKind,
  fileAccept,
  formatBytes,
  useContentCheck,
  useObjectUrl,
} from '../../../lib/files.ts';
import { Field } from '../ui.tsx';
import { FilmIcon, ImageIcon, UploadIcon } from './media-icons.tsx';
import { mediaText } from './messages.ts';

export type CurrentMedia = { url: string; label: string };

type FilePickerProps = {
  id: string;
  label: string;
  kind: FileKind;
  files: File[];
  onFilesChange: (files: File[]) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  multiple?: boolean;
  /** What is stored now (edit mode), shown until a new file is chosen. */
  current?: CurrentMedia | null;
  disabled?: boolean;
};

const hints: Record<FileKind, string> = {
  image: 'JPG, PNG or WebP, under 5 MB',
  video: 'MP4 or WebM, under 50 MB',
};

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function FilePicker({
  id,
  label,
  kind,
  files,
  onFilesChange,
  error,
  onError,
  multiple = false,
  current,
  disabled,
}: FilePickerProps) {
  const hintId = `${id}-hint`;
  const noun = kind === 'image' ? (multiple ? 'images' : 'an image') : multiple ? 'videos' : 'a video';
  // Once something is shown below, the drop zone shrinks to a row so the preview stays in view.
  const compact = files.length > 0 || Boolean(current);

  // The type and size are checked as the files are chosen, their first bytes just after.
  useContentCheck(kind, files, (wrong, message) => {
    onFilesChange(files.filter((f) => !wrong.includes(f)));
    onError(message);
  });

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? []);
    // Cleared so that choosing the same file again (after removing it) still fires a change.
    event.currentTarget.value = '';
    if (chosen.length === 0) {
      onError(mediaText.noFileSelected);
      return;
    }
    const { accepted, error: refusal } = checkFiles(kind, multiple ? chosen : chosen.slice(0, 1));
    if (accepted.length > 0) {
      if (multiple)
        onFilesChange([...files, ...accepted.filter((f) => !files.some((had) => sameFile(had, f)))]);
      else onFilesChange(accepted.slice(0, 1));
    }
    onError(refusal ?? undefined);
  }

  return (
    <Field id={id} label={label} error={error}>
      <div
        className={`relative rounded-xl border-2 border-dashed bg-slate-50 transition-colors focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/20 hover:border-brand/60 hover:bg-indigo-50/40 ${error ? 'border-red-400' : 'border-slate-300'} ${disabled ? 'opacity-60' : ''}`}
      >
        <input
          id={id}
          type="file"
          accept={fileAccept[kind]}
          multiple={multiple}
          disabled={disabled}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${hintId}` : hintId}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <div
          className={`pointer-events-none flex items-center gap-3 px-4 ${compact ? 'py-3 text-left' : 'flex-col py-5 text-center'}`}
        >
          <span className="shrink-0 rounded-full bg-white p-2 text-brand shadow-sm ring-1 ring-slate-200">
            <UploadIcon />
          </span>
          <div className="flex flex-col gap-0.5">
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-brand">
                {compact && !multiple ? `Choose another ${kind}` : `Choose ${noun}`}
              </span>{' '}
              or drop {multiple ? 'them' : 'it'} here
            </p>
            <p id={hintId} className="text-xs text-slate-500">
              {hints[kind]}
              {multiple ? '; several at once' : ''}
            </p>
          </div>
        </div>
      </div>
      {files.length > 0 ? (
        <ul className={`mt-2 grid gap-2 ${multiple ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-1'}`}>
          {files.map((file, index) => (
            <ChosenFile
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              kind={kind}
              large={!multiple}
              onRemove={() => {
                onError(undefined);
                onFilesChange(files.filter((_, i) => i !== index));
              }}
            />
          ))}
        </ul>
      ) : (
        current && <CurrentPreview kind={kind} current={current} />
      )}
    </Field>
  );
}

function ChosenFile({
  file,
  kind,
  large,
  onRemove,
}: {
  file: File;
  kind: FileKind;
  large: boolean;
  onRemove: () => void;
}) {
  const url = useObjectUrl(file);
  // A single file is shown whole at its own shape; several are tiles of one size.
  const frame = `w-full bg-slate-100 object-contain ${large ? (kind === 'video' ? 'max-h-64 bg-slate-900' : 'max-h-48') : 'aspect-video'}`;
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      {url && kind === 'image' && <img src={url} alt={`Preview of ${file.name}`} className={frame} />}
      {url && kind === 'video' && (
        <video
          src={url}
          muted
          controls
          playsInline
          preload="metadata"
          aria-label={`Preview of ${file.name}`}
          className={frame}
        />
      )}
      {!url && (
        <div className={`${frame} flex items-center justify-center text-slate-400`}>
          {kind === 'image' ? <ImageIcon /> : <FilmIcon />}
        </div>
      )}
      <div className="flex items-center gap-2 px-2 py-1.5">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs font-medium text-slate-800" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-slate-500">{formatBytes(file.size)}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${file.name}`}
          className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
    </li>
  );
}

function CurrentPreview({ kind, current }: { kind: FileKind; current: CurrentMedia }) {
  const thumb = 'h-20 w-32 shrink-0 rounded-md bg-slate-100 object-cover';
  return (
    <figure className="mt-2 flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
      {kind === 'image' ? (
        <img src={current.url} alt={current.label} className={thumb} />
      ) : (
        <video
          src={current.url}
          muted
          playsInline
          preload="metadata"
          aria-label={current.label}
          className={thumb}
        />
      )}
      <figcaption className="text-xs text-slate-600">
        <span className="block font-medium text-slate-800">Current {kind}</span>
        Choose a new one to replace it.
      </figcaption>
    </figure>
  );
}
