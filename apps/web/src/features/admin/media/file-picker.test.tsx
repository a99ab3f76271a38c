// @vitest-environment happy-dom
// The file picker's client-side checks (SPEC sections 5 and 9): images must be images under 5 MB, videos
// WebM or MP4 under 50 MB, with SPEC's messages; chosen files are previewed and can be taken out.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileKind as MediaKind } from '../../../lib/files.ts';
import { MB, makeFile } from '../../../test/admin.tsx';
import { FilePicker } from './file-picker.tsx';

afterEach(cleanup);

function Harness({ kind, multiple = false }: { kind: MediaKind; multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  return (
    <>
      <FilePicker
        id="picker"
        label={kind === 'image' ? 'Upload Image *' : 'Upload Video *'}
        kind={kind}
        multiple={multiple}
        files={files}
        onFilesChange={setFiles}
        error={error}
        onError={setError}
      />
      <output data-testid="chosen">{files.map((f) => f.name).join(',')}</output>
    </>
  );
}

const choose = (label: string, ...files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
const chosen = () => screen.getByTestId('chosen').textContent;

describe('image picker', () => {
  it('refuses a file that is not an image', () => {
    render(<Harness kind="image" />);
    choose('Upload Image *', makeFile('notes.pdf', 'application/pdf'));
    expect(screen.getByText('Please select a valid image file')).toBeTruthy();
    expect(screen.getByLabelText('Upload Image *').getAttribute('aria-invalid')).toBe('true');
    expect(chosen()).toBe('');
  });

  it('refuses an image of more than 5 MB', () => {
    render(<Harness kind="image" />);
    choose('Upload Image *', makeFile('huge.png', 'image/png', 5 * MB + 1));
    expect(screen.getByText('Image size should be less than 5MB')).toBeTruthy();
    expect(chosen()).toBe('');
  });

  it('takes an image under 5 MB, previews it with alt text, and clears the earlier message', () => {
    render(<Harness kind="image" />);
    choose('Upload Image *', makeFile('notes.txt', 'text/plain'));
    expect(screen.getByText('Please select a valid image file')).toBeTruthy();
    choose('Upload Image *', makeFile('floor.png', 'image/png', 5 * MB - 1));
    expect(chosen()).toBe('floor.png');
    expect(screen.queryByText('Please select a valid image file')).toBeNull();
    expect(screen.getByAltText('Preview of floor.png')).toBeTruthy();
  });

  it('says No file selected when the selection comes back empty', () => {
    render(<Harness kind="image" />);
    choose('Upload Image *');
    expect(screen.getByText('No file selected')).toBeTruthy();
  });

  it('keeps the good files of a mixed selection and names the refusal', () => {
    render(<Harness kind="image" multiple />);
    choose(
      'Upload Image *',
      makeFile('one.png', 'image/png'),
      makeFile('clip.mp4', 'video/mp4'),
      makeFile('two.webp', 'image/webp'),
    );
    expect(chosen()).toBe('one.png,two.webp');
    expect(screen.getByText('Please select a valid image file')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(chosen()).toBe('two.webp');
  });
});

describe('video picker', () => {
  it('refuses a video of more than 50 MB', () => {
    render(<Harness kind="video" />);
    choose('Upload Video *', makeFile('long.webm', 'video/webm', 50 * MB + 1));
    expect(screen.getByText('Video size should be less than 50MB')).toBeTruthy();
    expect(chosen()).toBe('');
  });

  it('refuses a file that is not a WebM or MP4 video', () => {
    render(<Harness kind="video" />);
    choose('Upload Video *', makeFile('photo.jpg', 'image/jpeg'));
    expect(screen.getByText('Please select a valid video file')).toBeTruthy();
    expect(chosen()).toBe('');
  });

  it('takes a WebM under 50 MB', () => {
    render(<Harness kind="video" />);
    choose('Upload Video *', makeFile('mop.webm', 'video/webm', 2 * MB));
    expect(chosen()).toBe('mop.webm');
    expect(screen.getByLabelText('Upload Video *').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Preview of mop.webm').tagName).toBe('VIDEO');
  });
});

describe('content check', () => {
  it('takes back an image whose bytes are not an image (a PDF renamed scan.png) and says why', async () => {
    render(<Harness kind="image" multiple />);
    const pdf = new File(['%PDF-1.7 not a picture'], 'scan.png', { type: 'image/png', lastModified: 2 });
    choose('Upload Image *', makeFile('floor.png', 'image/png'), pdf);
    expect(await screen.findByText('Please select a valid image file')).toBeTruthy();
    await waitFor(() => expect(chosen()).toBe('floor.png'));
  });

  it('takes back a video whose bytes are a picture', async () => {
    render(<Harness kind="video" />);
    const png = makeFile('still.png', 'image/png');
    choose('Upload Video *', new File([await png.arrayBuffer()], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('Please select a valid video file')).toBeTruthy();
    await waitFor(() => expect(chosen()).toBe(''));
  });

  it('keeps files whose bytes match their kind', async () => {
    render(<Harness kind="video" />);
    choose('Upload Video *', makeFile('mop.mp4', 'video/mp4'));
    // Give the background check time to answer; nothing is taken back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chosen()).toBe('mop.mp4');
    expect(screen.queryByText('Please select a valid video file')).toBeNull();
  });
});
