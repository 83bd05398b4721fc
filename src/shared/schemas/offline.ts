/** What a voyage needs to be read offline: its pack's manifest (docs/architecture/pwa.md). */
import { z } from 'zod';
import { dataResponseSchema } from './envelope.ts';

export const OFFLINE_FILE_KINDS = ['content', 'image', 'audio'] as const;

export const offlineFileSchema = z.object({
  /** A same-origin path: what the reader will ask for. */
  url: z.string(),
  kind: z.enum(OFFLINE_FILE_KINDS),
  /** Size in bytes when known (null: the file is not on this server). */
  bytes: z.number().int().nonnegative().nullable(),
  /**
   * The file's SHA-256 in hex, checked by the device once the file is whole (null: the traveller's
   * own answers, small and fetched whole, and files not on this server).
   */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /**
   * For the traveller's answers, which carry no hash: the version of the voyage they show (when the
   * team last changed it), so a device sees that its copy is out of date. Null for the other files.
   */
  revision: z.string().nullable(),
});
export type OfflineFile = z.infer<typeof offlineFileSchema>;

export const offlinePackageSchema = z.object({
  voyage_id: z.string(),
  title: z.string(),
  files: z.array(offlineFileSchema),
  /** The sum of the known sizes. */
  total_bytes: z.number().int().nonnegative(),
});
export type OfflinePackage = z.infer<typeof offlinePackageSchema>;

export const offlinePackageResponseSchema = dataResponseSchema(offlinePackageSchema);
