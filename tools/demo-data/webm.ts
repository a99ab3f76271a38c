// Minimal WebM (Matroska) muxer for the seed demo videos: wraps VP8 keyframes (taken from lossy WebP stills) into a playable file.

/** Element IDs used by the muxer and the parser (IDs keep their EBML marker bits, as in the spec). */
const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  DefaultDuration: 0x23e383,
  CodecID: 0x86,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

/** Encodes an element ID (its bytes already carry the length marker). */
function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  let v = id;
  while (v > 0) {
    bytes.unshift(v & 0xff);
    v = Math.floor(v / 256);
  }
  return Buffer.from(bytes);
}

/**
 * Encodes an element data size as an EBML variable-length integer, using the
 * shortest form. The all-ones value of each length is reserved ("unknown size"),
 * so an n-byte size holds at most 2^(7n) - 2.
 */
export function encodeVint(value: number): Buffer {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`EBML size out of range: ${value}`);
  for (let len = 1; len <= 8; len++) {
    const max = 2 ** (7 * len) - 2;
    if (value <= max) {
      const out = Buffer.alloc(len);
      let v = value;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0] = (out[0] ?? 0) | (0x80 >> (len - 1));
      return out;
    }
  }
  throw new RangeError(`EBML size too large: ${value}`);
}

function element(id: number, payload: Buffer | Buffer[]): Buffer {
  const data = Array.isArray(payload) ? Buffer.concat(payload) : payload;
  return Buffer.concat([idBytes(id), encodeVint(data.length), data]);
}

/** Unsigned integer element, minimal big-endian width (or a fixed width, so an offset can be patched later). */
function uintEl(id: number, value: number, width?: number): Buffer {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`uint out of range: ${value}`);
  let len = width ?? 1;
  if (width === undefined) while (value >= 2 ** (8 * len)) len++;
  const out = Buffer.alloc(len);
  let v = value;
  for (let i = len - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return element(id, out);
}

function floatEl(id: number, value: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value, 0);
  return element(id, out);
}

function stringEl(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, 'ascii'));
}

/** A VP8 keyframe header: returns its coded size, or throws if the bytes are not a VP8 keyframe. */
export function vp8KeyframeSize(frame: Buffer): { width: number; height: number } {
  if (frame.length < 10) throw new Error('VP8 frame too short');
  const b0 = frame[0] ?? 1;
  if ((b0 & 1) !== 0) throw new Error('VP8 frame is not a keyframe');
  if (frame[3] !== 0x9d || frame[4] !== 0x01 || frame[5] !== 0x2a)
    throw new Error('VP8 keyframe start code missing');
  return { width: frame.readUInt16LE(6) & 0x3fff, height: frame.readUInt16LE(8) & 0x3fff };
}

/**
 * Extracts the raw VP8 keyframe from a lossy WebP file (RIFF 'WEBP' whose 'VP8 ' chunk is
 * exactly one VP8 keyframe). Throws a descriptive error for lossless (VP8L), animated or
 * alpha-carrying files, which have no usable opaque VP8 frame.
 */
export function vp8FrameFromWebp(webp: Buffer): Buffer {
  if (
    webp.length < 12 ||
    webp.toString('ascii', 0, 4) !== 'RIFF' ||
    webp.toString('ascii', 8, 12) !== 'WEBP'
  ) {
    throw new Error('Not a WebP file (missing RIFF/WEBP header)');
  }
  const riffEnd = Math.min(webp.length, 8 + webp.readUInt32LE(4));
  let pos = 12;
  const seen: string[] = [];
  while (pos + 8 <= riffEnd) {
    const fourcc = webp.toString('ascii', pos, pos + 4);
    const size = webp.readUInt32LE(pos + 4);
    const start = pos + 8;
    const end = start + size;
    if (end > riffEnd) throw new Error(`WebP chunk '${fourcc}' overruns the file`);
    seen.push(fourcc);
    if (fourcc === 'VP8L') {
      throw new Error("WebP is lossless ('VP8L'); encode with lossy settings (no lossless/nearLossless)");
    }
    if (fourcc === 'ANIM' || fourcc === 'ANMF')
      throw new Error('WebP is animated; expected a single lossy still');
    if (fourcc === 'ALPH')
      throw new Error('WebP carries an alpha channel; flatten/removeAlpha before encoding');
    if (fourcc === 'VP8 ') {
      const frame = webp.subarray(start, end);
      vp8KeyframeSize(frame);
      return Buffer.from(frame);
    }
    pos = end + (size & 1);
  }
  throw new Error(`WebP has no 'VP8 ' chunk (chunks: ${seen.join(', ') || 'none'})`);
}

export type MuxOptions = { width: number; height: number; fps: number };

