/**
 * Object storage in an S3-compatible bucket (docs/decisions/086), through the official SDK. Large
 * bodies (narration) go up in parts with lib-storage's Upload, so memory stays bounded.
 */

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertObjectKey,
  contentTypeOf,
  type ObjectStorage,
  type StoredObjectInfo,
} from './object-storage.ts';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Parts of 8 MB, two at a time: a 60 MB narration never holds more than about 16 MB. */
const PART_BYTES = 8 * 1024 * 1024;
const PARALLEL_PARTS = 2;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/** "bytes 0-99/1234" → 1234. */
function totalFromContentRange(contentRange: string | undefined): number | undefined {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where the API requires them: S3-compatible stores do not all accept the
    // SDK's newer default (CRC trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = options.bucket;

  async function head(key: string): Promise<StoredObjectInfo | null> {
    assertObjectKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? '""',
        contentType: answer.ContentType ?? contentTypeOf(key),
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',

    async put(key, body, { contentType }) {
      assertObjectKey(key);
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARALLEL_PARTS,
        leavePartsOnError: false,
      }).done();
      const info = await head(key);
      if (!info) throw new Error(`stored object vanished: ${key}`);
      return info;
    },

    async get(key, range) {
      assertObjectKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return {
          info: {
            key,
            size: totalFromContentRange(answer.ContentRange) ?? answer.ContentLength ?? 0,
            etag: answer.ETag ?? '""',
            contentType: answer.ContentType ?? contentTypeOf(key),
            lastModified: answer.LastModified ?? new Date(0),
          },
          // In Node the SDK's body is the response stream itself.
          body: answer.Body as Readable,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    head,

    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix = '') {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            key: object.Key,
            size: object.Size ?? 0,
            etag: object.ETag ?? '""',
            contentType: contentTypeOf(object.Key),
            lastModified: object.LastModified ?? new Date(0),
          };
        }
      }
    },

    close() {
      client.destroy();
    },
  };
}
