import { describe, expect, it } from 'vitest';
import { derivedValue, extensionOf, mediaKindOf } from './fileDerivations';

describe('file derivations (field hint derivedFrom)', () => {
  it('gives the spec §9 media kind: PDF, PNG and GIF by subtype, else the top level', () => {
    expect(mediaKindOf('application/pdf')).toBe('PDF');
    expect(mediaKindOf('image/PNG')).toBe('PNG');
    expect(mediaKindOf('image/gif')).toBe('GIF');
    expect(mediaKindOf('image/jpeg')).toBe('IMAGE');
    expect(mediaKindOf('video/mp4')).toBe('VIDEO');
    expect(mediaKindOf('application/zip')).toBe('APPLICATION');
    expect(mediaKindOf('chemical/x-pdb')).toBeUndefined();
    expect(mediaKindOf(undefined)).toBeUndefined();
  });

  it('gives the extension in lower case, none without a dot', () => {
    expect(extensionOf('Site plan.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBeUndefined();
    expect(extensionOf(42)).toBeUndefined();
  });

  it('picks the derivation the hint names', () => {
    expect(derivedValue('mediaKind', 'video/webm')).toBe('VIDEO');
    expect(derivedValue('extension', 'clip.WEBM')).toBe('webm');
  });
});