/**
 * Muxes VP8 keyframes into a WebM file: EBML header, Segment { SeekHead, Info, Tracks,
 * Clusters of SimpleBlocks, Cues }. A new Cluster starts every second of video (and
 * whenever a block's relative timecode would not fit in an int16).
 */
export function muxWebm(frames: Buffer[], opts: MuxOptions): Buffer {
  const { width, height, fps } = opts;
  if (frames.length === 0) throw new Error('muxWebm needs at least one frame');
  if (!(fps > 0)) throw new Error(`Invalid fps: ${fps}`);
  frames.forEach((frame, i) => {
    const size = vp8KeyframeSize(frame);
    if (size.width !== width || size.height !== height) {
      throw new Error(`Frame ${i} is ${size.width}x${size.height}, expected ${width}x${height}`);
    }
  });

  const frameMs = 1000 / fps;
  const durationMs = frames.length * frameMs;

  const ebmlHeader = element(ID.EBML, [
    uintEl(ID.EBMLVersion, 1),
    uintEl(ID.EBMLReadVersion, 1),
    uintEl(ID.EBMLMaxIDLength, 4),
    uintEl(ID.EBMLMaxSizeLength, 8),
    stringEl(ID.DocType, 'webm'),
    uintEl(ID.DocTypeVersion, 2),
    uintEl(ID.DocTypeReadVersion, 2),
  ]);

  const info = element(ID.Info, [
    uintEl(ID.TimecodeScale, 1_000_000),
    stringEl(ID.MuxingApp, 'chamak'),
    stringEl(ID.WritingApp, 'chamak'),
    floatEl(ID.Duration, durationMs),
  ]);

  const tracks = element(ID.Tracks, [
    element(ID.TrackEntry, [
      uintEl(ID.TrackNumber, 1),
      uintEl(ID.TrackUID, 0x43_48_41_4d),
      uintEl(ID.TrackType, 1),
      uintEl(ID.FlagLacing, 0),
      uintEl(ID.DefaultDuration, Math.round(1e9 / fps)),
      stringEl(ID.CodecID, 'V_VP8'),
      element(ID.Video, [uintEl(ID.PixelWidth, width), uintEl(ID.PixelHeight, height)]),
    ]),
  ]);

  // Clusters, one per second of frames.
  const clusters: { timecode: number; bytes: Buffer }[] = [];
  let current: { timecode: number; blocks: Buffer[] } | null = null;
  const flush = (): void => {
    if (current) {
      clusters.push({
        timecode: current.timecode,
        bytes: element(ID.Cluster, [uintEl(ID.Timecode, current.timecode), ...current.blocks]),
      });
    }
  };
  frames.forEach((frame, i) => {
    const t = Math.round(i * frameMs);
    const newSecond = i % Math.max(1, Math.round(fps)) === 0;
    if (!current || newSecond || t - current.timecode > 32767) {
      flush();
      current = { timecode: t, blocks: [] };
    }
    const header = Buffer.alloc(4);
    header[0] = 0x81; // track number 1 as an EBML varint
    header.writeInt16BE(t - current.timecode, 1);
    header[3] = 0x80; // keyframe
    current.blocks.push(element(ID.SimpleBlock, [header, frame]));
  });
  flush();

  // Segment layout: SeekHead | Info | Tracks | Clusters... | Cues. Positions are relative to
  // the start of the Segment's data. SeekPosition / CueClusterPosition use a fixed 8-byte width
  // so the SeekHead's size does not depend on the positions it holds.
  const seekEntry = (id: number, pos: number): Buffer =>
    element(ID.Seek, [element(ID.SeekID, idBytes(id)), uintEl(ID.SeekPosition, pos, 8)]);
  const seekHeadSize = element(ID.SeekHead, [
    seekEntry(ID.Info, 0),
    seekEntry(ID.Tracks, 0),
    seekEntry(ID.Cues, 0),
  ]).length;
  const infoPos = seekHeadSize;
  const tracksPos = infoPos + info.length;
  let clusterPos = tracksPos + tracks.length;
  const cuePoints: Buffer[] = [];
  for (const cluster of clusters) {
    cuePoints.push(
      element(ID.CuePoint, [
        uintEl(ID.CueTime, cluster.timecode),
        element(ID.CueTrackPositions, [uintEl(ID.CueTrack, 1), uintEl(ID.CueClusterPosition, clusterPos, 8)]),
      ]),
    );
    clusterPos += cluster.bytes.length;
  }
  const cues = element(ID.Cues, cuePoints);
  const seekHead = element(ID.SeekHead, [
    seekEntry(ID.Info, infoPos),
    seekEntry(ID.Tracks, tracksPos),
    seekEntry(ID.Cues, clusterPos),
  ]);

  const segment = element(ID.Segment, [seekHead, info, tracks, ...clusters.map((c) => c.bytes), cues]);
  return Buffer.concat([ebmlHeader, segment]);
}

// ---------------------------------------------------------------------------
// A small EBML reader, used by the tests to check the muxer's output structure.

