// One image for a category or subcategory: a file input that takes images only (type, size and content checked,
// lib/files.ts), with a preview of the picked file (or the current image on edit) before anything is uploaded.
import { useMemo } from 'react';
import { checkFile, fileAccept, useContentCheck, useObjectUrl } from '../../../lib/files.ts';

type Props = {
  id: string;
  label: string;
  file: File | null;
  current?: string | null;
  error?: string;
  onFile: (file: File | null, problem: string | null) => void;
};

export function ImagePicker({ id, label, file, current, error, onFile }: Props) {
  const preview = useObjectUrl(file);
  // The type and size are checked as the file is chosen, its first bytes just after (lib/files.ts).
  const chosen = useMemo(() => (file ? [file] : []), [file]);
  useContentCheck('image', chosen, (_, message) => onFile(null, message));
  const shown = preview ?? current ?? null;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50">
          {shown ? (
            <img
              src={shown}
              alt={preview ? 'Preview of the chosen image' : 'Current image'}
              className="size-full object-cover"
            />
          ) : (
            <span className="px-2 text-center text-xs text-slate-500">No image</span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            accept={fileAccept.image}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${id}-hint`}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              const problem = picked ? checkFile('image', picked) : null;
              if (problem) e.target.value = '';
              onFile(problem ? null : picked, problem);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand hover:file:bg-indigo-100"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {current && !file ? 'Leave empty to keep the current image. ' : ''}JPEG, PNG or WebP, under 5 MB.
          </p>
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
