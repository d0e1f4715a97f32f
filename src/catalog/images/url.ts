import type { Config } from '../../config.ts';

/** The public address of an image's bytes: `{base_url}/media/{imageId}` (no auth, cacheable forever). */
export function imageUrl(config: Pick<Config, 'baseUrl'>, imageId: string): string {
  return `${config.baseUrl}/media/${imageId}`;
}
