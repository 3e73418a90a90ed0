/**
 * The form in which two gallery titles count as the same: Unicode NFC, trimmed, inner
 * whitespace collapsed, lowercase. 'Vestido  Aurora ' and 'vestido aurora' are one title.
 */
export function normaliseGalleryTitle(title: string): string {
  return title.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}
