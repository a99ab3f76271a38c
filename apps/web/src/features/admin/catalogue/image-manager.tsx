// One size's images: saved ones reordered (the first is the one cards show) and deleted at once through the
// API, picked files previewed before they are uploaded with the save; at most 10 in all (SPEC section 9).
import type { ProductImage } from '@chamak/shared/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/icons.tsx';
import { Img } from '../../../components/img.tsx';
import { checkFile, fileAccept, useContentCheck, useObjectUrl } from '../../../lib/files.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { ConfirmDelete } from '../ui.tsx';
import { catalogueApi, catalogueKeys } from './api.ts';
import { type NewImage, newKey } from './product-draft.ts';
import { maxImagesPerSize, texts } from './texts.ts';

type Props = {
  id: string;
  /** 'Floor Cleaner 500 ml': names the buttons ('Delete image 2 of Floor Cleaner 500 ml'). */
  label: string;
  plId?: number;
  images: ProductImage[];
  added: NewImage[];
  onImages: (images: ProductImage[]) => void;
  onAdded: (added: NewImage[]) => void;
  error?: string;
};

const tile = 'relative aspect-square overflow-hidden rounded-lg border bg-white';
const tileButton =
  'grid size-7 place-items-center rounded-md bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-brand disabled:opacity-40';

function NewPreview({ image, label, onRemove }: { image: NewImage; label: string; onRemove: () => void }) {
  const url = useObjectUrl(image.file);
  return (
    <li className={`${tile} border-dashed border-brand/50`}>
      {url && (
        <img
          src={url}
          alt={`Preview of ${image.file.name} (not uploaded yet)`}
          className="size-full object-cover"
        />
      )}
      <span className="absolute bottom-1 left-1 rounded bg-brand px-1.5 py-0.5 text-[10px] font-bold text-white">
        New
      </span>
      <button
        type="button"
        className={`${tileButton} absolute top-1 right-1`}
        onClick={onRemove}
        aria-label={`Remove new image ${image.file.name} from ${label}`}
      >
        <CloseIcon width={14} height={14} />
      </button>
    </li>
  );
}

export function ImageManager({ id, label, plId, images, added, onImages, onAdded, error }: Props) {
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<ProductImage | null>(null);
  const count = images.length + added.length;
  const shown = problem ?? error;
  const errorId = `${id}-error`;

  // The type and size are checked as files are picked, their first bytes just after (lib/files.ts).
  const addedFiles = useMemo(() => added.map((a) => a.file), [added]);
  useContentCheck('image', addedFiles, (wrong, message) => {
    onAdded(added.filter((a) => !wrong.includes(a.file)));
    setProblem(message);
  });

  function pick(files: File[]) {
    const good: File[] = [];
    let message: string | null = null;
    for (const file of files) {
      const bad = checkFile('image', file);
      if (bad) message ??= bad;
      else good.push(file);
    }
    const room = Math.max(0, maxImagesPerSize - count);
    if (good.length > room) message = texts.maxImages;
    onAdded([...added, ...good.slice(0, room).map((file) => ({ id: newKey('image'), file }))]);
    setProblem(message);
  }

  async function move(from: number, to: number) {
    if (plId === undefined || to < 0 || to >= images.length) return;
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    const before = images;
    onImages(next);
    setBusy(true);
    try {
      await catalogueApi.reorderImages(
        plId,
        next.map((i) => i.pi_id),
      );
      await client.invalidateQueries({ queryKey: catalogueKeys.all, refetchType: 'none' });
    } catch (e) {
      onImages(before);
      toast.error(errorMessage(e, texts.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  async function remove(image: ProductImage) {
    setBusy(true);
    try {
      const result = await catalogueApi.deleteImage(image.pi_id);
      onImages(images.filter((i) => i.pi_id !== image.pi_id));
      toast.success(result.description);
      setProblem(null);
      await client.invalidateQueries({ queryKey: catalogueKeys.all, refetchType: 'none' });
    } catch (e) {
      toast.error(errorMessage(e, texts.somethingWentWrong));
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={shown ? errorId : `${id}-hint`}>
      <legend className="flex w-full items-baseline justify-between gap-2 text-sm font-medium text-slate-800">
        <span>Images</span>
        <span className={`text-xs ${count > maxImagesPerSize ? 'text-red-700' : 'text-slate-500'}`}>
          {count} / {maxImagesPerSize}
        </span>
      </legend>
      {count > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-6">
          {images.map((image, i) => (
            <li key={image.pi_id} className={`${tile} border-slate-200`}>
              <Img
                src={image.image}
                srcSet={image.srcset}
                width={image.width}
                height={image.height}
                sizes="120px"
                alt={`${label}, image ${i + 1}`}
                className="size-full object-cover"
              />
              {i === 0 && (
                <span className="absolute top-1 left-1 rounded bg-slate-900/80 px-1.5 py-0.5 text-[10px] font-bold text-white">
                  Cover
                </span>
              )}
              <div className="absolute inset-x-1 bottom-1 flex justify-between gap-1">
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={tileButton}
                    disabled={busy || i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={`Move image ${i + 1} of ${label} earlier`}
                  >
                    <ChevronLeftIcon width={14} height={14} />
                  </button>
                  <button
                    type="button"
                    className={tileButton}
                    disabled={busy || i === images.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={`Move image ${i + 1} of ${label} later`}
                  >
                    <ChevronRightIcon width={14} height={14} />
                  </button>
                </span>
                <button
                  type="button"
                  className={`${tileButton} hover:text-red-700`}
                  disabled={busy}
                  onClick={() => setToDelete(image)}
                  aria-label={`Delete image ${i + 1} of ${label}`}
                >
                  <CloseIcon width={14} height={14} />
                </button>
              </div>
            </li>
          ))}
          {added.map((image) => (
            <NewPreview
              key={image.id}
              image={image}
              label={label}
              onRemove={() => {
                onAdded(added.filter((a) => a.id !== image.id));
                setProblem(null);
              }}
            />
          ))}
        </ul>
      )}
      <div>
        <label
          htmlFor={id}
          className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand`}
        >
          Add images
          <span className="sr-only"> to {label}</span>
          <input
            id={id}
            type="file"
            accept={fileAccept.image}
            multiple
            className="sr-only"
            disabled={count >= maxImagesPerSize}
            aria-invalid={shown ? true : undefined}
            onChange={(e) => {
              pick(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </label>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {plId === undefined
            ? 'Uploaded when you save. The first image is the one cards show.'
            : 'Moving or deleting a saved image applies at once; new images upload when you save.'}
        </p>
      </div>
      {shown && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      )}
      <ConfirmDelete
        open={toDelete !== null}
        what={toDelete ? `image ${images.indexOf(toDelete) + 1} of ${label}` : ''}
        busy={busy}
        onConfirm={() => toDelete && remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </fieldset>
  );
}
