const GPS_IFD_TAG = 0x8825;

/**
 * Whether an EXIF block (as sharp's metadata().exif returns it) points to a GPS section:
 * IFD0 carries tag 0x8825 when the photo has a position. Small on purpose: tests only.
 */
export function hasGpsSection(exif: Uint8Array): boolean {
  const bytes = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
  const tiff = bytes.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const little = bytes.subarray(tiff, tiff + 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const ifd0 = tiff + u32(tiff + 4);
  const entries = u16(ifd0);
  for (let n = 0; n < entries; n++) {
    if (u16(ifd0 + 2 + n * 12) === GPS_IFD_TAG) return true;
  }
  return false;
}
