import { mkdirSync, existsSync, statSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { OperationError } from '../../engine/protocol/operations';
import type { MediaContent } from './mediaReply';

/**
 * Resized variants the image routes answer (`?variant=`). Avatars use the square thumbnail and
 * small sizes (cropped to fill); the larger ones keep the picture whole. Never enlarged.
 */
export const IMAGE_VARIANTS = {
  thumbnail: { width: 64, height: 64, fit: 'cover' },
  small: { width: 160, height: 160, fit: 'cover' },
  medium: { width: 640, height: 640, fit: 'inside' },
  large: { width: 1600, height: 1600, fit: 'inside' },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;

export function isImageVariant(name: string): name is ImageVariant {
  return Object.hasOwn(IMAGE_VARIANTS, name);
}

/** Raster formats the library reads safely; SVG is left out (it may carry script and is not resized). */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

/**
 * Resized images, made once per content and variant and kept on disk beside the content store
 * (DATA_DIR/variants/{sha256}-{variant}.webp, keyed by the content's hash, so an avatar that
 * changes gets new variants and old ones are never served for new content). Concurrent requests
 * for the same variant share one resize.
 */
export class ImageVariants {
  private readonly pending = new Map<string, Promise<string>>();

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  async variantOf(content: MediaContent, variant: ImageVariant): Promise<MediaContent> {
    if (!RESIZABLE.has(content.contentType)) throw new OperationError('unsupportedImage', `${content.contentType} has no resized variants`, 415);
    const key = `${content.sha256}-${variant}`;
    const path = join(this.dir, `${key}.webp`);
    if (!existsSync(path)) {
      let making = this.pending.get(key);
      if (!making) {
        making = this.make(content.path, path, variant).finally(() => this.pending.delete(key));
        this.pending.set(key, making);
      }
      await making;
    }
    return { path, size: statSync(path).size, sha256: key, contentType: 'image/webp', fileName: `${content.fileName.replace(/\.[^.]*$/, '')}-${variant}.webp` };
  }

  private async make(source: string, target: string, variant: ImageVariant): Promise<string> {
    const { width, height, fit } = IMAGE_VARIANTS[variant];
    const partial = `${target}.${process.pid}.partial`;
    // sharp (libvips) is loaded at the first resize, not at server start.
    const { default: sharp } = await import('sharp');
    try {
      // rotate(): honour the camera's orientation before cropping; streams file to file.
      await sharp(source, { failOn: 'error' }).rotate().resize({ width, height, fit, withoutEnlargement: true }).webp({ quality: 82 }).toFile(partial);
      renameSync(partial, target);
      return target;
    } catch (error) {
      rmSync(partial, { force: true });
      throw new OperationError('unsupportedImage', `the image could not be read: ${error instanceof Error ? error.message : String(error)}`, 415);
    }
  }
}