export type EbmlElement = {
  id: number;
  /** Offset of the element's first ID byte in the buffer. */
  offset: number;
  dataOffset: number;
  size: number;
  children?: EbmlElement[];
};

const MASTER_IDS = new Set<number>([
  ID.EBML,
  ID.Segment,
  ID.SeekHead,
  ID.Seek,
  ID.Info,
  ID.Tracks,
  ID.TrackEntry,
  ID.Video,
  ID.Cluster,
  ID.Cues,
  ID.CuePoint,
  ID.CueTrackPositions,
]);

function readVint(buf: Buffer, pos: number, keepMarker: boolean): { value: number; length: number } {
  const first = buf[pos];
  if (first === undefined || first === 0) throw new Error(`Invalid EBML varint at ${pos}`);
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (pos + length > buf.length) throw new Error(`Truncated EBML varint at ${pos}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (buf[pos + i] ?? 0);
  return { value, length };
}

/** Parses EBML elements in buf[start, end), descending into the master elements WebM uses. */
export function parseEbml(buf: Buffer, start = 0, end = buf.length): EbmlElement[] {
  const out: EbmlElement[] = [];
  let pos = start;
  while (pos < end) {
    const id = readVint(buf, pos, true);
    const size = readVint(buf, pos + id.length, false);
    const dataOffset = pos + id.length + size.length;
    if (dataOffset + size.value > end)
      throw new Error(`Element 0x${id.value.toString(16)} at ${pos} overruns`);
    const el: EbmlElement = { id: id.value, offset: pos, dataOffset, size: size.value };
    if (MASTER_IDS.has(id.value)) el.children = parseEbml(buf, dataOffset, dataOffset + size.value);
    out.push(el);
    pos = dataOffset + size.value;
  }
  return out;
}

export type WebmSummary = {
  docType: string;
  timecodeScale: number;
  durationMs: number;
  codecId: string;
  width: number;
  height: number;
  clusters: number;
  blocks: { track: number; timeMs: number; keyframe: boolean; frame: Buffer }[];
  cueClusterOffsets: number[];
};

/** Reads the parts of a WebM file that the muxer writes. */
export function readWebm(buf: Buffer): WebmSummary {
  const top = parseEbml(buf);
  const find = (els: EbmlElement[] | undefined, id: number): EbmlElement | undefined =>
    els?.find((e) => e.id === id);
  const need = (els: EbmlElement[] | undefined, id: number): EbmlElement => {
    const el = find(els, id);
    if (!el) throw new Error(`Missing element 0x${id.toString(16)}`);
    return el;
  };
  const uint = (el: EbmlElement): number => {
    let v = 0;
    for (let i = 0; i < el.size; i++) v = v * 256 + (buf[el.dataOffset + i] ?? 0);
    return v;
  };
  const str = (el: EbmlElement): string => buf.toString('ascii', el.dataOffset, el.dataOffset + el.size);

  const ebml = need(top, ID.EBML);
  const segment = need(top, ID.Segment);
  const info = need(segment.children, ID.Info);
  const durationEl = need(info.children, ID.Duration);
  const track = need(need(segment.children, ID.Tracks).children, ID.TrackEntry);
  const video = need(track.children, ID.Video);
  const clusters = (segment.children ?? []).filter((e) => e.id === ID.Cluster);
  const blocks: WebmSummary['blocks'] = [];
  for (const cluster of clusters) {
    const base = uint(need(cluster.children, ID.Timecode));
    for (const block of cluster.children ?? []) {
      if (block.id !== ID.SimpleBlock) continue;
      const trackNo = readVint(buf, block.dataOffset, false);
      const p = block.dataOffset + trackNo.length;
      blocks.push({
        track: trackNo.value,
        timeMs: base + buf.readInt16BE(p),
        keyframe: ((buf[p + 2] ?? 0) & 0x80) !== 0,
        frame: buf.subarray(p + 3, block.dataOffset + block.size),
      });
    }
  }
  const cues = find(segment.children, ID.Cues);
  const cueClusterOffsets = (cues?.children ?? []).map(
    (cp) =>
      segment.dataOffset +
      uint(need(need(cp.children, ID.CueTrackPositions).children, ID.CueClusterPosition)),
  );
  return {
    docType: str(need(ebml.children, ID.DocType)),
    timecodeScale: uint(need(info.children, ID.TimecodeScale)),
    durationMs:
      durationEl.size === 4
        ? buf.readFloatBE(durationEl.dataOffset)
        : buf.readDoubleBE(durationEl.dataOffset),
    codecId: str(need(track.children, ID.CodecID)),
    width: uint(need(video.children, ID.PixelWidth)),
    height: uint(need(video.children, ID.PixelHeight)),
    clusters: clusters.length,
    blocks,
    cueClusterOffsets,
  };
}
